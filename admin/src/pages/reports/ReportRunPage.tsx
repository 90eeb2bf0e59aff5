// A saved report (reports/:id): generated when opened and on demand, shown as figures, a chart and a
// table, exported to XLSX with its progress; the specification's two outcomes (no data in the
// dates, a generation error) each say so plainly. Its author may edit or delete it.
import { DeleteOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { PageHeader } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AppHttpError } from '../../providers/http-error.ts';
import { REPORTS } from '../../resources/product-pages.ts';
import { useSession } from '../../session/session-context.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { DownloadButton } from '../generic/ExportButton.tsx';
import { deleteReport, fetchReport, reportExportUrl, runReport, type ReportResult, type SavedReport } from './report-api.ts';
import { ReportResultView } from './ReportResultView.tsx';

export default function ReportRunPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const { open } = useNotification();
  const { me } = useSession();
  const navigate = useNavigate();
  const [report, setReport] = useState<SavedReport | null>(null);
  const [outcome, setOutcome] = useState<{ result: ReportResult } | { error: AppHttpError } | null>(null);
  const [running, setRunning] = useState(false);

  const generate = useCallback(() => {
    setRunning(true);
    runReport(id)
      .then((result) => setOutcome({ result }))
      .catch((error: unknown) => setOutcome({ error: error as AppHttpError }))
      .finally(() => setRunning(false));
  }, [id]);

  useEffect(() => {
    fetchReport(id).then((r) => { setReport(r); generate(); })
      .catch((error: unknown) => setOutcome({ error: error as AppHttpError }));
  }, [id, generate]);

  const remove = async () => {
    try {
      await deleteReport(id);
      open?.({ type: 'success', message: t('reports.deleted') });
      navigate(REPORTS.path);
    } catch (error) {
      open?.({ type: 'error', message: (error as AppHttpError).message });
    }
  };

  const mine = report?.createdBy === me.user.id;
  return (
    <PageHeader
      title={report?.name ?? t('reports.title')} breadcrumb={<AppBreadcrumb />} onBack={() => navigate(REPORTS.path)}
      tags={report ? <Tag color={mine ? 'blue' : undefined}>{t(mine ? 'reports.mine' : 'reports.shared')}</Tag> : undefined}
      extra={report && (
        <Space wrap>
          <Button icon={<ReloadOutlined />} loading={running} onClick={generate}>{t('reports.run')}</Button>
          <DownloadButton url={reportExportUrl(id)} name={`${report.name}.xlsx`} label={t('reports.export')} />
          {mine && <Link to={`${REPORTS.path}/${id}/edit`}><Button icon={<EditOutlined />}>{t('reports.edit')}</Button></Link>}
          {mine && (
            <Popconfirm title={t('reports.deleteConfirm', { name: report.name })} onConfirm={() => void remove()}>
              <Button danger icon={<DeleteOutlined />}>{t('reports.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    >
      {report?.description && <Typography.Paragraph type="secondary">{report.description}</Typography.Paragraph>}
      <Card>
        {!outcome || (running && !('result' in outcome)) ? <Skeleton active /> : 'error' in outcome
          ? <Alert type={outcome.error.code === 'REPORT_NO_DATA' ? 'info' : 'error'} showIcon message={outcome.error.message} data-testid="report-outcome" />
          : report && <ReportResultView definition={report.definition} result={outcome.result} />}
      </Card>
    </PageHeader>
  );
}
