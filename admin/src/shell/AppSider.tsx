// The side menu: Refine's themed sider over our resources, with "Ayuda" shown disabled (the
// specification cancels navigation to help) just before "Cerrar sesión".
import { QuestionCircleOutlined } from '@ant-design/icons';
import { ThemedSider, ThemedTitle, type RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppIcon } from './AppIcon.tsx';

function SiderTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return <ThemedTitle collapsed={collapsed} text={t('app.title')} icon={<AppIcon />} />;
}

export function AppSider(props: RefineThemedLayoutSiderProps) {
  const { t } = useTranslation();
  return (
    <ThemedSider
      {...props}
      fixed // full-height sider whose menu scrolls, whatever the page's length
      Title={SiderTitle}
      render={({ items, logout }) => (
        <>
          {items}
          <Menu.Item key="help" icon={<QuestionCircleOutlined />} disabled>
            {t('menu.help')}
          </Menu.Item>
          {logout}
        </>
      )}
    />
  );
}
