// A pre-invoice's comments, the firm's and the client's (its lines: PreinvoiceDetailEdit.tsx). A
// comment is internal unless its author shows it to the client (the link shows only those and the
// client's own); each one says which it is.
import { Button, Card, Checkbox, Empty, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';

interface Comment {
  id: string;
  userId: string | null;
  authorName: string;
  body: string;
  createdAt: string;
  forClient: boolean;
  fromClient: boolean;
}

export function PreinvoiceComments({ preinvoiceId }: { preinvoiceId: string }) {
  const { t, i18n } = useTranslation();
  // The comments, through the data provider; read again after one is added.
  const reading = useApiRead<Comment[]>(`/preinvoices/${preinvoiceId}/comments`);
  const comments = reading.data ?? [];
  const [text, setText] = useState('');
  const [forClient, setForClient] = useState(false);
  const command = useApiCommand();
  const load = () => reading.refetch();
  const send = async () => {
    if (!(await command.send(`/preinvoices/${preinvoiceId}/comments`, { body: text, forClient }))) return;
    setText('');
    setForClient(false);
    await load();
  };
  return (
    <Card title={t('settlement.comments.title')} style={{ marginTop: 16 }} data-testid="preinvoice-comments">
      {comments.length ? (
        <List
          size="small"
          dataSource={comments}
          renderItem={(c) => (
            <List.Item>
              <Typography.Text strong>{c.authorName}</Typography.Text>{' '}
              {c.fromClient ? (
                <Tag color="blue">{t('external.client')}</Tag>
              ) : (
                <Tag color={c.forClient ? 'green' : undefined}>{t(c.forClient ? 'settlement.comments.forClient' : 'settlement.comments.internal')}</Tag>
              )}
              <Typography.Text type="secondary">{formatMoment(c.createdAt, asLanguage(i18n.language))}</Typography.Text>
              <div>{c.body}</div>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('settlement.comments.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      <Input.TextArea
        rows={2}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('settlement.comments.placeholder')}
        aria-label={t('settlement.comments.placeholder')}
        style={{ marginTop: 12 }}
      />
      <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Checkbox checked={forClient} onChange={(e) => setForClient(e.target.checked)}>
          {t('settlement.comments.showToClient')}
        </Checkbox>
        <Button loading={command.busy} onClick={() => void send()}>
          {t('settlement.comments.send')}
        </Button>
      </div>
    </Card>
  );
}
