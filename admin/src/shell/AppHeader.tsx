// The header: the "view as" banner while viewing, active company (with its switcher), signed-in user
// (whose menu lists their sessions and offers "view as") and the language switch.
import { DesktopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Space, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MySessionsModal } from './MySessionsModal.tsx';
import { ViewAsBanner, useViewAsMenu } from './ViewAs.tsx';

export function AppHeader() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const { me } = useSession();
  const userName = [me.user.name, me.user.lastName].filter(Boolean).join(' ');
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const viewAs = useViewAsMenu();
  const items = [
    // A bearer token has no session row: nothing to list.
    ...(me.session?.via === 'cookie'
      ? [{ key: 'sessions', icon: <DesktopOutlined />, label: t('session.mine'), onClick: () => setSessionsOpen(true) }]
      : []),
    ...viewAs.items,
  ];

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 24,
        padding: '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 1,
      }}
    >
      <ViewAsBanner />
      <CompanySwitcher />
      <Dropdown menu={{ items }} trigger={['click']} disabled={!items.length}>
        <Space title={t('header.user')} style={{ cursor: 'pointer' }} data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} />
          <Typography.Text>{userName}</Typography.Text>
        </Space>
      </Dropdown>
      <LanguageSwitch />
      <MySessionsModal open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
      {viewAs.modal}
    </Layout.Header>
  );
}
