// Ant Design's search box, whose button (an icon alone) would be named by its icon, in English
// ("search"): here it is named in the interface's language, as a screen reader reads it.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { SearchProps } from 'antd/es/input';
import { useTranslation } from 'react-i18next';

export function NamedSearch(props: SearchProps) {
  const { t } = useTranslation();
  return <Input.Search enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label={t('buttons.search')} />} {...props} />;
}
