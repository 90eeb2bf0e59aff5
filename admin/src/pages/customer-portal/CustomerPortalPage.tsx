// dashboard-customer-portal: a client contact's projects, pre-invoices and invoices with their
// balances, each amount in its own currency, and what is owed per currency (GET /api/customer-portal,
// scoped by the API to the contact's own client). A member who is not a contact sees an empty page.
import { PageHeader } from '@refinedev/antd';
import { Card, Col, Empty, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { getJson } from '../../session/api-client.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { formatMoney } from '../settlement/money.ts';

interface Portal {
  contact: { clientId: string; clientName: string } | null;
  counts: { projects: number; preinvoices: number; invoices: number };
  projects: { id: string; name: string; state: string }[];
  preinvoices: { id: string; code: string; state: string; period: string; projectName: string; currency: string; total: string }[];
  invoices: { id: string; number: string; state: string; issueDate: string; projectName: string; currency: string; total: string; balance: string }[];
  balances: { currency: string; balance: string }[];
}

export default function CustomerPortalPage() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const [data, setData] = useState<Portal | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    getJson<Portal>('/api/customer-portal', abort.signal).then(setData).catch((e: { message?: string; name?: string }) => {
      if (e.name !== 'AbortError') setError(e.message ?? String(e));
    });
    return () => abort.abort();
  }, []);
  const money = (value: string, currency: string) => formatMoney(value, language, currency);
  const more = (shown: number, total: number) => (total > shown ? <Typography.Text type="secondary">{t('customerPortal.newest', { shown, total })}</Typography.Text> : null);

  const frame = (children: ReactNode) => (
    <PageHeader title={t('pages.customerPortal.title')} subTitle={data?.contact?.clientName} breadcrumb={<AppBreadcrumb />} backIcon={false}>
      {children}
    </PageHeader>
  );
  if (error) return frame(<Card><Typography.Text type="danger">{error}</Typography.Text></Card>);
  if (!data) return frame(<Card><Skeleton active /></Card>);
  if (!data.contact) {
    return frame(<Card><Empty description={t('customerPortal.notAContact')} data-testid="portal-not-contact" /></Card>);
  }
  return frame(
    <div data-testid="customer-portal">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}><Card size="small"><Statistic title={t('customerPortal.projects')} value={data.counts.projects} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title={t('customerPortal.preinvoices')} value={data.counts.preinvoices} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title={t('customerPortal.invoices')} value={data.counts.invoices} /></Card></Col>
        <Col xs={12} md={6}>
          <Card size="small" data-testid="portal-balances">
            <Typography.Text type="secondary">{t('customerPortal.owed')}</Typography.Text>
            {data.balances.length
              ? data.balances.map((b) => <div key={b.currency}><strong>{money(b.balance, b.currency)}</strong></div>)
              : <div>—</div>}
          </Card>
        </Col>
      </Row>
      <Card title={t('customerPortal.projects')} style={{ marginTop: 16 }} extra={more(data.projects.length, data.counts.projects)}>
        <Table rowKey="id" size="small" dataSource={data.projects} pagination={{ pageSize: 10, hideOnSinglePage: true }} scroll={{ x: true }}
          locale={{ emptyText: t('customerPortal.none') }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('customerPortal.project') },
            { key: 'state', dataIndex: 'state', title: t('customerPortal.state'), render: (s: string) => <Tag>{t(`enums.activationState.${s}`, { defaultValue: s })}</Tag> },
          ]} />
      </Card>
      <Card title={t('customerPortal.preinvoices')} style={{ marginTop: 16 }} extra={more(data.preinvoices.length, data.counts.preinvoices)} data-testid="portal-preinvoices">
        <Table rowKey="id" size="small" dataSource={data.preinvoices} pagination={{ pageSize: 10, hideOnSinglePage: true }} scroll={{ x: true }}
          locale={{ emptyText: t('customerPortal.none') }}
          columns={[
            { key: 'code', dataIndex: 'code', title: t('customerPortal.code') },
            { key: 'project', dataIndex: 'projectName', title: t('customerPortal.project') },
            { key: 'period', dataIndex: 'period', title: t('customerPortal.period') },
            { key: 'state', dataIndex: 'state', title: t('customerPortal.state'), render: (s: string) => <Tag>{t(`enums.preinvoiceState.${s}`)}</Tag> },
            { key: 'total', title: t('customerPortal.total'), align: 'right', render: (_, r) => money(r.total, r.currency) },
          ]} />
      </Card>
      <Card title={t('customerPortal.invoices')} style={{ marginTop: 16 }} extra={more(data.invoices.length, data.counts.invoices)} data-testid="portal-invoices">
        <Table rowKey="id" size="small" dataSource={data.invoices} pagination={{ pageSize: 10, hideOnSinglePage: true }} scroll={{ x: true }}
          locale={{ emptyText: t('customerPortal.none') }}
          columns={[
            { key: 'number', dataIndex: 'number', title: t('customerPortal.number') },
            { key: 'project', dataIndex: 'projectName', title: t('customerPortal.project') },
            { key: 'issueDate', dataIndex: 'issueDate', title: t('customerPortal.issueDate') },
            { key: 'state', dataIndex: 'state', title: t('customerPortal.state'), render: (s: string) => <Tag>{t(`enums.invoiceState.${s}`)}</Tag> },
            { key: 'total', title: t('customerPortal.total'), align: 'right', render: (_, r) => money(r.total, r.currency) },
            { key: 'balance', title: t('customerPortal.balance'), align: 'right', render: (_, r) => money(r.balance, r.currency) },
          ]} />
      </Card>
    </div>,
  );
}
