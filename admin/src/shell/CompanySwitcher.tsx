// The header's company switcher: the user's companies in the current organisation first, then those
// of their other organisations grouped by organisation. A choice makes it the session's company and
// reloads the current path, so every later call uses it.
import { BankOutlined } from '@ant-design/icons';
import { App, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTenants, switchCompany } from '../session/api-client.ts';
import { useSession } from '../session/session-context.ts';
import type { TenantView } from '../session/types.ts';

export function CompanySwitcher() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { me } = useSession();
  const [tenants, setTenants] = useState<TenantView[] | null>(null);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    fetchTenants().then(setTenants, () => setTenants([]));
  }, []);

  const options = useMemo(() => {
    const ordered = [...(tenants ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
    return ordered.map((tenant) => ({
      label: tenant.current ? `${tenant.name} (${t('tenancy.current')})` : tenant.name,
      title: tenant.name,
      options: tenant.companies.map((c) => ({ value: c.id, label: c.name })),
    }));
  }, [tenants, t]);

  const choose = async (companyId: string) => {
    if (companyId === me.company?.id) return;
    setSwitching(true);
    try {
      await switchCompany({ companyId });
      window.location.assign(window.location.pathname + window.location.search);
    } catch (e) {
      setSwitching(false);
      void message.error((e as { message?: string }).message ?? '');
    }
  };

  const companyCount = (tenants ?? []).reduce((n, tenant) => n + tenant.companies.length, 0);
  if (!me.company || companyCount < 2) {
    return (
      <Space title={t('header.company')}>
        <BankOutlined />
        <Typography.Text strong data-testid="company-name">{me.company?.name ?? t('header.noCompany')}</Typography.Text>
      </Space>
    );
  }
  return (
    <Space title={t('header.company')}>
      <BankOutlined />
      <Select
        data-testid="company-switcher"
        aria-label={t('header.switchCompany')}
        value={me.company.id}
        loading={switching}
        disabled={switching}
        options={options}
        onChange={(id: string) => { void choose(id); }}
        popupMatchSelectWidth={false}
        style={{ minWidth: 220 }}
        variant="borderless"
        labelRender={() => <Typography.Text strong>{me.company?.name}</Typography.Text>}
      />
    </Space>
  );
}
