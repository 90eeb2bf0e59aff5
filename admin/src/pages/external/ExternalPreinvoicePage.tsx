// /external/settlement-billing/preinvoice-client/detail/{companyId}/{preinvoiceId}#t=<token>: the
// client's view of a pre-invoice, without signing in (document 2's external area). The token stays
// in the fragment (never sent to a server as part of a URL) and travels in a header to the API; any
// bad link gets the same answer, shown as "invalid or expired".
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { isApiErrorBody, fromApiError, type AppHttpError } from '../../providers/http-error.ts';
import { LanguageSwitchStandalone } from '../../shell/LanguageSwitch.tsx';
import { formatDay } from '../../i18n/dates.ts';
import {
  ClientCommentForm,
  ClientComments,
  ClientPreinvoiceHeader,
  ClientPreinvoiceLines,
  ClientPreinvoiceTitle,
  type CommentedPreinvoice,
} from './ClientPreinvoiceView.tsx';

interface View extends CommentedPreinvoice {
  linkExpiresAt: string;
}

/** The ids of the path and the token of the fragment (#t=...). */
export function linkParts(pathname: string, hash: string) {
  const [companyId = '', preinvoiceId = ''] = pathname.replace(/^\/external\/settlement-billing\/preinvoice-client\/detail\/?/, '').split('/');
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';
  return { api: `/api/external/preinvoices/${encodeURIComponent(companyId)}/${encodeURIComponent(preinvoiceId)}`, token };
}

export default function ExternalPreinvoicePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const language = asLanguage(i18n.language);
  const { api, token } = useMemo(() => linkParts(window.location.pathname, window.location.hash), []);
  const [view, setView] = useState<View | null>(null);
  const [failure, setFailure] = useState<'invalid' | 'other' | null>(null);
  const [failureText, setFailureText] = useState('');
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ authorName: string; body: string }>();

  const call = useCallback(
    async (suffix = '', init: RequestInit = {}) => {
      const response = await fetch(`${api}${suffix}`, {
        ...init,
        credentials: 'omit',
        headers: {
          Accept: 'application/json',
          'Accept-Language': language,
          'x-link-token': token,
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
      });
      if (response.ok) return response;
      const body: unknown = await response.json().catch(() => null);
      throw isApiErrorBody(body) ? fromApiError(body, response.status, language) : { message: t('app.networkError'), statusCode: response.status };
    },
    [api, token, language, t],
  );

  const load = useCallback(async () => {
    try {
      setView((await (await call()).json()) as View);
      setFailure(null);
    } catch (e) {
      const error = e as AppHttpError;
      setFailure(error.code === 'EXTERNAL_LINK_INVALID' ? 'invalid' : 'other');
      setFailureText(error.message);
    }
  }, [call]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async (values: { authorName: string; body: string }) => {
    setSending(true);
    try {
      await call('/comments', { method: 'POST', body: JSON.stringify({ authorName: values.authorName.trim(), body: values.body }) });
      form.resetFields(['body']);
      void message.success(t('external.commentSent'));
      await load();
    } catch (e) {
      const error = e as AppHttpError;
      const fields = Object.entries(error.errors ?? {}).map(([name, errors]) => ({ name: name as 'authorName' | 'body', errors: errors as string[] }));
      if (fields.length) form.setFields(fields);
      else if (error.code === 'MESSAGE_REQUIRED') form.setFields([{ name: 'body', errors: [error.message] }]);
      else void message.error(error.message);
    } finally {
      setSending(false);
    }
  };

  const download = async () => {
    try {
      const blob = await (await call(`/pdf?language=${language}`)).blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${view?.code ?? 'prefactura'}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      void message.error((e as AppHttpError).message);
    }
  };

  const frame = (content: React.ReactNode) => (
    <div style={{ minHeight: '100vh', background: '#f5f5f5', padding: 'clamp(8px, 3vw, 24px)' }} data-testid="external-preinvoice">
      <div style={{ maxWidth: 1100, margin: '0 auto' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
          <Typography.Title level={3} style={{ margin: 0, color: view?.mainColor ?? undefined }}>
            {view?.companyName ?? t('external.title')}
          </Typography.Title>
          <LanguageSwitchStandalone />
        </Space>
        {content}
      </div>
    </div>
  );

  if (failure === 'invalid') {
    return frame(
      <Card data-testid="external-invalid">
        <Result status="warning" title={t('external.invalidTitle')} subTitle={failureText} />
      </Card>,
    );
  }
  if (failure === 'other') return frame(<Alert type="error" showIcon message={failureText} />);
  if (!view)
    return frame(
      <Card>
        <Skeleton active />
      </Card>,
    );

  return frame(
    <>
      <ClientPreinvoiceHeader
        view={view}
        title={<ClientPreinvoiceTitle view={view} />}
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void download()}>
            {t('settlement.pdf')}
          </Button>
        }
        facts={<Descriptions.Item label={t('external.linkExpires')}>{formatDay(view.linkExpiresAt, language)}</Descriptions.Item>}
      />
      <ClientPreinvoiceLines view={view} testPrefix="external" />
      <ClientComments comments={view.comments} testId="external-comments">
        <ClientCommentForm form={form} sending={sending} onSend={send}>
          <Form.Item name="authorName" label={t('external.yourName')} rules={[{ required: true, whitespace: true, message: t('external.nameRequired') }]}>
            <Input maxLength={200} autoComplete="name" />
          </Form.Item>
        </ClientCommentForm>
      </ClientComments>
    </>,
  );
}
