// How an empty value reads in lists and detail pages.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function EmptyValue() {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('values.empty')}</Typography.Text>;
}
