// The header's ES/EN switch; the choice is kept in localStorage by the i18n module.
import { GlobalOutlined } from '@ant-design/icons';
import { useGetLocale, useSetLocale } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, asLanguage } from '../i18n/languages.ts';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const setLocale = useSetLocale();
  const current = asLanguage(useGetLocale()());

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`languages.${lang}`), lang })),
        onClick: ({ key }) => { void setLocale(key); },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="language-switch" aria-label={t('header.language')}>
        {current.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
