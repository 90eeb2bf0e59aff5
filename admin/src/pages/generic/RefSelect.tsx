// A select over another resource's records, labelled by that resource's title field. Typing
// searches the server (the `q` filter, from 2 characters); resources with an `active` flag only
// offer active records, a declared `refFilter` narrows further (e.g. assignable users), and a value
// already chosen is still shown (by its title: a placeholder until the title arrives).
import { useSelect } from '@refinedev/antd';
import type { BaseKey, BaseRecord, CrudFilter } from '@refinedev/core';
import { Skeleton } from 'antd';
import { FormSelect } from '../../fields/form-select.tsx';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { SEARCH_MIN_LENGTH, SELECT_PAGE_SIZE } from './list-constants.ts';
import { refTitle } from './ref-title.ts';

interface Props {
  resource: string;
  /** Filters of the referenced resource the options must pass (the field's declared refFilter). */
  where?: Readonly<Record<string, string | number | boolean>>;
  multiple?: boolean;
  /** Injected by Form.Item (or given by a filter). */
  id?: string;
  value?: BaseKey | BaseKey[] | null;
  onChange?: (value: BaseKey | BaseKey[] | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  /** Injected by Form.Item: the field's requirement and its error, read with the combobox. */
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export function RefSelect({ resource, where, multiple, id, value, onChange, disabled, placeholder, style, ...aria }: Props) {
  const target = useResourceMeta(resource);
  const language = asLanguage(useTranslation().i18n.language);
  const activeOnly: CrudFilter[] = target.fields.active?.type === 'boolean' ? [{ field: 'active', operator: 'eq', value: true }] : [];
  const declared: CrudFilter[] = Object.entries(where ?? {}).map(([field, v]) => ({ field, operator: 'eq', value: v }));
  const { selectProps, query, defaultValueQuery } = useSelect<BaseRecord>({
    resource,
    optionLabel: (record) => refTitle(target, record, language),
    optionValue: (record) => String(record.id),
    defaultValue: value ?? undefined,
    filters: [...activeOnly, ...declared],
    sorters: [{ field: target.titleField, order: 'asc' }],
    pagination: { pageSize: SELECT_PAGE_SIZE, mode: 'server' },
    onSearch: (text) => {
      const q = text.trim();
      return q.length >= SEARCH_MIN_LENGTH ? [{ field: 'q', operator: 'eq', value: q }] : [];
    },
  });

  const options = selectProps.options as { label: string; value: BaseKey }[] | undefined;
  const known = new Set((options ?? []).map((o) => String(o.value)));
  const fetching = query.isFetching || defaultValueQuery.isFetching;
  return (
    <FormSelect<BaseKey | BaseKey[]>
      showSearch
      filterOption={false}
      options={options}
      // A chosen record whose title has not arrived yet shows a placeholder, never its bare id (one
      // that never arrives, unreadable or gone, is still named by its id).
      labelRender={({ label, value: chosen }) =>
        known.has(String(chosen)) || !fetching ? (
          (label ?? chosen)
        ) : (
          <span data-testid="ref-title-loading">
            <Skeleton.Input active size="small" style={{ height: 16, verticalAlign: 'middle' }} />
          </span>
        )
      }
      onSearch={selectProps.onSearch}
      loading={selectProps.loading}
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      placeholder={placeholder}
      {...aria}
      style={style}
      allowClear
      // Real DOM options (role "option") instead of a virtual list: accessible and testable by name.
      virtual={false}
    />
  );
}
