// A saved report (reports/:id): generated when opened and on demand, shown as figures, a chart and a
// table, exported to XLSX with its progress; the specification's two outcomes (no data in the
// dates, a generation error) each say so plainly. Its author may edit or delete it.
import { DeleteOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { PageHeader } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AppHttpError } from '../../providers/http-error.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { REPORTS } from '../../resources/product-pages.ts';
import { useSession } from '../../session/session-context.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { DownloadButton } from '../generic/ExportButton.tsx';
import { reportExportUrl, type ReportResult, type SavedReport } from './report-api.ts';
import { ReportResultView } from './ReportResultView.tsx';

export default function ReportRunPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const { open } = useNotification();
  const { me } = useSession();
  const navigate = useNavigate();
  const reading = useApiRead<SavedReport>(`/reports/${id}`);
  const report = reading.data ?? null;
  const [outcome, setOutcome] = useState<{ result: ReportResult } | { error: AppHttpError } | null>(null);
  const run = useApiCommand();
  const running = run.busy;
  const { send } = run;
  const removal = useApiCommand();

  // Generated: a report without data in its dates, or one that fails, says so in the page.
  const generate = useCallback(async () => {
    const result = await send<ReportResult>(`/reports/${id}/run`, {}, { onFailure: (error) => setOutcome({ error }) });
    if (result) setOutcome({ result });
  }, [id, send]);
  // Once when the report is read; a report that cannot be read says why instead.
  const generated = useRef('');
  useEffect(() => {
    if (reading.error) setOutcome({ error: reading.error as AppHttpError });
    if (!report || generated.current === id) return;
    generated.current = id;
    void generate();
  }, [id, report, reading.error, generate]);

  const remove = async () => {
    const removed = await removal.send(`/reports/${id}`, {}, { method: 'delete', onFailure: (error) => open?.({ type: 'error', message: error.message }) });
    if (!removed) return;
    open?.({ type: 'success', message: t('reports.deleted') });
    navigate(REPORTS.path);
  };

  const mine = report?.createdBy === me.user.id;
  return (
    <PageHeader
      title={report?.name ?? t('reports.title')}
      breadcrumb={<AppBreadcrumb />}
      onBack={() => navigate(REPORTS.path)}
      tags={report ? <Tag color={mine ? 'blue' : undefined}>{t(mine ? 'reports.mine' : 'reports.shared')}</Tag> : undefined}
      extra={
        report && (
          <Space wrap>
            <Button icon={<ReloadOutlined />} loading={running} onClick={() => void generate()}>
              {t('reports.run')}
            </Button>
            <DownloadButton url={reportExportUrl(id)} name={`${report.name}.xlsx`} label={t('reports.export')} />
            {mine && (
              <Link to={`${REPORTS.path}/${id}/edit`}>
                <Button icon={<EditOutlined />}>{t('reports.edit')}</Button>
              </Link>
            )}
            {mine && (
              <Popconfirm title={t('reports.deleteConfirm', { name: report.name })} onConfirm={() => void remove()}>
                <Button danger icon={<DeleteOutlined />}>
                  {t('reports.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      {report?.description && <Typography.Paragraph type="secondary">{report.description}</Typography.Paragraph>}
      <Card>
        {!outcome || (running && !('result' in outcome)) ? (
          <Skeleton active />
        ) : 'error' in outcome ? (
          <Alert type={outcome.error.code === 'REPORT_NO_DATA' ? 'info' : 'error'} showIcon message={outcome.error.message} data-testid="report-outcome" />
        ) : (
          report && <ReportResultView definition={report.definition} result={outcome.result} />
        )}
      </Card>
    </PageHeader>
  );
}
