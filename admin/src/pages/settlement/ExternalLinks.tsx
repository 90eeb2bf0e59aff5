// The client's links of a pre-invoice: issue a signed link valid a chosen number of days (15 by
// default, at most 90), copy it, see the links issued (who, until when, how often opened) and revoke one.
import { LinkOutlined } from '@ant-design/icons';
import { useList, type HttpError } from '@refinedev/core';
import { App, Button, Card, InputNumber, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryLostOnly, useToldReadFailure } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { useActionsFixed } from '../generic/table-conventions.ts';

/** The links a pre-invoice shows (its newest; a handful in practice). */
const LINKS_SHOWN = 200;

interface Issued {
  id: string;
  path: string;
  expiresAt: string;
}
interface LinkRow {
  id: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  useCount: number;
  createdByName: string;
  inForce: boolean;
}

export function ExternalLinks({ preinvoiceId, state }: { preinvoiceId: string; state?: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message } = App.useApp();
  const [days, setDays] = useState<number | null>(15);
  const { send, busy } = useApiCommand();
  const [issued, setIssued] = useState<Issued | null>(null);
  const base = `/preinvoices/${preinvoiceId}/external-links`;
  const actionsFixed = useActionsFixed();
  // The links, the declared preinvoice-links (decision 282), newest first; read again after each change.
  const { result, query: reading } = useList<LinkRow, HttpError>({
    resource: 'preinvoice-links',
    filters: [{ field: 'preinvoiceId', operator: 'eq', value: preinvoiceId }],
    pagination: { currentPage: 1, pageSize: LINKS_SHOWN, mode: 'server' },
    errorNotification: false,
    queryOptions: { retry: retryLostOnly },
  });
  const rows = result.data ?? [];
  const load = () => reading.refetch();
  useToldReadFailure(reading.error);

  const issue = async () => {
    const made = await send<Issued>(base, { days: days ?? 15 });
    if (!made) return;
    setIssued(made);
    await load();
  };
  const revoke = async (id: string) => {
    if (!(await send(`/preinvoice-links/${id}/revoke`))) return;
    if (issued?.id === id) setIssued(null);
    void message.success(t('external.links.revoked'));
    await load();
  };
  const when = (v: string | null) => (v ? formatMoment(v, language) : '—');
  const url = issued ? `${window.location.origin}${issued.path}` : '';

  return (
    <Card title={t('external.links.title')} style={{ marginTop: 16 }} data-testid="preinvoice-external-links">
      <Typography.Paragraph type="secondary">{t('external.links.help')}</Typography.Paragraph>
      <Space wrap>
        <span>{t('external.links.days')}</span>
        <InputNumber min={1} max={90} precision={0} value={days} onChange={setDays} aria-label={t('external.links.days')} />
        <Button type="primary" icon={<LinkOutlined />} loading={busy} disabled={state === 'canceled'} onClick={() => void issue()}>
          {t('external.links.issue')}
        </Button>
      </Space>
      {issued && (
        <Typography.Paragraph copyable={{ text: url }} style={{ marginTop: 12, wordBreak: 'break-all' }} data-testid="external-link-url">
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </Typography.Paragraph>
      )}
      <Table<LinkRow>
        rowKey="id"
        size="small"
        dataSource={rows}
        scroll={{ x: true }}
        style={{ marginTop: 12 }}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        columns={[
          { key: 'createdAt', dataIndex: 'createdAt', title: t('external.links.createdAt'), render: when },
          { key: 'by', dataIndex: 'createdByName', title: t('external.links.by') },
          { key: 'expiresAt', dataIndex: 'expiresAt', title: t('external.links.expiresAt'), render: when },
          { ...AMOUNT_COLUMN, key: 'uses', dataIndex: 'useCount', title: t('external.links.uses') },
          { key: 'lastUsedAt', dataIndex: 'lastUsedAt', title: t('external.links.lastUsedAt'), render: when },
          {
            key: 'state',
            title: t('external.links.state'),
            render: (_, r) => (
              <Tag color={r.inForce ? 'green' : undefined}>
                {t(`external.links.${r.revokedAt ? 'stateRevoked' : r.inForce ? 'stateActive' : 'stateExpired'}`)}
              </Tag>
            ),
          },
          {
            key: 'revoke',
            title: '',
            fixed: actionsFixed,
            render: (_, r) =>
              r.inForce && (
                <Popconfirm
                  title={t('external.links.revokeConfirm')}
                  onConfirm={() => revoke(r.id)}
                  okText={t('external.links.revoke')}
                  cancelText={t('buttons.cancel')}
                >
                  <Button size="small" danger>
                    {t('external.links.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
