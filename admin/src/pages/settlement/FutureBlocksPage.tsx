// 'Bloques futuros' (specialActivation): each fixed-amount or milestone-by-date agreement the caller
// reaches, with the months whose block can be opened ahead of the work and what the fee engine would
// bill in each; activating a month opens its block in awaiting pre-invoice.
import { PageHeader } from '@refinedev/antd';
import { App, Button, Card, Empty, Flex, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { asLanguage } from '../../i18n/languages.ts';
import { formatDay, formatMonth } from '../../i18n/dates.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { formatMoney } from './money.ts';
import { usePagedTable } from '../generic/use-paged-table.ts';
import type { FutureAgreement } from '../../../../api/src/contract/future-blocks.ts';

export default function FutureBlocksPage() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  // The period being activated: its button waits.
  const [busy, setBusy] = useState<string | null>(null);
  const { send } = useApiCommand();
  const { tableProps, reload } = usePagedTable<FutureAgreement>('settlement/future-blocks');

  const activate = async (agreementId: string, period: string) => {
    setBusy(`${agreementId}|${period}`);
    const made = await send<{ id: string }>('/settlement/future-blocks', { agreementId, period }).finally(() => setBusy(null));
    if (!made) return null;
    message.success(t('settlement.future.activated', { month: formatMonth(period, language) }));
    await reload();
    return made.id;
  };

  const periods = (row: FutureAgreement) =>
    row.periods.length ? (
      <Flex vertical gap={6}>
        {row.periods.map((p) => (
          <Flex key={p.period} wrap gap="small" align="center" data-testid={`future-${row.agreementId}-${p.period}`}>
            <span style={{ minWidth: 140 }}>{formatMonth(p.period, language)}</span>
            {p.overdue && <Tag color="orange">{t('settlement.future.overdue')}</Tag>}
            {p.problem ? (
              <Tooltip title={p.problem}>
                <Tag color="red">{t('settlement.future.notPriced')}</Tag>
              </Tooltip>
            ) : (
              <Typography.Text strong>{formatMoney(p.total ?? '0', language, row.currencyCode)}</Typography.Text>
            )}
            <Popconfirm
              title={t('settlement.future.confirm', { month: formatMonth(p.period, language) })}
              okText={t('settlement.future.activate')}
              cancelText={t('buttons.cancel')}
              onConfirm={async () => {
                const id = await activate(row.agreementId, p.period);
                if (id) navigate(`/settlement-billing/awaiting-preinvoice/${id}`);
              }}
            >
              <Button size="small" type="primary" disabled={!!p.problem} loading={busy === `${row.agreementId}|${p.period}`}>
                {t('settlement.future.activate')}
              </Button>
            </Popconfirm>
          </Flex>
        ))}
      </Flex>
    ) : (
      <Typography.Text type="secondary">{t('settlement.future.nothing')}</Typography.Text>
    );

  return (
    <PageHeader title={t('pages.settlement.futureBlocks.title')} breadcrumb={<AppBreadcrumb />} backIcon={false}>
      <Card>
        <Typography.Paragraph type="secondary">{t('pages.settlement.futureBlocks.capability')}</Typography.Paragraph>
        <Table<FutureAgreement>
          {...tableProps}
          rowKey="agreementId"
          size="middle"
          scroll={{ x: 760 }}
          locale={{ emptyText: <Empty description={t('settlement.future.empty')} /> }}
          pagination={{ ...tableProps.pagination, showTotal: (n) => t('settlement.future.total', { count: n }) }}
          columns={[
            { title: t('settlement.future.client'), dataIndex: 'clientName', width: 160 },
            { title: t('settlement.future.project'), dataIndex: 'projectName', width: 180 },
            {
              title: t('settlement.future.agreement'),
              key: 'agreement',
              width: 200,
              render: (_, r) => (
                <Flex vertical>
                  <span>{r.description}</span>
                  <Typography.Text type="secondary">
                    {t(`enums.tradeAgreementType.${r.agreementType}`)} · {formatDay(r.startDate, language)} – {r.endDate ? formatDay(r.endDate, language) : '…'}
                  </Typography.Text>
                </Flex>
              ),
            },
            { title: t('settlement.future.periods'), key: 'periods', render: (_, r) => periods(r) },
          ]}
        />
      </Card>
    </PageHeader>
  );
}
