// A pre-invoice's comments, the firm's and the client's (its lines: PreinvoiceDetailEdit.tsx).
import { App, Button, Card, Empty, Input, List, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson, postJson } from '../../session/api-client.ts';

interface Comment { id: string; userId: string | null; authorName: string; body: string; createdAt: string }

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
