// A report's chart: its measure by group (or by month), as the definition's chart type says.
import { Bar, Column, Line, Pie } from '@ant-design/charts';
import type { ReportResult } from './report-api.ts';

export default function ReportChart({ groups, chart, label, empty }: { groups: ReportResult['groups']; chart: string; label: string; empty: string }) {
  const data = groups.map((g) => ({ group: g.key ?? empty, value: g.value }));
  const common = { data, height: 300 };
  if (chart === 'pie')
    return <Pie {...common} angleField="value" colorField="group" label={{ text: 'value', position: 'outside' }} legend={{ color: { position: 'bottom' } }} />;
  if (chart === 'bar') return <Bar {...common} xField="group" yField="value" axis={{ y: { title: label } }} />;
  if (chart === 'line') return <Line {...common} xField="group" yField="value" point axis={{ y: { title: label } }} />;
  return <Column {...common} xField="group" yField="value" axis={{ x: { labelAutoHide: true }, y: { title: label } }} />;
}
