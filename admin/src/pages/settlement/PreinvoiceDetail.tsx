// A pre-invoice's lines (a page of 20 with the total) and its comments, the firm's and the client's.
import { App, Button, Card, Empty, Input, List, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { getJson, postJson } from '../../session/api-client.ts';
import { usePageOf } from './use-page-of.ts';
import { formatDecimal } from '../generic/format-decimal.ts';
import { formatMoney } from './money.ts';

interface Line {
  id: string; position: number; concept: string; description: string; lineDate: string; quantity: string; unitPrice: string;
  amount: string; taxes: string; withholdings: string; projectName: string; userName: string;
}
interface Comment { id: string; userId: string | null; authorName: string; body: string; createdAt: string }

export function PreinvoiceLines({ preinvoiceId }: { preinvoiceId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { rows, total, page, setPage } = usePageOf<Line>(`/api/preinvoices/${preinvoiceId}/lines`, {});
  const money = (v: string) => formatMoney(v, language);
  return (
    <Card title={t('settlement.lines.title')} style={{ marginTop: 16 }} data-testid="preinvoice-lines">
      <Table<Line>
        rowKey="id" size="small" dataSource={rows} scroll={{ x: true }}
        pagination={{ current: page, pageSize: 20, total, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('list.total', { count: n }) }}
        columns={[
          { key: 'concept', dataIndex: 'concept', title: t('settlement.amounts.concept'), render: (c: string) => t(`settlement.amounts.concepts.${c}`) },
          { key: 'description', dataIndex: 'description', title: t('settlement.amounts.description') },
          { key: 'project', dataIndex: 'projectName', title: t('settlement.lines.project') },
          { key: 'professional', dataIndex: 'userName', title: t('settlement.lines.professional') },
          { key: 'date', dataIndex: 'lineDate', title: t('settlement.amounts.date') },
          { key: 'quantity', dataIndex: 'quantity', title: t('settlement.amounts.quantity'), align: 'right', render: (v: string) => formatDecimal(v, language) },
          { key: 'unitPrice', dataIndex: 'unitPrice', title: t('settlement.amounts.unitPrice'), align: 'right', render: (v: string) => formatDecimal(v, language) },
          { key: 'amount', dataIndex: 'amount', title: t('settlement.amounts.amount'), align: 'right', render: money },
          { key: 'taxes', dataIndex: 'taxes', title: t('settlement.lines.taxes'), align: 'right', render: money },
          { key: 'withholdings', dataIndex: 'withholdings', title: t('settlement.lines.withholdings'), align: 'right', render: money },
        ]}
      />
    </Card>
  );
}

export function PreinvoiceComments({ preinvoiceId }: { preinvoiceId: string }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [comments, setComments] = useState<Comment[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => getJson<Comment[]>(`/api/preinvoices/${preinvoiceId}/comments`).then(setComments).catch(() => undefined), [preinvoiceId]);
  useEffect(() => { void load(); }, [load]);
  const send = async () => {
    setBusy(true);
    try {
      await postJson(`/api/preinvoices/${preinvoiceId}/comments`, { body: text });
      setText('');
      await load();
    } catch (error) {
      message.error((error as { message?: string }).message ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('settlement.comments.title')} style={{ marginTop: 16 }} data-testid="preinvoice-comments">
      {comments.length ? (
        <List size="small" dataSource={comments} renderItem={(c) => (
          <List.Item>
            <Typography.Text strong>{c.authorName}</Typography.Text>{' '}
            {!c.userId && <Tag>{t('external.client')}</Tag>}
            <Typography.Text type="secondary">{new Date(c.createdAt).toLocaleString(i18n.language)}</Typography.Text>
            <div>{c.body}</div>
          </List.Item>
        )} />
      ) : <Empty description={t('settlement.comments.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <Input.TextArea rows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('settlement.comments.placeholder')}
        aria-label={t('settlement.comments.placeholder')} style={{ marginTop: 12 }} />
      <Button style={{ marginTop: 8 }} loading={busy} onClick={() => void send()}>{t('settlement.comments.send')}</Button>
    </Card>
  );
}
