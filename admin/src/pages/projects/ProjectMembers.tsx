// Members and privacy (screen members-privacy): who the project's privacy flags are about. The
// flags themselves are fields of the project (edited on its form); this says what they mean.
import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ProjectMembers as Members } from '../../session/api-client.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { formatMomentDay } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';

export function ProjectMembers({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const reading = useApiRead<Members>(`/projects/${projectId}/members`);
  const data = reading.data ?? null;
  const failed = reading.error ? (reading.error.message ?? String(reading.error)) : null;

  return (
    <Card title={t('projectMembers.title')} style={{ marginTop: 16 }} loading={!data && !failed}>
      {failed && <Typography.Text type="danger">{failed}</Typography.Text>}
      {data && (
        <>
          <Typography.Paragraph>
            {t(data.privacy ? 'projectMembers.private' : 'projectMembers.public')}
            {data.privacy && ` ${t(data.retiredMemberPrivacy ? 'projectMembers.retiredHidden' : 'projectMembers.retiredVisible')}`}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('projectMembers.members', { count: data.members.length })}</Typography.Title>
          <MemberTable
            rows={data.members}
            last={{ title: t('projectMembers.workGroups'), dataIndex: 'workGroups', render: (groups: string[]) => groups.map((g) => <Tag key={g}>{g}</Tag>) }}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('projectMembers.retired', { count: data.retiredMembers.length })}
          </Typography.Title>
          <MemberTable
            rows={data.retiredMembers}
            last={{ title: t('projectMembers.retiredAt'), dataIndex: 'retiredAt', render: (at: string) => formatMomentDay(at, asLanguage(i18n.language)) }}
          />
        </>
      )}
    </Card>
  );
}

/** The current or the retired members: their name and email, then `last` (their work groups, or when they left). */
function MemberTable<Row extends { id: string; name: string; email: string }>({ rows, last }: { rows: Row[]; last: ColumnType<Row> }) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={rows}
      locale={{ emptyText: t('projectMembers.none') }}
      columns={[{ title: t('projectMembers.name'), dataIndex: 'name' }, { title: t('projectMembers.email'), dataIndex: 'email' }, last]}
    />
  );
}
