// /auth/need-help: the help form of the login page (no session needed): email and concern.
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppHttpError } from '../../providers/http-error.ts';
import { postNeedHelp } from '../../session/api-client.ts';
import { AuthCard } from './AuthCard.tsx';

interface Values {
  email: string;
  concern: string;
}

export default function NeedHelpPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (values: Values) => {
    setSending(true);
    try {
      await postNeedHelp({ email: values.email.trim(), concern: values.concern.trim() });
      setSent(true);
    } catch (e) {
      const error = e as AppHttpError;
      const fields = Object.entries(error.errors ?? {}).map(([name, errors]) => ({ name: name as keyof Values, errors: errors as string[] }));
      if (fields.length) form.setFields(fields);
      else void message.error(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t('needHelp.title')}>
      {sent ? (
        <Alert type="success" showIcon message={t('needHelp.sent')} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => {
            void submit(v);
          }}
        >
          <Form.Item
            name="email"
            label={t('needHelp.email')}
            rules={[
              { required: true, message: t('needHelp.emailRequired') },
              { type: 'email', message: t('needHelp.emailInvalid') },
            ]}
          >
            <Input autoComplete="email" maxLength={254} />
          </Form.Item>
          <Form.Item name="concern" label={t('needHelp.concern')} rules={[{ required: true, whitespace: true, message: t('needHelp.concernRequired') }]}>
            <Input.TextArea rows={5} maxLength={2000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} block>
            {t('needHelp.send')}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <a href="/">{t('needHelp.backToLogin')}</a>
      </div>
    </AuthCard>
  );
}
