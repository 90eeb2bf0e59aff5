// 'Liquidadas' indicators over the invoices the user may see (the API scopes them by the
// SettlementReadLiquidated pair): invoiced this month against the previous one, the outstanding
// balance, count and total by state and by electronic-invoicing state, the last twelve months and the
// first clients and projects, in one currency at a time (amounts of different currencies are never added).
import { Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiRead } from '../../providers/use-api-read.ts';
import { formatMonth } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { AMOUNT_COLUMN, Amount } from '../generic/amount.tsx';
import { formatMoney } from './money.ts';
import { EinvoiceTag } from './EinvoiceSection.tsx';
import { ScrollRegion } from '../generic/ScrollRegion.tsx';

const InvoicesChart = lazy(() => import('./InvoicesChart.tsx'));

interface Amount {
  currency: string;
  count: number;
  total: string;
}
interface Ranked extends Amount {
  id: string;
  name: string;
  balance: string;
}
export interface DashboardData {
  thisMonth: string;
  previousMonth: string;
  byState: (Amount & { state: string })[];
  byEinvoiceState: (Amount & { einvoiceState: string })[];
  months: (Amount & { month: string })[];
  outstanding: { currency: string; count: number; balance: string }[];
  byClient: Ranked[];
  byProject: Ranked[];
}

/** The last twelve months up to `last` (YYYY-MM), oldest first. */
function twelveMonths(last: string): string[] {
  const [y, m] = last.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(y, m - 12 + i, 1)).toISOString().slice(0, 7));
}

export function InvoicesDashboard() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { data, error } = useApiRead<DashboardData>('/invoices/dashboard');
  const failed = Boolean(error);
  const [currency, setCurrency] = useState<string | null>(null);
  const currencies = useMemo(() => [...new Set((data?.byState ?? []).map((r) => r.currency))].sort(), [data]);
  const shown = currency && currencies.includes(currency) ? currency : currencies.includes('COP') ? 'COP' : currencies[0];
  if (failed) return <Empty description={t('settlement.dashboard.failed')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!shown) return <Empty description={t('settlement.dashboard.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const money = (v: string | undefined) => formatMoney(v ?? '0', language, shown);
  const of = <T extends { currency: string }>(rows: T[]) => rows.filter((r) => r.currency === shown);
  const month = (m: string) => of(data.months).find((r) => r.month === m)?.total ?? '0';
  const thisMonth = Number(month(data.thisMonth));
  const previous = Number(month(data.previousMonth));
  const change = previous ? Math.round(((thisMonth - previous) / previous) * 1000) / 10 : null;
  const owed = of(data.outstanding)[0];
  const series = twelveMonths(data.thisMonth).map((m) => ({ month: m, total: Number(month(m)) }));
  const ranked = (rows: Ranked[], title: string, testId: string) => (
    <Card size="small" title={title} data-testid={testId}>
      <ScrollRegion label={title}>
        <Table<Ranked>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={of(rows)}
          style={{ minWidth: 'max-content' }}
          columns={[
            { key: 'name', title: t('settlement.dashboard.name'), dataIndex: 'name' },
            { ...AMOUNT_COLUMN, key: 'count', title: t('settlement.dashboard.count'), dataIndex: 'count' },
            { ...AMOUNT_COLUMN, key: 'total', title: t('settlement.dashboard.total'), render: (_, r) => money(r.total) },
            { ...AMOUNT_COLUMN, key: 'balance', title: t('settlement.dashboard.balance'), render: (_, r) => money(r.balance) },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
  return (
    <Flex vertical gap="middle" data-testid="invoices-dashboard">
      {currencies.length > 1 && (
        <Segmented options={currencies} value={shown} onChange={(v) => setCurrency(String(v))} aria-label={t('settlement.dashboard.currency')} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={t('settlement.dashboard.thisMonth', { month: formatMonth(data.thisMonth, language) })} value={money(month(data.thisMonth))} />
            {change !== null && (
              <Typography.Text type={change >= 0 ? 'success' : 'danger'}>
                {t('settlement.dashboard.change', { value: change.toLocaleString(i18n.language) })}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic
              title={t('settlement.dashboard.previousMonth', { month: formatMonth(data.previousMonth, language) })}
              value={money(month(data.previousMonth))}
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={t('settlement.dashboard.outstanding')} value={money(owed?.balance)} />
            <Typography.Text type="secondary">{t('settlement.dashboard.owing', { count: owed?.count ?? 0 })}</Typography.Text>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small" title={t('settlement.dashboard.byState')}>
            <Flex vertical gap={4}>
              {of(data.byState).map((r) => (
                <Flex key={r.state} justify="space-between" gap="small" wrap>
                  <Tag>
                    {t(`enums.invoiceState.${r.state}`)} · {r.count}
                  </Tag>
                  <Amount>{money(r.total)}</Amount>
                </Flex>
              ))}
              {of(data.byEinvoiceState).map((r) => (
                <Flex key={r.einvoiceState} justify="space-between" gap="small" wrap>
                  <span>
                    <EinvoiceTag state={r.einvoiceState} />
                    {r.count}
                  </span>
                  <Amount>{money(r.total)}</Amount>
                </Flex>
              ))}
            </Flex>
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('settlement.dashboard.months')}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <InvoicesChart rows={series} currency={shown} />
        </Suspense>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={12}>
          {ranked(data.byClient, t('settlement.dashboard.byClient'), 'invoices-by-client')}
        </Col>
        <Col xs={24} xxl={12}>
          {ranked(data.byProject, t('settlement.dashboard.byProject'), 'invoices-by-project')}
        </Col>
      </Row>
    </Flex>
  );
}
