// The indicators above two settlement queues, as the API scopes them: awaiting pre-invoice (open and
// shut-down blocks, the work and billable hours they hold, the oldest open month, the blocks opened
// ahead of their work) and the pre-invoices' money by state, one line per billing currency.
import { Card, Col, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { formatDuration } from '../../../../api/src/contract/durations.ts';
import { formatMonth } from '../../i18n/dates.ts';
import { formatMoney } from './money.ts';
import { ScrollRegion } from '../generic/ScrollRegion.tsx';

/** The indicators at `path` (under the API's address), through the data provider; a failure shows nothing (the grid below still works). */
function useIndicator<T extends object>(path: string): T | null | 'failed' {
  const { data, error } = useApiRead<T>(path);
  return error ? 'failed' : (data ?? null);
}

interface AwaitingState {
  state: 'open' | 'shutdown';
  blocks: number;
  special: number;
  activities: number;
  billableMinutes: number;
  oldestPeriod: string | null;
}

export function AwaitingIndicators() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const data = useIndicator<{ byState: AwaitingState[] }>('/settlement/indicators/awaiting');
  if (data === 'failed') return null;
  if (!data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const open = data.byState.find((s) => s.state === 'open');
  const shut = data.byState.find((s) => s.state === 'shutdown');
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="awaiting-indicators">
      <Row gutter={[16, 8]}>
        <Col xs={12} md={4}>
          <Statistic title={t('settlement.indicators.openBlocks')} value={open?.blocks ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('settlement.indicators.shutdownBlocks')} value={shut?.blocks ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('settlement.indicators.awaitingActivities')} value={open?.activities ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('settlement.indicators.billableTime')} value={formatDuration(open?.billableMinutes ?? 0, language)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('settlement.indicators.oldest')} value={open?.oldestPeriod ? formatMonth(open.oldestPeriod, language) : '—'} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('settlement.indicators.special')} value={(open?.special ?? 0) + (shut?.special ?? 0)} />
        </Col>
      </Row>
    </Card>
  );
}

interface Money {
  currency: string;
  state: string;
  count: number;
  subtotal: string;
  taxes: string;
  withholdings: string;
  total: string;
}
const STATE_COLOURS: Record<string, string> = { created: 'blue', revision: 'gold', approved: 'green', canceled: 'default' };

export function PreinvoiceIndicators() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const data = useIndicator<{ byCurrency: Money[] }>('/settlement/indicators/preinvoices');
  if (data === 'failed') return null;
  if (!data) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <Card size="small" title={t('settlement.indicators.money')} style={{ marginBottom: 16 }} data-testid="preinvoice-indicators">
      <ScrollRegion label={t('settlement.indicators.money')}>
        <Table<Money>
          size="small"
          pagination={false}
          rowKey={(r) => `${r.currency}|${r.state}`}
          dataSource={data.byCurrency}
          style={{ minWidth: 'max-content' }}
          locale={{ emptyText: t('settlement.indicators.none') }}
          columns={[
            {
              title: t('settlement.indicators.state'),
              dataIndex: 'state',
              render: (s: string) => <Tag color={STATE_COLOURS[s]}>{t(`enums.preinvoiceState.${s}`)}</Tag>,
            },
            { ...AMOUNT_COLUMN, title: t('settlement.indicators.count'), dataIndex: 'count' },
            {
              ...AMOUNT_COLUMN,
              title: t('settlement.indicators.subtotal'),
              dataIndex: 'subtotal',
              render: (v: string, r) => formatMoney(v, language, r.currency),
            },
            { ...AMOUNT_COLUMN, title: t('settlement.indicators.total'), dataIndex: 'total', render: (v: string, r) => formatMoney(v, language, r.currency) },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
