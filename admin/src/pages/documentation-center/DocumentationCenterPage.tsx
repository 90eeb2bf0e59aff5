// The documentation centre: every file of the projects, workflows, activities and expenses the
// member sees, filtered by source, type, client, project, uploader, name and dates, paged by 20
// with the total (counted up to 10,000: beyond, "more than"), each downloadable and linked to what
// it belongs to. A newer search cancels the one in flight.
import { PageHeader } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Card, DatePicker, Flex, Select, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiRead } from '../../providers/use-api-read.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { Link } from 'react-router';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { NamedSearch } from '../generic/NamedSearch.tsx';

const SOURCES = ['activity', 'workflow', 'expense', 'project'] as const;
const TYPES = ['pdf', 'docx', 'xlsx', 'pptx', 'mp4', 'wav'] as const;
type Source = (typeof SOURCES)[number];

interface FileRow {
  source: Source;
  id: string;
  name: string;
  size: number;
  contentType: string;
  createdAt: string;
  ownerKind: 'activity' | 'workflow' | 'project';
  ownerId: string;
  ownerCode: string | null;
  ownerTitle: string;
  clientId: string | null;
  clientName: string | null;
  projectId: string | null;
  projectName: string | null;
  uploadedBy: string | null;
  uploadedByName: string | null;
}
interface Option {
  id: string;
  name: string;
}
interface Filters {
  sources: Source[];
  types: string[];
  clientId?: string;
  projectId?: string;
  uploadedBy?: string;
  search: string;
  range: [Dayjs | null, Dayjs | null] | null;
}
interface Paging {
  page: number;
  sort: 'createdAt' | 'name' | 'size';
  order: 'asc' | 'desc';
}

/** Where the file's owner opens. */
const ownerPath = (row: FileRow): string =>
  ({
    project: `/management/projects/${row.ownerId}`,
    workflow: `/operative-workflows/general-production/view/${row.ownerId}`,
    activity: `/operative-activities/general-activities/view/${row.ownerId}`,
  })[row.ownerKind];

const PAGE_SIZE = 20;

function queryOf(f: Filters, p: Paging): string {
  const params = new URLSearchParams({ page: String(p.page), pageSize: String(PAGE_SIZE), sort: p.sort, order: p.order });
  for (const s of f.sources) params.append('sources', s);
  for (const type of f.types) params.append('types', type);
  if (f.clientId) params.set('clientId', f.clientId);
  if (f.projectId) params.set('projectId', f.projectId);
  if (f.uploadedBy) params.set('uploadedBy', f.uploadedBy);
  if (f.search.trim().length >= 2) params.set('search', f.search.trim());
  if (f.range?.[0]) params.set('from', f.range[0].format('YYYY-MM-DD'));
  if (f.range?.[1]) params.set('to', f.range[1].format('YYYY-MM-DD'));
  return params.toString();
}

/** A filter that takes any of its values, named (placeholder and label) by what it filters. */
function ManyOf<V extends string>({
  label,
  minWidth,
  value,
  onChange,
  options,
}: {
  label: string;
  minWidth: number;
  value: V[];
  onChange: (value: V[]) => void;
  options: { value: V; label: string }[];
}) {
  return (
    <Select
      mode="multiple"
      allowClear
      style={{ minWidth, maxWidth: '100%' }}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

export default function DocumentationCenterPage() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const [filters, setFilters] = useState<Filters>({ sources: [], types: [], search: '', range: null });
  const [paging, setPaging] = useState<Paging>({ page: 1, sort: 'createdAt', order: 'desc' });
  // The filters' choices, through the data provider (none until they come).
  const options = useApiRead<{ clients: Option[]; projects: Option[]; uploaders: Option[] }>('/documentation-center/options').data ?? {
    clients: [],
    projects: [],
    uploaders: [],
  };

  // A newer search's read cancels the older one on the wire (document 000, section 9); the last page stays while it comes.
  const { data: page, loading } = useApiRead<{ data: FileRow[]; total: number; more: boolean }>(`/documentation-center?${queryOf(filters, paging)}`, {
    keepPrevious: true,
    onError: (error) => open?.({ type: 'error', message: error.message }),
  });
  const rows = page?.data ?? [];
  const total = page?.total ?? 0;
  const more = page?.more ?? false;

  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const size = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }), [i18n.language]);
  const asOptions = (list: Option[]) => list.map((o) => ({ value: o.id, label: o.name }));
  const sorted = (key: Paging['sort']) => (paging.sort === key ? (paging.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null);

  const columns: TableProps<FileRow>['columns'] = [
    {
      title: t('documentationCenter.columns.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sorted('name'),
      ellipsis: true,
      render: (name: string, row) => (
        <Typography.Link href={`/api/documentation-center/files/${row.source}/${row.id}`} aria-label={t('documentationCenter.download', { name })}>
          {name}
        </Typography.Link>
      ),
    },
    {
      title: t('documentationCenter.columns.type'),
      key: 'type',
      width: 80,
      render: (_: unknown, row) => <Tag>{TYPES.find((x) => row.name.toLowerCase().endsWith(`.${x}`)) ?? row.contentType.split('/').pop()}</Tag>,
    },
    {
      ...AMOUNT_COLUMN,
      title: t('documentationCenter.columns.size'),
      dataIndex: 'size',
      key: 'size',
      sorter: true,
      sortOrder: sorted('size'),
      width: 100,
      render: (n: number) => `${size.format(n / 1024)} KB`,
    },
    {
      title: t('documentationCenter.columns.source'),
      key: 'source',
      ellipsis: true,
      render: (_: unknown, row) => (
        <Flex gap={4} align="center" style={{ minWidth: 0 }}>
          <Tag color={row.source === 'project' ? 'blue' : row.source === 'workflow' ? 'purple' : row.source === 'expense' ? 'gold' : 'green'}>
            {t(`documentationCenter.sources.${row.source}`)}
          </Tag>
          <Link to={ownerPath(row)}>{row.ownerCode ? `${row.ownerCode} · ${row.ownerTitle}` : row.ownerTitle}</Link>
        </Flex>
      ),
    },
    { title: t('documentationCenter.columns.client'), dataIndex: 'clientName', key: 'client', ellipsis: true, responsive: ['md'] },
    { title: t('documentationCenter.columns.project'), dataIndex: 'projectName', key: 'project', ellipsis: true, responsive: ['lg'] },
    { title: t('documentationCenter.columns.uploadedBy'), dataIndex: 'uploadedByName', key: 'uploadedBy', ellipsis: true, responsive: ['lg'] },
    {
      title: t('documentationCenter.columns.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: sorted('createdAt'),
      width: 170,
      render: (d: string) => formatMoment(d, asLanguage(i18n.language)),
    },
  ];

  return (
    <PageHeader title={t('menu.documentationCenter')} breadcrumb={<AppBreadcrumb />} backIcon={false}>
      <Card>
        <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('documentationCenter.filters')}>
          <NamedSearch
            allowClear
            placeholder={t('documentationCenter.search')}
            aria-label={t('documentationCenter.search')}
            style={{ width: 260, maxWidth: '100%' }}
            onSearch={(search) => change({ search })}
          />
          <ManyOf
            label={t('documentationCenter.columns.source')}
            minWidth={180}
            value={filters.sources}
            onChange={(sources) => change({ sources })}
            options={SOURCES.map((s) => ({ value: s, label: t(`documentationCenter.sources.${s}`) }))}
          />
          <ManyOf
            label={t('documentationCenter.columns.type')}
            minWidth={140}
            value={filters.types}
            onChange={(types) => change({ types })}
            options={TYPES.map((x) => ({ value: x, label: x.toUpperCase() }))}
          />
          {(['clientId', 'projectId', 'uploadedBy'] as const).map((key) => (
            <Select
              key={key}
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 200, maxWidth: '100%' }}
              placeholder={t(`documentationCenter.filter.${key}`)}
              aria-label={t(`documentationCenter.filter.${key}`)}
              value={filters[key]}
              onChange={(value?: string) => change({ [key]: value })}
              options={asOptions(key === 'clientId' ? options.clients : key === 'projectId' ? options.projects : options.uploaders)}
            />
          ))}
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            value={filters.range}
            onChange={(range) => change({ range: range as Filters['range'] })}
            aria-label={t('documentationCenter.filter.dates')}
            style={{ maxWidth: '100%' }}
          />
        </Flex>
        <Table<FileRow>
          rowKey={(r) => `${r.source}:${r.id}`}
          size="middle"
          loading={loading}
          dataSource={rows}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('documentationCenter.empty') }}
          pagination={{
            current: paging.page,
            pageSize: PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (n) => t(more ? 'documentationCenter.totalMore' : 'documentationCenter.total', { count: n }),
          }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = (s?.order ? s.columnKey : 'createdAt') as Paging['sort'];
            setPaging({ page: s?.order && key !== paging.sort ? 1 : (pagination.current ?? 1), sort: key, order: s?.order === 'ascend' ? 'asc' : 'desc' });
          }}
        />
      </Card>
    </PageHeader>
  );
}
