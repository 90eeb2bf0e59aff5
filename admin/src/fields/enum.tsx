import { useTranslation } from 'react-i18next';
import type { AdminFieldType, FilterProps, ValueProps } from './field-type.ts';
import { OptionsFilter } from './filters.tsx';
import { FormSelect } from './form-select.tsx';

function EnumValue({ field, value }: ValueProps) {
  const { t } = useTranslation();
  return <>{t(`enums.${field.enumName}.${String(value)}`)}</>;
}

export function EnumFilter(props: FilterProps) {
  const { t } = useTranslation();
  const { field, optionLabel } = props;
  const label = (o: string | number) => optionLabel?.(String(o)) ?? t(`enums.${field.enumName}.${o}`);
  return <OptionsFilter {...props} options={(field.options ?? []).map((o) => ({ value: String(o), label: label(o) }))} />;
}

export const enumeration: AdminFieldType = {
  input: (field, { t, disabled }) => (
    <FormSelect
      disabled={disabled}
      virtual={false}
      placeholder={t('form.select')}
      allowClear={!field.required}
      options={(field.options ?? []).map((o) => ({ value: o, label: t(`enums.${field.enumName}.${o}`) }))}
    />
  ),
  Value: EnumValue,
  sortable: true,
  fromQuery: (field, raw) => field.options?.find((o) => String(o) === raw[0]),
  Filter: EnumFilter,
};
