// The header's company switcher: the user's companies in the current organisation first, then those
// of their other organisations grouped by organisation. A choice makes it the session's company and
// reloads the current path, so every later call uses it.
import { BankOutlined } from '@ant-design/icons';
import { App, Flex, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTenants, switchCompany } from '../session/api-client.ts';
import { useSession } from '../session/session-context.ts';
import type { TenantView } from '../session/types.ts';
import { OneLine } from './OneLine.tsx';

/** `compact` (a phone): the name is cut with "…" to the room the header leaves. */
export function CompanySwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { me } = useSession();
  const [tenants, setTenants] = useState<TenantView[] | null>(null);
  const [switching, setSwitching] = useState(false);

  // Read again when the session is (a company created or renamed here shows at once).
  useEffect(() => {
    fetchTenants().then(setTenants, () => setTenants([]));
  }, [me]);

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
      <Flex align="center" gap={8} title={t('header.company')} style={{ minWidth: 0 }}>
        <BankOutlined />
        <OneLine strong data-testid="company-name" style={{ minWidth: 0 }}>
          {me.company?.name ?? t('header.noCompany')}
        </OneLine>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={8} title={t('header.company')} style={{ minWidth: 0 }}>
      {!compact && <BankOutlined />}
      <Select
        data-testid="company-switcher"
        aria-label={t('header.switchCompany')}
        value={me.company.id}
        loading={switching}
        disabled={switching}
        options={options}
        onChange={(id: string) => {
          void choose(id);
        }}
        popupMatchSelectWidth={false}
        style={compact ? { minWidth: 0, maxWidth: '100%' } : { minWidth: 220 }}
        variant="borderless"
        labelRender={() => <OneLine strong>{me.company?.name}</OneLine>}
      />
    </Flex>
  );
}
