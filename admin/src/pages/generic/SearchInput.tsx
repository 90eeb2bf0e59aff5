// The grid's full-text search (the `q` filter over the declaration's list.search fields). It only
// queries from the specification's minimum of 2 characters, and says so below 2.
import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './list-constants.ts';

interface Props {
  /** The search currently applied (from the URL). */
  value: string;
  onSearch: (text: string | undefined) => void;
}

export function SearchInput({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const trimmed = text.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (tooShort) return; // keep the current results until the text is long enough
    const next = trimmed || undefined;
    if (next === (value || undefined)) return;
    // A move to another page (a row's "Ver" clicked while the text waits) drops the search: the
    // router keeps this page mounted while the next one loads, and applying it then would bring the
    // person back to the list.
    const where = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname === where) onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, tooShort, value, onSearch]);

  return (
    <Flex vertical gap={4} style={{ minWidth: 260 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.searchPlaceholder')}
        data-testid="grid-search"
      />
      {tooShort && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('list.searchHint', { min: SEARCH_MIN_LENGTH })}
        </Typography.Text>
      )}
    </Flex>
  );
}
