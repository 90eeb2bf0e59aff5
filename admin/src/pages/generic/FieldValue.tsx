// One field's value for reading (list cells, detail pages), rendered by its declared type.
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { BooleanTag } from './BooleanTag.tsx';
import { EmptyValue } from './EmptyValue.tsx';
import { EnumSetValue } from './EnumSetValue.tsx';
import { formatDecimal } from './format-decimal.ts';
import { RefTitles } from './RefTitles.tsx';

interface Props {
  name: string;
  field: FieldMeta;
  value: unknown;
  /** For ref/refs: every id to fetch with this one (see RefTitles); defaults to this value's ids. */
  refIds?: readonly string[];
  /** For enum sets: show the options by group (detail pages). */
  grouped?: boolean;
}

export function FieldValue({ name, field, value, refIds, grouped }: Props) {
  const { t, i18n } = useTranslation();
  if (field.type === 'ref' || field.type === 'refs') {
    const own = ([] as unknown[]).concat(value ?? []).filter((v): v is string => typeof v === 'string');
    return <RefTitles resource={field.ref!} ids={refIds ?? [...own].sort()} value={value} multiple={field.type === 'refs'} />;
  }
  if (field.type === 'enumSet') return <EnumSetValue field={field} value={value} grouped={grouped} />;
  if (value === null || value === undefined || value === '') return <EmptyValue />;
  switch (field.type) {
    case 'boolean':
      return <BooleanTag name={name} value={value === true} />;
    case 'enum':
      return <>{t(`enums.${field.enumName}.${String(value)}`)}</>;
    case 'date':
      return <>{dayjs(String(value)).format(t('formats.date'))}</>;
    case 'decimal':
      return <>{formatDecimal(String(value), asLanguage(i18n.language))}</>;
    default:
      return <>{String(value)}</>;
  }
}
