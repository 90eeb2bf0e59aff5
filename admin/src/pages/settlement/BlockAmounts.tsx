// A block's amounts as the fee engine prices it now (lines, subtotal, taxes, withholdings, total and
// the rounding rule), and the button that makes its pre-invoice in the block's billing currency,
// asking first with the client and the total.
import { useOne, type BaseRecord } from '@refinedev/core';
import { Alert, App, Button, Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { useNavigate } from 'react-router';
import { asLanguage } from '../../i18n/languages.ts';
import { Amount } from '../generic/amount.tsx';
import { lineColumns } from './line-columns.tsx';
import { formatMoney } from './money.ts';

interface Totals {
  currency: string;
  subtotal: string;
  taxes: string;
  withholdings: string;
  total: string;
}
interface Line {
  concept: string;
  description: string;
  date: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}
interface Amounts {
  currencyId: string;
  activityCount: number;
  lines: Line[];
  totals: Totals;
  companyTotals: Totals | null;
  rounding: { text: { es: string; en: string } };
  outsideWorkIds: string[];
}

export function BlockAmounts({ blockId }: { blockId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  // The block's own record (its page has it loaded): its client, named in the question.
  const { result: block } = useOne<BaseRecord>({ resource: 'settlement-blocks', id: blockId });
  // Priced by the API when asked, through the data provider.
  const pricing = useApiRead<Amounts>(`/settlement-blocks/${blockId}/amounts`);
  const amounts = pricing.data ?? null;
  const failure = pricing.error?.message ?? null;
  const { send, busy } = useApiCommand();

  const create = async () => {
    if (!amounts) return;
    const made = await send<{ ids: string[] }>('/preinvoices/from-blocks', { blockIds: [blockId], currencyId: amounts.currencyId });
    if (!made) return;
    message.success(t('settlement.create.created', { count: made.ids.length }));
    navigate(`/settlement-billing/preinvoice/${made.ids[0]}`);
  };
  const askToCreate = (priced: Amounts) => {
    const client = String(block?.clientName ?? '');
    const total = formatMoney(priced.totals.total, language, priced.totals.currency);
    modal.confirm({
      title: t('settlement.amounts.createQuestion'),
      content: [
        t('settlement.amounts.createOutcome', { client, total, context: client ? 'client' : undefined }),
        ...(priced.activityCount ? [t('settlement.amounts.createWork', { count: priced.activityCount })] : []),
      ].join(' '),
      okText: t('settlement.amounts.create'),
      cancelText: t('buttons.cancel'),
      onOk: create,
    });
  };

  const money = (v: string) => <Amount>{formatMoney(v, language)}</Amount>;
  const column = lineColumns(t, language);
  return (
    <Card
      title={t('settlement.amounts.title')}
      style={{ marginTop: 16 }}
      data-testid="block-amounts"
      extra={
        amounts &&
        (amounts.lines.length > 0 || amounts.activityCount > 0) && (
          <Button type="primary" loading={busy} onClick={() => askToCreate(amounts)}>
            {t('settlement.amounts.create')}
          </Button>
        )
      }
    >
      {failure && <Alert type="warning" showIcon message={failure} />}
      {amounts && (
        <>
          <Table<Line>
            rowKey={(l, i) => `${l.date}-${i}`}
            size="small"
            dataSource={amounts.lines}
            scroll={{ x: true }}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              column.concept,
              column.description,
              { ...column.date, dataIndex: 'date' },
              column.quantity,
              column.unitPrice,
              { ...column.amount, render: money },
            ]}
          />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 4 }}
            style={{ marginTop: 12 }}
            items={[
              { key: 'subtotal', label: t('settlement.amounts.subtotal'), children: money(amounts.totals.subtotal) },
              { key: 'taxes', label: t('settlement.amounts.taxes'), children: money(amounts.totals.taxes) },
              { key: 'withholdings', label: t('settlement.amounts.withholdings'), children: money(amounts.totals.withholdings) },
              {
                key: 'total',
                label: t('settlement.amounts.total'),
                children: (
                  <strong data-testid="block-total">
                    <Amount>{formatMoney(amounts.totals.total, language, amounts.totals.currency)}</Amount>
                  </strong>
                ),
              },
              ...(amounts.companyTotals && amounts.companyTotals.currency !== amounts.totals.currency
                ? [
                    {
                      key: 'company',
                      label: t('settlement.amounts.company'),
                      children: <Amount>{formatMoney(amounts.companyTotals.total, language, amounts.companyTotals.currency)}</Amount>,
                    },
                  ]
                : []),
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {amounts.rounding.text[language]}
          </Typography.Paragraph>
          {amounts.outsideWorkIds.length > 0 && (
            <Alert type="info" showIcon message={t('settlement.amounts.outside', { count: amounts.outsideWorkIds.length })} />
          )}
        </>
      )}
    </Card>
  );
}
