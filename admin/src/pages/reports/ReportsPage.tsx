// 'Informes dinámicos': the member's reports and the company's shared ones, searchable, paged by 20;
// each opens to run, its author may edit or delete it.
import { PlusOutlined } from '@ant-design/icons';
import { PageHeader } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORTS } from '../../resources/product-pages.ts';
import { useSession } from '../../session/session-context.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useRowOpens } from '../generic/table-conventions.ts';
import { reportsPath, type SavedReport } from './report-api.ts';
import { NamedSearch } from '../generic/NamedSearch.tsx';

export default function ReportsPage() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const { me } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // A newer search's read cancels the older one on the wire; the last page stays while it comes.
  const { data, loading } = useApiRead<{ data: SavedReport[]; total: number }>(reportsPath(search, page), {
    keepPrevious: true,
    onError: (error) => open?.({ type: 'error', message: error.message }),
  });
  const rows = data?.data ?? [];
  const onRow = useRowOpens<SavedReport>((r) => `${REPORTS.path}/${r.id}`);
  const total = data?.total ?? 0;

  return (
    <PageHeader
      title={t('reports.title')}
      breadcrumb={<AppBreadcrumb />}
      backIcon={false}
      extra={
        <Link to={`${REPORTS.path}/new`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('reports.new')}
          </Button>
        </Link>
      }
    >
      <Card>
        <Flex style={{ marginBottom: 16 }}>
          <NamedSearch
            allowClear
            placeholder={t('reports.search')}
            aria-label={t('reports.search')}
            style={{ width: 280, maxWidth: '100%' }}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </Flex>
        <Table<SavedReport>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          onRow={onRow}
          locale={{ emptyText: t('reports.empty') }}
          pagination={{ current: page, pageSize: 20, total, showSizeChanger: false, onChange: setPage }}
          columns={[
            {
              title: t('reports.fields.name'),
              dataIndex: 'name',
              key: 'name',
              render: (name: string, r) => (
                <Flex vertical>
                  <Link to={`${REPORTS.path}/${r.id}`}>{name}</Link>
                  {r.description && (
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 420 }}>
                      {r.description}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            { title: t('reports.fields.entity'), key: 'entity', render: (_: unknown, r) => t(`reports.entities.${r.definition.entity}`) },
            { title: t('reports.fields.period'), key: 'period', responsive: ['md'], render: (_: unknown, r) => t(`reports.periods.${r.definition.period}`) },
            { title: t('reports.author'), dataIndex: 'createdByName', key: 'author', responsive: ['md'] },
            {
              title: '',
              key: 'shared',
              render: (_: unknown, r) => (r.createdBy === me.user.id ? <Tag color="blue">{t('reports.mine')}</Tag> : <Tag>{t('reports.shared')}</Tag>),
            },
          ]}
        />
      </Card>
    </PageHeader>
  );
}
