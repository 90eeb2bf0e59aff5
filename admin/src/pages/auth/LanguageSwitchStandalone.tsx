// ES/EN switch for the pages outside Refine (no locale hooks there): i18next directly.
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, asLanguage } from '../../i18n/languages.ts';

export function LanguageSwitchStandalone() {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`languages.${lang}`), lang })),
        onClick: ({ key }) => { void i18n.changeLanguage(key); },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('header.language')}>{current.toUpperCase()}</Button>
    </Dropdown>
  );
}
