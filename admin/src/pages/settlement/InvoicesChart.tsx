// The invoices' chart: what was invoiced each of the last twelve months, in one currency; its months
// named for people (nov de 2026) and its amounts in the language's figures with the currency.
import { Column } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatMonthShort } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { formatMoney } from './money.ts';

export default function InvoicesChart({ rows, currency }: { rows: { month: string; total: number }[]; currency?: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const invoiced = t('settlement.dashboard.invoiced');
  const data = rows.map((r) => ({ month: formatMonthShort(r.month, language), name: formatMonth(r.month, language), [invoiced]: r.total }));
  return (
    <Column
      data={data}
      xField="month"
      yField={invoiced}
      height={240}
      axis={{ x: { labelAutoHide: true, title: false }, y: { labelFormatter: (v: number) => formatMoney(String(v), language) } }}
      tooltip={{ title: (d: { name: string }) => d.name, items: [{ channel: 'y', valueFormatter: (v: number) => formatMoney(String(v), language, currency) }] }}
    />
  );
}
