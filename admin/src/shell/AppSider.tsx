// The side menu over Refine's menu tree (useMenu), each entry shown when the access-control rule
// allows it (decided while rendering, canAccess): wide enough for every label in full on a desktop,
// a drawer on a phone (opened from the header's menu button). "Ayuda" is shown disabled (the
// specification cancels navigation to help) just before "Cerrar sesión".
import { LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useLink, useLogout, useMenu, useWarnAboutChange, type TreeMenuItem } from '@refinedev/core';
import { Drawer, Layout, Menu, theme, type MenuProps } from 'antd';
import { memo, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from './AppIcon.tsx';
import { companyLogoUrl } from '../session/api-client.ts';
import { useSession } from '../session/session-context.ts';
import type { Session } from '../session/types.ts';
import { canAccess } from '../providers/access-control-provider.ts';
import { useHomePath } from '../session/use-home-path.ts';

/** Wide enough for the longest label in es and en at 1366 px ('Liquidación y facturación'). */
export const SIDER_WIDTH = 264;
const COLLAPSED_WIDTH = 80;
/** The desktop menu's own scroll under the title (one object: the menu is drawn again when it changes). */
const SIDER_MENU_STYLE = { flex: 1, overflow: 'auto', paddingTop: 8 } as const;
const stay = () => {};

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

/** A visible entry of the menu: what it shows and where it leads. */
interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  list?: string;
  children: Entry[];
}

/** The entries the access rule lets the caller see (canAccess, decided while rendering). */
function visibleEntries(tree: TreeMenuItem[], session: Session): Entry[] {
  return tree
    .filter((item) => canAccess(session, item.name, 'list'))
    .map((item) => ({
      key: item.key ?? item.name,
      label: String(item.label ?? item.meta?.label ?? item.name),
      icon: item.meta?.icon,
      list: typeof item.list === 'string' ? item.list : undefined,
      children: visibleEntries(item.children, session),
    }));
}

/** What the menu's clicks do, read when clicked. */
interface MenuActions {
  navigate: () => void;
  leave: () => void;
}

interface MenuEntriesProps {
  entries: Entry[];
  /** The entries' keys, labels and links: the menu is drawn again only when these change. */
  signature: string;
  selectedKey: string;
  defaultOpenKeys: string[];
  actions: RefObject<MenuActions>;
  style?: MenuProps['style'];
}

/**
 * The menu itself, drawn again only when what it shows changes: the location changes on every
 * move (twice, as a list writes its page and sort into the address), and each time Ant Design
 * redrew the whole menu with its forty entries.
 */
const MenuEntries = memo(
  function MenuEntries({ entries, selectedKey, defaultOpenKeys, actions, style }: MenuEntriesProps) {
    const { t } = useTranslation();
    const Link = useLink();
    const render = (list: Entry[]): ReactNode[] =>
      list.map((entry) =>
        entry.children.length > 0 ? (
          <Menu.SubMenu key={entry.key} icon={entry.icon} title={entry.label}>
            {render(entry.children)}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={entry.key} icon={entry.icon}>
            <Link to={entry.list ?? ''} onClick={() => actions.current.navigate()}>
              {entry.label}
            </Link>
          </Menu.Item>
        ),
      );
    return (
      <Menu mode="inline" selectedKeys={selectedKey ? [selectedKey] : []} defaultOpenKeys={defaultOpenKeys} style={{ border: 'none', ...style }}>
        {render(entries)}
        <Menu.Item key="help" icon={<QuestionCircleOutlined />} disabled>
          {t('menu.help')}
        </Menu.Item>
        <Menu.Item key="logout" icon={<LogoutOutlined />} onClick={() => actions.current.leave()}>
          {t('buttons.logout')}
        </Menu.Item>
      </Menu>
    );
  },
  (before, after) =>
    before.signature === after.signature &&
    before.selectedKey === after.selectedKey &&
    before.defaultOpenKeys === after.defaultOpenKeys &&
    before.style === after.style,
);

const signatureOf = (entries: Entry[]): string => JSON.stringify(entries, ['key', 'label', 'list', 'children']);

function SiderMenu({ onNavigate, style }: { onNavigate: () => void; style?: MenuProps['style'] }) {
  const { t } = useTranslation();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { mutate: logout } = useLogout();
  const session = useSession();
  const entries = visibleEntries(menuItems, session);

  const actions = useRef<MenuActions>({ navigate: onNavigate, leave: () => {} });
  useLayoutEffect(() => {
    actions.current = {
      navigate: onNavigate,
      leave: () => {
        // Unsaved changes are asked about before leaving, as on any other navigation.
        if (warnWhen && !window.confirm(t('warnWhenUnsavedChanges'))) return;
        setWarnWhen(false);
        logout();
      },
    };
  });
  return (
    <MenuEntries
      entries={entries}
      signature={signatureOf(entries)}
      selectedKey={selectedKey}
      defaultOpenKeys={defaultOpenKeys}
      actions={actions}
      style={style}
    />
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
        <SiderMenu onNavigate={stay} style={SIDER_MENU_STYLE} />
      </div>
    </Layout.Sider>
  );
}
