// The side menu over Refine's menu tree (useMenu), each entry shown when the access-control rule
// allows it (decided while rendering, canAccess): wide enough for every label in full on a desktop, a drawer on a phone (opened
// from the header's menu button). "Ayuda" is shown disabled (the specification cancels navigation
// to help) just before "Cerrar sesión".
import { LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useLink, useLogout, useMenu, useWarnAboutChange, type TreeMenuItem } from '@refinedev/core';
import { Drawer, Layout, Menu, theme, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from './AppIcon.tsx';
import { companyLogoUrl } from '../session/api-client.ts';
import { useSession } from '../session/session-context.ts';
import { canAccess } from '../providers/access-control-provider.ts';
import { useHomePath } from '../session/use-home-path.ts';

/** Wide enough for the longest label in es and en at 1366 px ('Liquidación y facturación'). */
export const SIDER_WIDTH = 264;
const COLLAPSED_WIDTH = 80;

function SiderTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const Link = useLink();
  const { me } = useSession();
  const home = useHomePath();
  const company = me.company;
  // The active company's logo in place of the product's name, when it has one (recommended 171x51).
  const logo = !collapsed && company?.hasLogo ? companyLogoUrl(company.id, company.logoVersion) : null;
  return (
    <Link
      to={home}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 64,
        padding: collapsed ? 0 : '0 24px',
        justifyContent: collapsed ? 'center' : 'flex-start',
        color: token.colorText,
      }}
    >
      {logo ? <img src={logo} alt={company!.name} data-testid="company-logo" style={{ maxHeight: 48, maxWidth: 200, objectFit: 'contain' }} /> : <AppIcon />}
      {!collapsed && !logo && <span style={{ fontWeight: 700, fontSize: 16, whiteSpace: 'nowrap' }}>{t('app.title')}</span>}
    </Link>
  );
}

function useMenuEntries(onNavigate: () => void): { items: ReactNode; selectedKey: string; defaultOpenKeys: string[] } {
  const { t } = useTranslation();
  const Link = useLink();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { mutate: logout } = useLogout();
  const session = useSession();

  const render = (tree: TreeMenuItem[]): ReactNode[] =>
    tree
      .filter((item) => canAccess(session, item.name, 'list'))
      .map((item) => {
        const label = item.label ?? item.meta?.label ?? item.name;
        return item.children.length > 0 ? (
          <Menu.SubMenu key={item.key} icon={item.meta?.icon} title={label}>
            {render(item.children)}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={item.key} icon={item.meta?.icon}>
            <Link to={item.list ?? ''} onClick={onNavigate}>
              {label}
            </Link>
          </Menu.Item>
        );
      });

  const leave = () => {
    // Unsaved changes are asked about before leaving, as on any other navigation.
    if (warnWhen && !window.confirm(t('warnWhenUnsavedChanges'))) return;
    setWarnWhen(false);
    logout();
  };
  const items = (
    <>
      {render(menuItems)}
      <Menu.Item key="help" icon={<QuestionCircleOutlined />} disabled>
        {t('menu.help')}
      </Menu.Item>
      <Menu.Item key="logout" icon={<LogoutOutlined />} onClick={leave}>
        {t('buttons.logout')}
      </Menu.Item>
    </>
  );
  return { items, selectedKey, defaultOpenKeys };
}

function SiderMenu({ onNavigate, style }: { onNavigate: () => void; style?: MenuProps['style'] }) {
  const { items, selectedKey, defaultOpenKeys } = useMenuEntries(onNavigate);
  return (
    <Menu mode="inline" selectedKeys={selectedKey ? [selectedKey] : []} defaultOpenKeys={defaultOpenKeys} style={{ border: 'none', ...style }}>
      {items}
    </Menu>
  );
}

interface Props {
  /** Below the lg breakpoint the menu is a drawer. */
  phone: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

export function AppSider({ phone, drawerOpen, onDrawerClose }: Props) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);

  if (phone) {
    return (
      <Drawer
        open={drawerOpen}
        onClose={onDrawerClose}
        placement="left"
        closable={false}
        width={Math.min(SIDER_WIDTH, 320)}
        styles={{ body: { padding: 0 } }}
        title={<SiderTitle collapsed={false} />}
        aria-label={t('menu.title')}
      >
        <SiderMenu onNavigate={onDrawerClose} />
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      theme="light"
      width={SIDER_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      // Full height whatever the page's length; the menu scrolls inside.
      style={{ position: 'sticky', top: 0, height: '100vh', backgroundColor: token.colorBgContainer, borderRight: `1px solid ${token.colorBgElevated}` }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 48px)' }}>
        <SiderTitle collapsed={collapsed} />
        <SiderMenu onNavigate={() => {}} style={{ flex: 1, overflow: 'auto', paddingTop: 8 }} />
      </div>
    </Layout.Sider>
  );
}
