// A pre-invoice's comments, the firm's and the client's (its lines: PreinvoiceDetailEdit.tsx), read
// and written through the declared preinvoice-comments resource (decision 276). A comment is
// internal unless its author shows it to the client (the link shows only those and the client's
// own); each one says which it is.
import { useCreate, useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Button, Card, Checkbox, Empty, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppHttpError } from '../../providers/http-error.ts';
import { failureText } from '../../providers/use-api-command.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { retryLostOnly, useToldReadFailure } from '../../providers/use-api-read.ts';
import { EVERY_ROW } from '../generic/list-constants.ts';

const RESOURCE = 'preinvoice-comments';

interface Comment extends BaseRecord {
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
  const { message } = App.useApp();
  const { result, query } = useList<Comment, HttpError>({
    resource: RESOURCE,
    filters: [{ field: 'preinvoiceId', operator: 'eq', value: preinvoiceId }],
    pagination: EVERY_ROW,
    errorNotification: false,
    queryOptions: { retry: retryLostOnly },
  });
  // A refused read is told in the API's words (the thread stays empty).
  useToldReadFailure(query.error);
  const comments = result.data ?? [];
  const [text, setText] = useState('');
  const [forClient, setForClient] = useState(false);
  // The list is read again once a comment is in (useCreate invalidates the resource's lists).
  const { mutateAsync: create, mutation } = useCreate<Comment, AppHttpError>();
  const send = async () => {
    try {
      await create({ resource: RESOURCE, values: { preinvoiceId, body: text, forClient }, successNotification: false, errorNotification: false });
    } catch (error) {
      // An empty comment is told by the body's own message alone ('Debes escribir un mensaje'), as it always was.
      const e = error as AppHttpError;
      void message.error(failureText(e.errors?.body ? { ...e, message: '' } : e));
      return;
    }
    setText('');
    setForClient(false);
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
        <Button loading={mutation.isPending} onClick={() => void send()}>
          {t('settlement.comments.send')}
        </Button>
      </div>
    </Card>
  );
}
