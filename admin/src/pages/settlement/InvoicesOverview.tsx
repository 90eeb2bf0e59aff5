// Above the 'Liquidadas' grid: the invoices' indicators and the electronic-invoicing report, one tab each.
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { EinvoiceReport } from './EinvoiceReport.tsx';
import { InvoicesDashboard } from './InvoicesDashboard.tsx';

export default function InvoicesOverview() {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Tabs
        size="small"
        items={[
          { key: 'indicators', label: t('settlement.dashboard.title'), children: <InvoicesDashboard /> },
          { key: 'einvoicing', label: t('settlement.einvoice.report.title'), children: <EinvoiceReport /> },
        ]}
      />
    </Card>
  );
}
