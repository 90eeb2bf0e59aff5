// Referenced records shown by their title. Every cell of a page asks useMany for the same sorted
// ids, so the page costs one request per referenced resource, not one per row.
import { useMany, type BaseRecord } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { useAllowed } from '../../session/use-allowed.ts';
import { EmptyValue } from './EmptyValue.tsx';
import { useKnownTitles } from './known-titles.ts';
import { refTitle } from './ref-title.ts';

interface Props {
  resource: string;
  /** All ids to fetch together (the page's, or the record's own). */
  ids: readonly string[];
  /** This cell's id or ids. */
  value: unknown;
  multiple: boolean;
}

export function RefTitles({ resource, ids, value, multiple }: Props) {
  const target = useResourceMeta(resource);
  const language = asLanguage(useTranslation().i18n.language);
  const readable = useAllowed(resource, 'lookup');
  const known = useKnownTitles();
  const { result, query } = useMany<BaseRecord>({ resource, ids: [...ids], queryOptions: { enabled: readable && ids.length > 0 } });

  const own = ([] as unknown[]).concat(value ?? []).filter((v): v is string => typeof v === 'string' && v !== '');
  if (own.length === 0) return <EmptyValue />;
  if (query.isLoading && readable && !own.every((id) => known[id])) return <Typography.Text type="secondary">…</Typography.Text>;

  const titles = new Map(result.data.map((r) => [String(r.id), refTitle(target, r, language)]));
  // Unreadable or missing: the id says at least which record it is.
  const titleOf = (id: string) => titles.get(id) || known[id] || id;
  if (!multiple) return <>{titleOf(own[0])}</>;
  return (
    <Space size={[0, 4]} wrap>
      {own.map((id) => (
        <Tag key={id}>{titleOf(id)}</Tag>
      ))}
    </Space>
  );
}
