// The notifications a project sent (screen notifications): who was told of what and when, and
// whether they read it; the latest 100, from the declared view project-notifications. Who is told
// of which event is the project's notification settings (edited on its form, shown on its page).
import { useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { retryLostOnly } from '../../providers/use-api-read.ts';

interface ProjectNotification extends BaseRecord {
  id: string;
  event: string;
  createdAt: string;
  readAt: string | null;
  userId: string;
  /** The referenced rows' titles by id: the recipient's name. */
  titles: Record<string, string>;
}

/** The latest 100 (the resource's order: newest first), on one page. */
const LATEST = { currentPage: 1, pageSize: 100, mode: 'server' } as const;

export function ProjectNotifications({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { result, query } = useList<ProjectNotification, HttpError>({
    resource: 'project-notifications',
    filters: [{ field: 'projectId', operator: 'eq', value: projectId }],
    pagination: LATEST,
    errorNotification: false,
    queryOptions: { retry: retryLostOnly },
  });
  const rows = query.data ? result.data : null;
  const failed = query.error ? (query.error.message ?? String(query.error)) : null;

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
            { title: t('projectNotifications.recipient'), dataIndex: 'userId', render: (id: string, row) => row.titles[id] },
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
