// A boolean as a tag: the `active` flag reads Activo/Inactivo, any other flag Sí/No.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function BooleanTag({ name, value }: { name: string; value: boolean }) {
  const { t } = useTranslation();
  if (name === 'active') {
    return <Tag color={value ? 'green' : 'default'}>{t(value ? 'values.active' : 'values.inactive')}</Tag>;
  }
  return <Tag color={value ? 'blue' : 'default'}>{t(value ? 'values.yes' : 'values.no')}</Tag>;
}
