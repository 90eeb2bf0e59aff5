// 'Servicios revisados', a project's detail: its audited activities to reassign (no responsible, a
// responsible no longer active or outside the activity's practice, an agreement not in force), each
// with its reasons; the checked ones reassigned or moved to a project whose agreement is in force.
import { App, Button, Card, Flex, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { formatMomentDay } from '../../i18n/dates.ts';
import { useRowOpens, labelledSelection } from '../generic/table-conventions.ts';
import { usePageOf } from './use-page-of.ts';
import { MoveModal, ReassignModal } from './AuditedMoves.tsx';

interface Row {
  id: string;
  code: string;
  title: string;
  finishedAt: string | null;
  practiceId: string;
  responsibleName: string;
  reasons: string[];
}

export function ToReassign({ projectId, version = 0, onMoved }: { projectId: string; version?: number; onMoved?: () => void }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'change' | 'reassign' | null>(null);
  const { rows, total, page, setPage, reload } = usePageOf<Row>('/api/settlement/activities-to-reassign', { projectId });
  const [practiceOf, setPracticeOf] = useState<Record<string, string>>({});
  const onRow = useRowOpens<Row>((row) => ({ resource: 'activities', action: 'show', id: row.id }));
  useEffect(() => {
    setPracticeOf((known) => ({ ...known, ...Object.fromEntries(rows.map((r) => [r.id, r.practiceId])) }));
  }, [rows]);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void reload();
  }, [version, reload]);

  const open = (which: 'change' | 'reassign') => {
    if (!selected.length) {
      message.warning(t('errors.SETTLEMENT_SELECT_ONE'));
      return;
    }
    setDialog(which);
  };
  const done = async () => {
    setDialog(null);
    setSelected([]);
    await reload();
    onMoved?.();
  };

  return (
    <Card title={t('settlement.moves.toReassign')} style={{ marginTop: 16 }} data-testid="to-reassign">
      <Flex wrap gap="small" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => open('reassign')} data-testid="to-reassign-reassign">
          {t('settlement.moves.reassign')}
        </Button>
        <Button onClick={() => open('change')}>{t('settlement.moves.change')}</Button>
      </Flex>
      {dialog === 'change' && (
        <MoveModal
          mode="change"
          projectId={projectId}
          activityIds={selected}
          count={selected.length}
          filters={{}}
          onClose={() => setDialog(null)}
          onDone={() => void done()}
        />
      )}
      {dialog === 'reassign' && (
        <ReassignModal
          activityIds={selected}
          practiceIds={selected.map((id) => practiceOf[id]).filter(Boolean)}
          onClose={() => setDialog(null)}
          onDone={() => void done()}
        />
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        dataSource={rows}
        scroll={{ x: true }}
        onRow={onRow}
        rowSelection={{ ...labelledSelection(t), selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        pagination={{ current: page, pageSize: 20, total, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('list.total', { count: n }) }}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('settlement.audited.code') },
          { key: 'title', dataIndex: 'title', title: t('settlement.audited.activity') },
          { key: 'responsible', dataIndex: 'responsibleName', title: t('settlement.audited.responsible') },
          { key: 'finishedAt', dataIndex: 'finishedAt', title: t('settlement.audited.finishedAt'), render: (v: string | null) => formatMomentDay(v, language) },
          {
            key: 'reasons',
            dataIndex: 'reasons',
            title: t('settlement.moves.reasons'),
            render: (reasons: string[]) => (
              <Flex wrap gap={4}>
                {reasons.map((r) => (
                  <Tag key={r} color="orange">
                    {t(`settlement.moves.reason_${r}`)}
                  </Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}
