// 'Servicios revisados', a project's detail: its activities audited by the leader, a page of 20 with
// the total, narrowed by month and year; the selected ones sent to awaiting pre-invoice (asked
// first), changed to another project, migrated or reassigned (AuditedMoves.tsx).
import { App, Button, Card, Flex, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { usePagedTable } from '../generic/use-paged-table.ts';
import { formatDuration } from '../../../../api/src/contract/durations.ts';
import { AuditedMoveDialogs, AuditedWorkTable, useAuditedMoves, type AuditedWork } from './AuditedWork.tsx';

interface Audited extends AuditedWork {
  workedMinutes: number;
  billableMinutes: number;
}

/** `version` changes when another part of the page moved audited work (the list reloads); `onMoved` tells it this one did. */
export function AuditedActivities({ projectId, version = 0, onMoved }: { projectId: string; version?: number; onMoved?: () => void }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message, modal } = App.useApp();
  const [month, setMonth] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const { send: command, busy } = useApiCommand();
  const {
    tableProps,
    rows,
    total,
    firstPage,
    reload: load,
  } = usePagedTable<Audited>('audited-activities', { projectId, finishedMonth: month, finishedYear: year });
  const moves = useAuditedMoves({ rows, reload: load, version, onMoved });
  const { selected, setSelected, open } = moves;

  // The checked activities, or (all) every audited activity of the project in the month and year shown.
  const send = async (all: boolean) => {
    const payload = all ? { projectId, ...(year ? { year } : {}), ...(month ? { month } : {}) } : { activityIds: selected };
    const done = await command<{ moved: number }>('/settlement/send-to-preinvoice', payload);
    if (!done) return;
    message.success(t('settlement.audited.sent', { count: done.moved }));
    setSelected([]);
    await load();
  };
  // The work leaves 'Servicios revisados' for its blocks: asked first, saying how many and where to.
  const askToSend = (all = false) => {
    if (!all && !selected.length) {
      message.warning(t('errors.SETTLEMENT_SELECT_ONE'));
      return;
    }
    const count = all ? total : selected.length;
    modal.confirm({
      title: t('settlement.audited.sendQuestion', { count }),
      content: t('settlement.audited.sendOutcome', { count }),
      okText: t('settlement.audited.send'),
      cancelText: t('buttons.cancel'),
      onOk: () => send(all),
    });
  };

  return (
    <Card title={t('settlement.audited.title')} style={{ marginTop: 16 }} data-testid="audited-activities">
      <Flex wrap gap="small" style={{ marginBottom: 12 }}>
        <InputNumber
          min={1}
          max={12}
          placeholder={t('settlement.audited.month')}
          value={month}
          onChange={(v) => {
            setMonth(v);
            firstPage();
          }}
          aria-label={t('settlement.audited.month')}
        />
        <InputNumber
          min={2000}
          max={2100}
          placeholder={t('settlement.audited.year')}
          value={year}
          onChange={(v) => {
            setYear(v);
            firstPage();
          }}
          aria-label={t('settlement.audited.year')}
        />
        <Button type="primary" loading={busy} onClick={() => askToSend()}>
          {t('settlement.audited.send')}
        </Button>
        <Button loading={busy} disabled={!total} onClick={() => askToSend(true)}>
          {t('settlement.audited.sendAll', { count: total })}
        </Button>
        <Button onClick={() => open('change')} data-testid="audited-change-project">
          {t('settlement.moves.change')}
        </Button>
        <Button onClick={() => open('migrate', false)} disabled={!total} data-testid="audited-migrate">
          {selected.length ? t('settlement.moves.migrate') : t('settlement.moves.migrateAll', { count: total })}
        </Button>
        <Button onClick={() => open('reassign')} data-testid="audited-reassign">
          {t('settlement.moves.reassign')}
        </Button>
      </Flex>
      <AuditedMoveDialogs moves={moves} projectId={projectId} count={selected.length || total} filters={{ year, month }} />
      <AuditedWorkTable<Audited>
        tableProps={tableProps}
        moves={moves}
        columns={[
          {
            ...AMOUNT_COLUMN,
            key: 'worked',
            dataIndex: 'workedMinutes',
            title: t('settlement.audited.worked'),
            render: (v: number) => formatDuration(v, language),
          },
          {
            ...AMOUNT_COLUMN,
            key: 'billable',
            dataIndex: 'billableMinutes',
            title: t('settlement.audited.billable'),
            render: (v: number) => formatDuration(v, language),
          },
        ]}
      />
    </Card>
  );
}
