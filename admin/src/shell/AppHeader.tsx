// The header: active company, signed-in user and the language switch.
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Layout, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function AppHeader() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const { me } = useSession();
  const userName = [me.user.name, me.user.lastName].filter(Boolean).join(' ');

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
      <Space title={t('header.company')}>
        <BankOutlined />
        <Typography.Text strong>{me.company?.name ?? t('header.noCompany')}</Typography.Text>
      </Space>
      <Space title={t('header.user')}>
        <Avatar size="small" icon={<UserOutlined />} />
        <Typography.Text>{userName}</Typography.Text>
      </Space>
      <LanguageSwitch />
    </Layout.Header>
  );
}
