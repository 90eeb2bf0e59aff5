// dashboard-customer-portal: a client contact's projects, pre-invoices and invoices with their
// balances, each amount in its own currency, and what is owed per currency (GET /api/customer-portal,
// the contacts' only, scoped by the API to the contact's own client). Each row opens its record.
import { PageHeader } from '@refinedev/antd';
import { Card, Col, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalPath } from '../../resources/product-pages.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import {
  PortalBalances,
  PortalInvoices,
  PortalPreinvoices,
  PortalTable,
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

/** The portal's parts, each counted and listed. */
const PARTS = ['projects', 'preinvoices', 'invoices'] as const;
type Part = (typeof PARTS)[number];

export default function CustomerPortalPage() {
  const { t } = useTranslation();
  const { data, error } = usePortalData<Portal>('/api/customer-portal');
  /** A part's card: the newest of its records, saying so when there are more. */
  const section = (part: Part, children: ReactNode) => {
    const shown = data?.[part].length ?? 0;
    const total = data?.counts[part] ?? 0;
    return (
      <Card
        title={t(`customerPortal.${part}`)}
        style={{ marginTop: 16 }}
        extra={total > shown ? <Typography.Text type="secondary">{t('customerPortal.newest', { shown, total })}</Typography.Text> : null}
        data-testid={`portal-${part}`}
      >
        {children}
      </Card>
    );
  };

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
        {PARTS.map((part) => (
          <Col key={part} xs={12} md={6}>
            <Card size="small">
              <Statistic title={t(`customerPortal.${part}`)} value={data.counts[part]} />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Card size="small">
            <PortalBalances balances={data.balances} />
          </Card>
        </Col>
      </Row>
      {section(
        'projects',
        <PortalTable<ProjectRow>
          rows={data.projects}
          pathOf={(r) => portalPath.project(r.id)}
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
        />,
      )}
      {section('preinvoices', <PortalPreinvoices rows={data.preinvoices} />)}
      {section('invoices', <PortalInvoices rows={data.invoices} />)}
    </div>,
  );
}
