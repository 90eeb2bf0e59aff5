// The project's documents: DOCX, XLSX, PPTX or PDF up to 250 MB, checked here by name and size
// before the bytes travel (the API reads the kind from the bytes); download and delete. The list is
// the declared resource project-documents (decision 287) through Refine's useTable, 20 a page,
// newest first, the total told, read again after an upload or a deletion; a refused read is told in
// the API's words. The deletion goes through the data provider; the upload sends the file's bytes as
// they are (no JSON body for the data provider to carry).
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { App, Button, Card, Popconfirm, Table, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, PROJECT_DOCUMENT_MAX_BYTES, kindOfName } from '../../../../api/src/contract/project-documents.ts';
import { postProjectDocument, type ProjectDocument } from '../../session/api-client.ts';
import { useBusyTask } from '../../providers/use-busy-task.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { useActionsFixed } from '../generic/table-conventions.ts';
import { usePagedTable } from '../generic/use-paged-table.ts';

/** A row of project-documents: the upload answers the same shape. */
type DocumentRow = ProjectDocument & BaseRecord;

const ACCEPT = Object.entries(DOCUMENT_KINDS)
  .flatMap(([ext, k]) => [`.${ext}`, k.contentType])
  .join(',');

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function ProjectDocuments({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  // useTable through the shared paged-table hook: the project as a permanent filter, a refused read told at once.
  const { tableProps, rows, firstPage, reload } = usePagedTable<DocumentRow>('project-documents', { projectId });
  const page = tableProps.pagination.current ?? 1;
  const { run, busy } = useBusyTask();
  const { send } = useApiCommand();
  const actionsFixed = useActionsFixed();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!kindOfName(file.name)) {
      message.error(t('errors.PROJECT_DOCUMENT_TYPE_NOT_ALLOWED'));
      return;
    }
    if (file.size > PROJECT_DOCUMENT_MAX_BYTES) {
      message.error(t('errors.PROJECT_DOCUMENT_TOO_LARGE', { max: PROJECT_DOCUMENT_MAX_BYTES / (1024 * 1024) }));
      return;
    }
    await run(async () => {
      await postProjectDocument(projectId, file);
      message.success(t('projectDocuments.uploaded', { name: file.name }));
      // The newest comes first: back to the first page, or that page read again.
      if (page > 1) firstPage();
      else await reload();
    });
  };

  const remove = async (doc: ProjectDocument) => {
    if (!(await send(`/projects/${projectId}/documents/${doc.id}`, {}, { method: 'delete' }))) return;
    // The last row of a later page gone: back to the first page; otherwise this page read again.
    if (page > 1 && rows.length === 1) firstPage();
    else await reload();
  };

  return (
    <Card
      title={t('projectDocuments.title')}
      style={{ marginTop: 16 }}
      extra={
        <>
          <input ref={input} type="file" accept={ACCEPT} hidden data-testid="project-document-input" onChange={(e) => void choose(e.target.files?.[0])} />
          <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
            {t('projectDocuments.upload')}
          </Button>
        </>
      }
    >
      <Typography.Paragraph type="secondary">{t('projectDocuments.hint')}</Typography.Paragraph>
      <Table<ProjectDocument>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: t('projectDocuments.empty') }}
        columns={[
          {
            title: t('projectDocuments.name'),
            dataIndex: 'name',
            render: (name: string, doc) => (
              <Typography.Link href={`/api/projects/${projectId}/documents/${doc.id}`} aria-label={t('fileField.download', { name })}>
                {name}
              </Typography.Link>
            ),
          },
          { title: t('projectDocuments.size'), dataIndex: 'size', render: (size: number) => sizeText(size) },
          { title: t('projectDocuments.uploadedAt'), dataIndex: 'createdAt', render: (at: string) => formatMoment(at, asLanguage(i18n.language)) },
          {
            title: '',
            key: 'actions',
            width: 60,
            fixed: actionsFixed,
            render: (_: unknown, doc) => (
              <Popconfirm
                title={t('projectDocuments.deleteConfirm', { name: doc.name })}
                okText={t('projectDocuments.delete')}
                cancelText={t('projectDocuments.cancel')}
                onConfirm={() => remove(doc)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('projectDocuments.deleteNamed', { name: doc.name })} />
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
