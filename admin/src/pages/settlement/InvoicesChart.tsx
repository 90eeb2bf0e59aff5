// The invoices' chart: what was invoiced each of the last twelve months, in one currency.
import { Column } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';

export default function InvoicesChart({ rows }: { rows: { month: string; total: number }[] }) {
  const { t } = useTranslation();
  const data = rows.map((r) => ({ month: r.month, [t('settlement.dashboard.invoiced')]: r.total }));
  return <Column data={data} xField="month" yField={t('settlement.dashboard.invoiced')} height={240} axis={{ x: { labelAutoHide: true } }} />;
}
