// The project's activities (screen activities): the activity types of its practices or service
// units, which it takes, and its own estimate of hours for each (empty: the type's estimate).
import { App, Button, Card, Checkbox, Input, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProjectActivities, putProjectActivities, type ProjectActivity } from '../../session/api-client.ts';

export function ProjectActivities({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<ProjectActivity[] | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      setRows((await fetchProjectActivities(projectId)).data);
    } catch (error) {
      message.error((error as { message?: string }).message ?? String(error));
      setRows([]);
    }
  }, [projectId, message]);
  useEffect(() => { void load(); }, [load]);

  const change = (id: string, patch: Partial<ProjectActivity>) =>
    setRows((current) => current?.map((r) => (r.activityTypeId === id ? { ...r, ...patch } : r)) ?? null);

  const save = async () => {
    if (!rows) return;
    setSaving(true);
    try {
      const items = rows.filter((r) => r.selected).map((r) => ({ activityTypeId: r.activityTypeId, estimatedHours: r.estimatedHours?.trim() || null }));
      setRows((await putProjectActivities(projectId, items)).data);
      message.success(t('projectActivities.saved'));
    } catch (error) {
      // The first field's message says what to fix (a repeated or foreign type, hours of bad form).
      const e = error as { message?: string; errors?: Record<string, string[]> };
      message.error(Object.values(e.errors ?? {})[0]?.[0] ?? e.message ?? String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('projectActivities.title')}
      style={{ marginTop: 16 }}
      loading={rows === null}
      extra={<Button type="primary" loading={saving} onClick={() => void save()} disabled={!rows?.length}>{t('projectActivities.save')}</Button>}
    >
      <Table<ProjectActivity>
        rowKey="activityTypeId" size="small" pagination={false} scroll={{ x: true }} dataSource={rows ?? []}
        locale={{ emptyText: t('projectActivities.empty') }}
        columns={[
          {
            title: t('projectActivities.selected'), dataIndex: 'selected', width: 80,
            render: (selected: boolean, r) => (
              <Checkbox checked={selected} aria-label={t('projectActivities.take', { name: r.name })} onChange={(e) => change(r.activityTypeId, { selected: e.target.checked })} />
            ),
          },
          { title: t('projectActivities.name'), dataIndex: 'name' },
          { title: t('projectActivities.code'), dataIndex: 'code' },
          { title: t('projectActivities.defaultHours'), dataIndex: 'defaultEstimatedHours' },
          {
            title: t('projectActivities.hours'), dataIndex: 'estimatedHours', width: 140,
            render: (hours: string | null, r) => (
              <Input
                inputMode="decimal" value={hours ?? ''} disabled={!r.selected} placeholder={r.defaultEstimatedHours}
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
