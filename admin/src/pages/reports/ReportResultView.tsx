// What a report's run shows: how many rows over which dates, the measure's total, the chart (loaded
// with the report, not with the first screen) and the rows as a table.
import { Card, Flex, Skeleton, Statistic, Table, Typography } from 'antd';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_COLUMNS, type ReportDefinition } from '../../../../api/src/contract/reports.ts';
import { formatHoursAsDuration } from '../../../../api/src/contract/durations.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { formatDay, formatMoment, formatMonthShort } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import type { ReportResult } from './report-api.ts';

const ReportChart = lazy(() => import('./ReportChart.tsx'));

/** The measure's label: "Cantidad de filas" or "Suma de Horas trabajadas". */
export function measureLabel(t: (key: string, o?: Record<string, string>) => string, measure: string): string {
  return measure === 'count' ? t('reports.measures.count') : t('reports.measures.sum', { column: t(`reports.columns.${measure.slice(4)}`) });
}

export function ReportResultView({ definition, result }: { definition: ReportDefinition; result: ReportResult }) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);
  const language = asLanguage(i18n.language);
  const showDay = (d: string) => formatDay(d, language);
  const measureIsHours = definition.measure !== 'count' && REPORT_COLUMNS[definition.entity][definition.measure.slice(4)]?.type === 'hours';
  const columns = result.columns.map(({ key, type }) => {
    const decl = REPORT_COLUMNS[definition.entity][key];
    return {
      ...(type === 'hours' || type === 'number' ? AMOUNT_COLUMN : {}),
      key,
      dataIndex: key,
      title: t(`reports.columns.${key}`),
      ellipsis: type === 'text',
      render: (value: unknown) => {
        if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
        if (type === 'enum') return t(`enums.${decl?.enumName}.${String(value)}`);
        if (type === 'boolean') return t(`values.${value ? 'yes' : 'no'}`);
        // Hours read as the time was entered ('2 h 05 min'), not as a decimal.
        if (type === 'hours') return formatHoursAsDuration(Number(value), language);
        if (type === 'number') return number.format(Number(value));
        if (type === 'date') return showDay(String(value));
        if (type === 'datetime') return formatMoment(String(value), language);
        return String(value);
      },
    };
  });
  const groupKey = (key: string | null) => {
    if (key === null) return '—';
    // Without a grouping, the chart is by month of the report's date ('YYYY-MM').
    if (!definition.groupBy) return /^\d{4}-\d{2}$/.test(key) ? formatMonthShort(key, language) : key;
    if (definition.groupBy && REPORT_COLUMNS[definition.entity][definition.groupBy]?.type === 'enum') {
      return t(`enums.${REPORT_COLUMNS[definition.entity][definition.groupBy].enumName}.${key}`);
    }
    if (definition.groupBy && REPORT_COLUMNS[definition.entity][definition.groupBy]?.type === 'boolean') return t(`values.${key === 'true' ? 'yes' : 'no'}`);
    if (definition.groupBy && REPORT_COLUMNS[definition.entity][definition.groupBy]?.type === 'date') return showDay(key);
    return key;
  };
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={32}>
        <Statistic
          title={t('reports.fields.dates')}
          value={t('reports.range', { from: showDay(result.range.from), to: showDay(result.range.to) })}
          valueStyle={{ fontSize: 16 }}
        />
        <Statistic title={t('reports.rows')} value={result.total} formatter={(v) => number.format(Number(v))} />
        <Statistic
          title={measureLabel(t, definition.measure)}
          value={result.summary}
          formatter={(v) => (measureIsHours ? formatHoursAsDuration(Number(v), language) : number.format(Number(v)))}
        />
      </Flex>
      <Card size="small" title={t('reports.chart')}>
        {result.groups.length ? (
          <Suspense fallback={<Skeleton active />}>
            <ReportChart
              groups={result.groups.map((g) => ({ key: groupKey(g.key), value: g.value }))}
              chart={definition.chart}
              label={measureLabel(t, definition.measure)}
              empty="—"
            />
          </Suspense>
        ) : (
          <Typography.Text type="secondary">{t('reports.noChart')}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={t('reports.table')}>
        {result.truncated && (
          <Typography.Paragraph type="secondary">{t('reports.truncated', { shown: result.rows.length, total: result.total })}</Typography.Paragraph>
        )}
        <Table
          size="small"
          rowKey={(_, i) => String(i)}
          dataSource={result.rows}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => t('reports.total', { count: n }) }}
        />
      </Card>
    </Flex>
  );
}
