// The notifications a project sent (screen notifications): who was told of what and when, and
// whether they read it. Who is told of which event is the project's notification settings
// (edited on its form, shown on its page).
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectNotification } from '../../session/api-client.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';

export function ProjectNotifications({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const reading = useApiRead<{ data: ProjectNotification[] }>(`/projects/${projectId}/notifications`);
  const rows = reading.data?.data ?? null;
  const failed = reading.error ? (reading.error.message ?? String(reading.error)) : null;

  return (
    <Card title={t('projectNotifications.title')} style={{ marginTop: 16 }} loading={!rows && !failed}>
      {failed && <Typography.Text type="danger">{failed}</Typography.Text>}
      {rows && (
        <Table<ProjectNotification>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          locale={{ emptyText: t('projectNotifications.empty') }}
          columns={[
            { title: t('projectNotifications.when'), dataIndex: 'createdAt', render: (at: string) => formatMoment(at, language) },
            { title: t('projectNotifications.event'), dataIndex: 'event', render: (event: string) => t(`enums.projectNotificationEvent.${event}`) },
            { title: t('projectNotifications.recipient'), dataIndex: 'userName' },
            {
              title: t('projectNotifications.read'),
              dataIndex: 'readAt',
              render: (at: string | null) =>
                at ? (
                  <Tag color="green">{t('projectNotifications.readAt', { at: formatMoment(at, language) })}</Tag>
                ) : (
                  <Tag>{t('projectNotifications.unread')}</Tag>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
