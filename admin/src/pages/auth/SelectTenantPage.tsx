// /auth/select-tenant: a user of several organisations picks the one to work in; the session takes
// its default company and the app starts again at the last route.
import { App, Button, List, Result, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchTenants, switchCompany } from '../../session/api-client.ts';
import type { TenantView } from '../../session/types.ts';
import { lastRouteOrHome, rememberRoute } from '../../shell/last-route.ts';
import { AuthCard } from './AuthCard.tsx';

const SELECT_TENANT_PATH = '/auth/select-tenant';

export default function SelectTenantPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [tenants, setTenants] = useState<TenantView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);

  useEffect(() => {
    if (pathname === SELECT_TENANT_PATH) return;
    // The page the user asked for is where they land after choosing.
    rememberRoute(pathname + search);
    void navigate(SELECT_TENANT_PATH, { replace: true });
  }, [pathname, search, navigate]);

  useEffect(() => {
    fetchTenants().then(setTenants, (e: { message?: string }) => setError(e.message ?? ''));
  }, []);

  const choose = async (tenantId: string) => {
    setChoosing(tenantId);
    try {
      await switchCompany({ tenantId });
      window.location.assign(lastRouteOrHome()); // a fresh start: every call uses the new company
    } catch (e) {
      setChoosing(null);
      void message.error((e as { message?: string }).message ?? '');
    }
  };

  if (error !== null) return <Result status="error" title={t('app.loadFailed')} subTitle={error} />;
  return (
    <AuthCard title={t('tenancy.selectTitle')}>
      {tenants === null ? (
        <Spin />
      ) : (
        <List
          dataSource={tenants}
          renderItem={(tenant) => (
            <List.Item
              actions={[
                <Button
                  key="choose"
                  type="primary"
                  loading={choosing === tenant.id}
                  disabled={!!choosing && choosing !== tenant.id}
                  aria-label={t('tenancy.enterNamed', { name: tenant.name })}
                  onClick={() => {
                    void choose(tenant.id);
                  }}
                >
                  {t('tenancy.enter')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <>
                    {tenant.name} {tenant.current && <Tag color="blue">{t('tenancy.current')}</Tag>}
                  </>
                }
                description={tenant.companies.map((c) => c.name).join(', ')}
              />
            </List.Item>
          )}
        />
      )}
    </AuthCard>
  );
}
