// The business partners' dashboard (partners-dashboard, ClientFullAccess): the company's clients by
// state, by commercial manager and the newest ones, from GET /api/clients/dashboard.
import { PageHeader } from '@refinedev/antd';
import { useApiUrl, useCustom } from '@refinedev/core';
import { Card, Col, List, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMomentDay } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { Link } from 'react-router';
import type { ClientsDashboard } from '../../../../api/src/contract/clients-dashboard.ts';
import { PARTNERS_DASHBOARD } from '../../resources/product-pages.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { useRowOpens } from '../generic/table-conventions.ts';

const STATE_COLORS: Record<string, string> = { active: 'green', inactive: 'orange', shutDown: 'default' };

export default function PartnersDashboard() {
  const { t, i18n } = useTranslation();
  const apiUrl = useApiUrl();
  const { result, query } = useCustom<ClientsDashboard>({ url: `${apiUrl}/clients/dashboard`, method: 'get' });
  const data = query.isSuccess ? result.data : undefined;
  const d = (key: string) => t(`pages.partners.dashboard.${key}`);
  const openClient = useRowOpens<{ id: string }>((c) => ({ resource: 'clients', action: 'show', id: c.id }));

  return (
    <PageHeader title={t(PARTNERS_DASHBOARD.labelKey)} breadcrumb={<AppBreadcrumb />} backIcon={false}>
      {!data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card title={d('byState')}>
              <Statistic title={d('total')} value={data.total} />
              <List
                size="small"
                dataSource={data.byState}
                renderItem={(s) => (
                  <List.Item extra={<Typography.Text strong>{s.count}</Typography.Text>}>
                    <Tag color={STATE_COLORS[s.state]}>{t(`enums.activationState.${s.state}`)}</Tag>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card title={d('byCommercialManager')}>
              <List
                size="small"
                dataSource={data.byCommercialManager}
                locale={{ emptyText: d('empty') }}
                renderItem={(m) => (
                  <List.Item extra={<Typography.Text strong>{m.count}</Typography.Text>}>
                    {m.name ?? <Typography.Text type="secondary">{d('noManager')}</Typography.Text>}
                  </List.Item>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card title={d('newest')}>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={data.newest}
                scroll={{ x: true }}
                onRow={openClient}
                locale={{ emptyText: d('empty') }}
                columns={[
                  {
                    title: t('resources.clients.fields.name'),
                    dataIndex: 'name',
                    render: (name: string, c) => <Link to={`/client-info/${c.id}`}>{name}</Link>,
                  },
                  { title: t('resources.clients.fields.documentNumber'), dataIndex: 'documentNumber' },
                  { title: d('since'), dataIndex: 'createdAt', render: (at: string) => formatMomentDay(at, asLanguage(i18n.language)) },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </PageHeader>
  );
}
