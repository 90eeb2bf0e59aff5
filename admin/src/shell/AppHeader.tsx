// The header: the menu button on a phone, the "view as" banner while viewing, active company (with
// its switcher), signed-in user (whose menu lists their sessions and offers "view as") and the
// language switch. On a phone it compacts: names are cut with "…" and the user shows as an icon.
import { DesktopOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';
import { ChronometerWidget } from './ChronometerWidget.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MySessionsModal } from './MySessionsModal.tsx';
import { ViewAsBanner, useViewAsMenu } from './ViewAs.tsx';
import { OneLine } from './OneLine.tsx';

export function AppHeader({ compact, onOpenMenu }: { compact: boolean; onOpenMenu: () => void }) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const { me } = useSession();
  const userName = [me.user.name, me.user.lastName].filter(Boolean).join(' ');
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const viewAs = useViewAsMenu();
  const items = [
    // A bearer token has no session row: nothing to list.
    ...(me.session?.via === 'cookie' ? [{ key: 'sessions', icon: <DesktopOutlined />, label: t('session.mine'), onClick: () => setSessionsOpen(true) }] : []),
    ...viewAs.items,
  ];

  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 8 : 24,
        padding: compact ? '0 8px' : '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        minWidth: 0,
      }}
    >
      {compact && <Button type="text" icon={<MenuOutlined />} aria-label={t('menu.open')} onClick={onOpenMenu} data-testid="menu-button" />}
      {/* The banner and the company take what room is left, cut with "…" rather than pushed out. */}
      <Flex align="center" justify="flex-end" gap={compact ? 8 : 24} style={{ flex: 1, minWidth: 0 }}>
        <ViewAsBanner compact={compact} />
        {/* A client's contact registers no time. */}
        {!me.company?.isContact && <ChronometerWidget compact={compact} />}
        <CompanySwitcher compact={compact} />
      </Flex>
      <Dropdown menu={{ items }} trigger={['click']} disabled={!items.length}>
        <Flex align="center" gap={8} title={userName} style={{ cursor: 'pointer', minWidth: 0, flexShrink: 0 }} data-testid="user-menu" aria-label={userName}>
          <Avatar size="small" icon={<UserOutlined />} />
          {!compact && <OneLine style={{ maxWidth: 200 }}>{userName}</OneLine>}
        </Flex>
      </Dropdown>
      {me.company && <NotificationsBell />}
      <LanguageSwitch />
      <MySessionsModal open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
      {viewAs.modal}
    </Layout.Header>
  );
}
