// 'Servicios revisados': what its two lists of audited work (AuditedActivities.tsx, ToReassign.tsx)
// share: the checked rows and the move dialog open on them, reloaded when another part of the page
// moved work, and the table of activities a row of which opens the activity.
import { App, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMomentDay } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { labelledSelection, useRowOpens } from '../generic/table-conventions.ts';
import { useReadAgainOn } from '../generic/use-read-again.ts';
import { MoveModal, ReassignModal, type MoveMode } from './AuditedMoves.tsx';

/** What both lists know of an audited activity. */
export interface AuditedWork {
  id: string;
  code: string;
  title: string;
  finishedAt: string | null;
  responsibleName: string;
  practiceId: string;
}

type Dialog = MoveMode | 'reassign';

/**
 * The checked activities of a list and the move dialog open on them. `version` changes when another
 * part of the page moved audited work (the list reloads); `onMoved` tells it this list did.
 */
export function useAuditedMoves({
  rows,
  reload,
  version,
  onMoved,
}: {
  rows: AuditedWork[];
  reload: () => Promise<void>;
  version: number;
  onMoved?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The practices of the checked rows (of this page and earlier ones) for the reassign choices.
  const [practiceOf, setPracticeOf] = useState<Record<string, string>>({});
  useEffect(() => {
    setPracticeOf((known) => ({ ...known, ...Object.fromEntries(rows.map((r) => [r.id, r.practiceId])) }));
  }, [rows]);
  useReadAgainOn(version, reload);
  const open = (which: Dialog, needsSelection = true) => {
    if (needsSelection && !selected.length) {
      message.warning(t('errors.SETTLEMENT_SELECT_ONE'));
      return;
    }
    setDialog(which);
  };
  const moved = async () => {
    setDialog(null);
    setSelected([]);
    await reload();
    onMoved?.();
  };
  return { selected, setSelected, dialog, open, close: () => setDialog(null), moved, practiceIds: selected.map((id) => practiceOf[id]).filter(Boolean) };
}

export type AuditedMoves = ReturnType<typeof useAuditedMoves>;

/** The dialog of the move chosen, on the checked activities (`count` of them, or all the `filters` reach). */
export function AuditedMoveDialogs({
  moves,
  projectId,
  count,
  filters,
}: {
  moves: AuditedMoves;
  projectId: string;
  count: number;
  filters: { year?: number | null; month?: number | null };
}) {
  const { dialog } = moves;
  return (
    <>
      {(dialog === 'change' || dialog === 'migrate') && (
        <MoveModal
          mode={dialog}
          projectId={projectId}
          activityIds={moves.selected}
          count={count}
          filters={filters}
          onClose={moves.close}
          onDone={() => void moves.moved()}
        />
      )}
      {dialog === 'reassign' && (
        <ReassignModal activityIds={moves.selected} practiceIds={moves.practiceIds} onClose={moves.close} onDone={() => void moves.moved()} />
      )}
    </>
  );
}

/** A page of audited activities, checkable: code, activity, responsible and finish, then the list's own `columns`. */
export function AuditedWorkTable<R extends AuditedWork>({
  tableProps,
  moves,
  columns,
}: {
  tableProps: TableProps<R>;
  moves: AuditedMoves;
  columns: ColumnsType<R>;
}) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const onRow = useRowOpens<R>((row) => ({ resource: 'activities', action: 'show', id: row.id }));
  return (
    <Table<R>
      {...tableProps}
      rowKey="id"
      size="small"
      scroll={{ x: true }}
      onRow={onRow}
      rowSelection={{ ...labelledSelection(t), selectedRowKeys: moves.selected, onChange: (keys) => moves.setSelected(keys as string[]) }}
      columns={[
        { key: 'code', dataIndex: 'code', title: t('settlement.audited.code') },
        { key: 'title', dataIndex: 'title', title: t('settlement.audited.activity') },
        { key: 'responsible', dataIndex: 'responsibleName', title: t('settlement.audited.responsible') },
        { key: 'finishedAt', dataIndex: 'finishedAt', title: t('settlement.audited.finishedAt'), render: (v: string | null) => formatMomentDay(v, language) },
        ...columns,
      ]}
    />
  );
}
