// The panel's chart: worked hours per day of the period (per month of the year for Año), billable and
// not, stacked; its days, months and time written for people (1 de nov; nov de 2026; 1 h 30 min),
// never as ISO dates or decimal hours.
import { Column } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import { formatHoursAsDuration } from '../../../../api/src/contract/durations.ts';
import { formatDay, formatDayShort, formatMonth, formatMonthShort } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';

/** The chart's bars (GET /api/work-panel/chart): by day of the period, by month of the year for Año. */
export interface ChartData {
  by: 'day' | 'month';
  rows: { at: string; workedHours: number; billableHours: number; nonBillableHours: number }[];
}

export default function DailyChart({ chart }: { chart: ChartData }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const [short, long] = chart.by === 'month' ? [formatMonthShort, formatMonth] : [formatDayShort, formatDay];
  const data = chart.rows.flatMap((r) => [
    { day: short(r.at, language), date: long(r.at, language), kind: t('pages.workPanel.indicators.billableTime'), hours: r.billableHours },
    { day: short(r.at, language), date: long(r.at, language), kind: t('pages.workPanel.indicators.nonBillableTime'), hours: r.nonBillableHours },
  ]);
  return (
    <Column
      data={data}
      xField="day"
      yField="hours"
      colorField="kind"
      stack
      height={260}
      axis={{ x: { labelAutoHide: true, title: false }, y: { title: t('pages.workPanel.hoursAxis') } }}
      tooltip={{ title: (d: { date: string }) => d.date, items: [{ channel: 'y', valueFormatter: (hours: number) => formatHoursAsDuration(hours, language) }] }}
    />
  );
}
