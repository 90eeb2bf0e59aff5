// The ES/EN switch: in the header through Refine's i18n provider, and on the pages outside Refine
// (sign-up, help) through i18next directly. Either way the choice is kept in localStorage by the
// i18n module.
import { GlobalOutlined } from '@ant-design/icons';
import { useGetLocale, useSetLocale } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, asLanguage, type Language } from '../i18n/languages.ts';

function LanguageMenu({ current, onChange, testId }: { current: Language; onChange: (lang: string) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`languages.${lang}`), lang })),
        onClick: ({ key }) => onChange(key),
      }}
    >
      {/* Its name starts with what it shows (WCAG 2.5.3), then says what it is. */}
      <Button type="text" icon={<GlobalOutlined />} data-testid={testId} aria-label={`${current.toUpperCase()} · ${t('header.language')}`}>
        {current.toUpperCase()}
      </Button>
    </Dropdown>
  );
}

export function LanguageSwitch() {
  const setLocale = useSetLocale();
  const current = asLanguage(useGetLocale()());
  return (
    <LanguageMenu
      current={current}
      onChange={(lang) => {
        void setLocale(lang);
      }}
      testId="language-switch"
    />
  );
}

/** For the pages outside Refine, which have no locale hooks. */
export function LanguageSwitchStandalone() {
  const { i18n } = useTranslation();
  return (
    <LanguageMenu
      current={asLanguage(i18n.language)}
      onChange={(lang) => {
        void i18n.changeLanguage(lang);
      }}
    />
  );
}
