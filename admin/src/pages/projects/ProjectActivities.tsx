// The project's activities (screen activities): the activity types of its practices or service
// units, which it takes, and its own estimate of hours for each (empty: the type's estimate).
import { App, Button, Card, Checkbox, Input, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectActivity } from '../../session/api-client.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';

export function ProjectActivities({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // The types as read, then as the person checks and edits them until saved.
  const reading = useApiRead<{ data: ProjectActivity[] }>(`/projects/${projectId}/activities`, {
    onError: (error) => message.error(error.message ?? String(error)),
  });
  const [rows, setRows] = useState<ProjectActivity[] | null>(null);
  const read = reading.data?.data;
  useEffect(() => {
    setRows(read ?? (reading.error ? [] : null));
  }, [read, reading.error]);
  const { send, busy: saving } = useApiCommand();

  const change = (id: string, patch: Partial<ProjectActivity>) =>
    setRows((current) => current?.map((r) => (r.activityTypeId === id ? { ...r, ...patch } : r)) ?? null);

  const save = async () => {
    if (!rows) return;
    const items = rows.filter((r) => r.selected).map((r) => ({ activityTypeId: r.activityTypeId, estimatedHours: r.estimatedHours?.trim() || null }));
    // A refusal names what to fix (a repeated or foreign type, hours of bad form) after its message.
    const saved = await send<{ data: ProjectActivity[] }>(`/projects/${projectId}/activities`, { items }, { method: 'put' });
    if (!saved) return;
    setRows(saved.data);
    message.success(t('projectActivities.saved'));
  };

  return (
    <Card
      title={t('projectActivities.title')}
      style={{ marginTop: 16 }}
      loading={rows === null}
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()} disabled={!rows?.length}>
          {t('projectActivities.save')}
        </Button>
      }
    >
      <Table<ProjectActivity>
        rowKey="activityTypeId"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows ?? []}
        locale={{ emptyText: t('projectActivities.empty') }}
        columns={[
          {
            title: t('projectActivities.selected'),
            dataIndex: 'selected',
            width: 80,
            render: (selected: boolean, r) => (
              <Checkbox
                checked={selected}
                aria-label={t('projectActivities.take', { name: r.name })}
                onChange={(e) => change(r.activityTypeId, { selected: e.target.checked })}
              />
            ),
          },
          { title: t('projectActivities.name'), dataIndex: 'name' },
          { title: t('projectActivities.code'), dataIndex: 'code' },
          { title: t('projectActivities.defaultHours'), dataIndex: 'defaultEstimatedHours' },
          {
            title: t('projectActivities.hours'),
            dataIndex: 'estimatedHours',
            width: 140,
            render: (hours: string | null, r) => (
              <Input
                inputMode="decimal"
                value={hours ?? ''}
                disabled={!r.selected}
                placeholder={r.defaultEstimatedHours}
                aria-label={t('projectActivities.hoursOf', { name: r.name })}
                onChange={(e) => change(r.activityTypeId, { estimatedHours: e.target.value })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
