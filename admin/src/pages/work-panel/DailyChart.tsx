// The panel's chart: worked hours per day of the period, billable and not, stacked.
import { Column } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import type { DayRow } from './WorkPanelPage.tsx';

export default function DailyChart({ rows }: { rows: DayRow[] }) {
  const { t } = useTranslation();
  const data = rows.flatMap((r) => [
    { day: r.day, kind: t('pages.workPanel.indicators.billableTime'), hours: r.billableHours },
    { day: r.day, kind: t('pages.workPanel.indicators.nonBillableTime'), hours: r.nonBillableHours },
  ]);
  return <Column data={data} xField="day" yField="hours" colorField="kind" stack height={260} axis={{ x: { labelAutoHide: true } }} />;
}
