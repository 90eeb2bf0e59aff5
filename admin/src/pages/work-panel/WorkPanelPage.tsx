// The work panel (info-cards): the eight indicators of the period (Día, Semana, Mes by default, Año)
// for the member, the user viewed as, or the chosen teams, by area and client; each card opens its
// detail. Filters are remembered per member; a newer search cancels the one in flight; the chart
// loads with the page, not with the first screen.
import { PageHeader } from '@refinedev/antd';
import { Card, Col, Drawer, Flex, Row, Segmented, Select, Skeleton, Statistic, Table, Typography } from 'antd';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { useSession } from '../../session/session-context.ts';
import { formatDay, formatMoment } from '../../i18n/dates.ts';
import { asLanguage, type Language } from '../../i18n/languages.ts';
import { formatHoursAsDuration } from '../../../../api/src/contract/durations.ts';
import { INDICATORS, type Indicator } from '../../../../api/src/contract/work-panel.ts';
import { formatMoney } from '../settlement/money.ts';
import type { ChartData } from './DailyChart.tsx';

// Loaded with the chart library when the panel shows it; the type import is erased at build.
const DailyChart = lazy(() => import('./DailyChart.tsx'));

interface Filters {
  period: number;
  teams: string[];
  areas: string[];
  clients: string[];
}
const FIRST_FILTERS: Filters = { period: 3, teams: [], areas: [], clients: [] };
type Options = { teams: Option[]; areas: Option[]; clients: Option[] };
interface Option {
  id: string;
  name: string;
}
type Values = Record<Exclude<Indicator, 'annualBillableValue'>, number | null> & {
  annualBillableValue: { currency: string; amount: string }[];
  goalHours: number;
  from: string;
  to: string;
};

const query = (f: Filters, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ period: String(f.period), ...extra });
  for (const key of ['teams', 'areas', 'clients'] as const) for (const id of f[key]) params.append(key, id);
  return params.toString();
};

function unitOf(indicator: Indicator): 'hours' | 'percent' | 'count' | 'money' {
  if (indicator === 'efficiency' || indicator === 'historicOpportunity') return 'percent';
  if (indicator === 'completedActivities') return 'count';
  if (indicator === 'annualBillableValue') return 'money';
  return 'hours';
}

export default function WorkPanelPage() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  // The member's remembered filters (the month and everyone's by default), then what they choose.
  const saved = useApiRead<Filters>('/work-panel/filters');
  const [chosen, setChosen] = useState<Filters | null>(null);
  const filters = chosen ?? saved.data ?? (saved.error ? FIRST_FILTERS : null);
  const options = useApiRead<Options>('/work-panel/options').data ?? { teams: [], areas: [], clients: [] };
  const [clientSearch, setClientSearch] = useState<string | null>(null);
  const clientsFound = useApiRead<Options>('/work-panel/options', { query: { q: clientSearch }, enabled: clientSearch !== null, keepPrevious: true }).data
    ?.clients;
  const [open, setOpen] = useState<Indicator | null>(null);
  // A newer choice's reads cancel those in flight (document 000, section 9); the figures shown stay until the new ones come.
  const asked = filters ? query(filters) : '';
  const indicators = useApiRead<Values>(`/work-panel/indicators?${asked}`, { enabled: !!filters, keepPrevious: true });
  const bars = useApiRead<ChartData>(`/work-panel/chart?${asked}`, { enabled: !!filters, keepPrevious: true });
  const values = indicators.data ?? null;
  const chart = bars.data ?? { by: 'day', rows: [] };
  const loading = indicators.loading || bars.loading;
  const { send } = useApiCommand();

  const change = useCallback(
    (patch: Partial<Filters>) => {
      const next = { ...(filters ?? FIRST_FILTERS), ...patch };
      setChosen(next);
      // Remembered for the member (not while viewing someone else's panel: that is read-only).
      if (!me.viewAs) void send('/work-panel/filters', next, { method: 'put' });
    },
    [filters, me.viewAs, send],
  );

  const searchClients = (text: string) => setClientSearch(text);

  const format = (indicator: Indicator): string => {
    if (!values) return '';
    const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    if (indicator === 'annualBillableValue') {
      return values.annualBillableValue.length
        ? values.annualBillableValue
            .map((v) => `${v.currency} ${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(Number(v.amount))}`)
            .join(' · ')
        : t('pages.workPanel.none');
    }
    const value = values[indicator];
    if (value === null) return t('pages.workPanel.none');
    const unit = unitOf(indicator);
    return unit === 'percent' ? `${n.format(value)} %` : unit === 'hours' ? formatHoursAsDuration(value, asLanguage(i18n.language)) : n.format(value);
  };

  const periods = [4, 3, 2, 1].map((value) => ({ value, label: t(`pages.workPanel.periods.${value}`) }));
  return (
    <PageHeader title={t('menu.workPanel')} breadcrumb={<AppBreadcrumb />} backIcon={false}>
      <Flex wrap gap="small" style={{ marginBottom: 16 }} data-testid="panel-filters">
        <Segmented options={periods} value={filters?.period ?? 3} onChange={(value) => change({ period: Number(value) })} data-testid="panel-period" />
        {(['teams', 'areas'] as const).map((key) => (
          <Select
            key={key}
            mode="multiple"
            allowClear
            style={{ minWidth: 180 }}
            placeholder={t(`pages.workPanel.filters.${key}`)}
            aria-label={t(`pages.workPanel.filters.${key}`)}
            value={filters?.[key] ?? []}
            onChange={(ids) => change({ [key]: ids })}
            options={options[key].map((o) => ({ value: o.id, label: o.name }))}
            optionFilterProp="label"
          />
        ))}
        <Select
          mode="multiple"
          allowClear
          showSearch
          filterOption={false}
          onSearch={searchClients}
          style={{ minWidth: 200 }}
          placeholder={t('pages.workPanel.filters.clients')}
          aria-label={t('pages.workPanel.filters.clients')}
          value={filters?.clients ?? []}
          onChange={(clients) => change({ clients })}
          options={(clientsFound ?? options.clients).map((o) => ({ value: o.id, label: o.name }))}
        />
      </Flex>
      {values && (
        <Typography.Paragraph type="secondary" data-testid="panel-range">
          {t('pages.workPanel.range', { from: formatDay(values.from, asLanguage(i18n.language)), to: formatDay(values.to, asLanguage(i18n.language)) })}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        {INDICATORS.map((indicator) => (
          <Col key={indicator} xs={24} sm={12} lg={6}>
            {/* A button named by what it shows (the indicator and its figure), reached by Tab and
                opened by Enter or Space as well as by a click. */}
            <Card
              hoverable
              onClick={() => setOpen(indicator)}
              data-testid={`indicator-${indicator}`}
              role="button"
              tabIndex={0}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                setOpen(indicator);
              }}
            >
              {values ? (
                <Statistic title={t(`pages.workPanel.indicators.${indicator}`)} value={format(indicator)} loading={loading} valueStyle={{ fontSize: 22 }} />
              ) : (
                <Skeleton active paragraph={false} />
              )}
              {values && indicator === 'efficiency' && (
                <Typography.Text type="secondary">{t('pages.workPanel.goal', { hours: values.goalHours })}</Typography.Text>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t(chart.by === 'month' ? 'pages.workPanel.chartByMonth' : 'pages.workPanel.chart')} style={{ marginTop: 16 }}>
        <Suspense fallback={<Skeleton active />}>
          {chart.rows.some((r) => r.workedHours > 0) ? (
            <DailyChart chart={chart} />
          ) : (
            <Typography.Text type="secondary">{t('pages.workPanel.noTime')}</Typography.Text>
          )}
        </Suspense>
      </Card>
      {open && filters && <IndicatorDetail indicator={open} filters={filters} onClose={() => setOpen(null)} />}
    </PageHeader>
  );
}

/** A detail cell for people: days and moments written out, hours as hours and minutes, states by name. */
function detailCell(key: string, v: unknown, t: (key: string) => string, language: Language): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return t(v ? 'values.yes' : 'values.no');
  if (key === 'day') return formatDay(String(v), language);
  if (key.endsWith('At')) return formatMoment(String(v), language);
  if (key.endsWith('Hours')) return formatHoursAsDuration(Number(v), language);
  if (key === 'state') return t(`enums.activityState.${String(v)}`);
  if (key === 'amount') return formatMoney(String(v), language); // its currency has a column of its own
  return String(v);
}

function IndicatorDetail({ indicator, filters, onClose }: { indicator: Indicator; filters: Filters; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const start = (page - 1) * 20;
  const detail = useApiRead<Record<string, unknown>[]>(
    `/work-panel/indicators/${indicator}/detail?${query(filters, { _start: String(start), _end: String(start + 20) })}`,
    { keepPrevious: true },
  );
  const rows = detail.data ?? [];
  const total = Number(detail.headers['x-total-count'] ?? 0);
  const keys = rows.length ? Object.keys(rows[0]).filter((k) => k !== 'id') : [];
  // As the lists do: Ant Design hides the pager, and the total with it, when there is no row; an
  // empty period (a Monday's week, before any time is registered) still says 'Total de registros: 0'.
  const empty = !detail.loading && detail.data !== undefined && total === 0;
  return (
    <Drawer open onClose={onClose} width="min(720px, 100vw)" title={t(`pages.workPanel.indicators.${indicator}`)}>
      <Table
        size="small"
        rowKey={(row) => String(row.id ?? row.day ?? row.project)}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={keys.map((key) => ({
          key,
          dataIndex: key,
          title: t(`pages.workPanel.columns.${key}`),
          render: (v: unknown) => detailCell(key, v, t, language),
        }))}
        pagination={{ current: page, pageSize: 20, total, showSizeChanger: false, onChange: setPage, showTotal: (n) => t('list.total', { count: n }) }}
        footer={empty ? () => <span data-testid="list-total">{t('list.total', { count: 0 })}</span> : undefined}
      />
    </Drawer>
  );
}
