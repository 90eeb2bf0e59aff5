// dashboard-customer-portal: a client contact's projects, pre-invoices and invoices with their
// balances, each amount in its own currency, and what is owed per currency (GET /api/customer-portal,
// the contacts' only, scoped by the API to the contact's own client). Each row opens its record.
import { PageHeader } from '@refinedev/antd';
import { Card, Col, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalPath } from '../../resources/product-pages.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { useRowOpens } from '../generic/table-conventions.ts';
import {
  PortalBalances,
  PortalInvoices,
  PortalPreinvoices,
  usePortalData,
  type PortalBalance,
  type PortalInvoiceRow,
  type PortalPreinvoiceRow,
} from './portal-data.tsx';

interface ProjectRow {
  id: string;
  name: string;
  state: string;
  clientMatterCode: string | null;
}
interface Portal {
  contact: { clientId: string; clientName: string };
  counts: { projects: number; preinvoices: number; invoices: number };
  projects: ProjectRow[];
  preinvoices: PortalPreinvoiceRow[];
  invoices: PortalInvoiceRow[];
  balances: PortalBalance[];
}

export default function CustomerPortalPage() {
  const { t } = useTranslation();
  const { data, error } = usePortalData<Portal>('/api/customer-portal');
  const openProject = useRowOpens<ProjectRow>((r) => portalPath.project(r.id));
  const more = (shown: number, total: number) =>
    total > shown ? <Typography.Text type="secondary">{t('customerPortal.newest', { shown, total })}</Typography.Text> : null;

  const frame = (children: ReactNode) => (
    <PageHeader title={t('pages.customerPortal.title')} subTitle={data?.contact.clientName} breadcrumb={<AppBreadcrumb />} backIcon={false}>
      {children}
    </PageHeader>
  );
  if (error)
    return frame(
      <Card>
        <Typography.Text type="danger">{error}</Typography.Text>
      </Card>,
    );
  if (!data)
    return frame(
      <Card>
        <Skeleton active />
      </Card>,
    );
  return frame(
    <div data-testid="customer-portal">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('customerPortal.projects')} value={data.counts.projects} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('customerPortal.preinvoices')} value={data.counts.preinvoices} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('customerPortal.invoices')} value={data.counts.invoices} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <PortalBalances balances={data.balances} />
          </Card>
        </Col>
      </Row>
      <Card
        title={t('customerPortal.projects')}
        style={{ marginTop: 16 }}
        extra={more(data.projects.length, data.counts.projects)}
        data-testid="portal-projects"
      >
        <Table<ProjectRow>
          rowKey="id"
          size="small"
          dataSource={data.projects}
          onRow={openProject}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('customerPortal.none') }}
          columns={[
            { key: 'name', title: t('customerPortal.project'), render: (_, r) => <Link to={portalPath.project(r.id)}>{r.name}</Link> },
            { key: 'reference', dataIndex: 'clientMatterCode', title: t('customerPortal.yourReference'), render: (v: string | null) => v ?? '' },
            {
              key: 'state',
              dataIndex: 'state',
              title: t('customerPortal.state'),
              render: (s: string) => <Tag>{t(`enums.activationState.${s}`, { defaultValue: s })}</Tag>,
            },
          ]}
        />
      </Card>
      <Card
        title={t('customerPortal.preinvoices')}
        style={{ marginTop: 16 }}
        extra={more(data.preinvoices.length, data.counts.preinvoices)}
        data-testid="portal-preinvoices"
      >
        <PortalPreinvoices rows={data.preinvoices} />
      </Card>
      <Card
        title={t('customerPortal.invoices')}
        style={{ marginTop: 16 }}
        extra={more(data.invoices.length, data.counts.invoices)}
        data-testid="portal-invoices"
      >
        <PortalInvoices rows={data.invoices} />
      </Card>
    </div>,
  );
}
