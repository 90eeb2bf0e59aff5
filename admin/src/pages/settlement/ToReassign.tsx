// 'Servicios revisados', a project's detail: its audited activities to reassign (no responsible, a
// responsible no longer active or outside the activity's practice, an agreement not in force), each
// with its reasons; the checked ones reassigned or moved to a project whose agreement is in force.
import { Button, Card, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '../generic/use-paged-table.ts';
import { AuditedMoveDialogs, AuditedWorkTable, useAuditedMoves, type AuditedWork } from './AuditedWork.tsx';

interface Row extends AuditedWork {
  reasons: string[];
}

export function ToReassign({ projectId, version = 0, onMoved }: { projectId: string; version?: number; onMoved?: () => void }) {
  const { t } = useTranslation();
  const { tableProps, rows, reload } = usePagedTable<Row>('activities-to-reassign', { projectId });
  const moves = useAuditedMoves({ rows, reload, version, onMoved });

  return (
    <Card title={t('settlement.moves.toReassign')} style={{ marginTop: 16 }} data-testid="to-reassign">
      <Flex wrap gap="small" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => moves.open('reassign')} data-testid="to-reassign-reassign">
          {t('settlement.moves.reassign')}
        </Button>
        <Button onClick={() => moves.open('change')}>{t('settlement.moves.change')}</Button>
      </Flex>
      <AuditedMoveDialogs moves={moves} projectId={projectId} count={moves.selected.length} filters={{}} />
      <AuditedWorkTable<Row>
        tableProps={tableProps}
        moves={moves}
        columns={[
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
