// A currency's or indexing unit's page: the generated show page, and for an indexing unit a
// conversion of an amount into its standard currency on a date (GET /api/currencies/{id}/convert).
import { useApiUrl, useCustom, useShow, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDay } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { formatDecimal } from '../generic/format-decimal.ts';
import { normalizeDecimal } from '../../fields/decimal.tsx';

interface Conversion {
  result: string;
  rounded: string;
  equivalency: { validFrom: string; value: string } | null;
}

function ConversionCard({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const apiUrl = useApiUrl();
  const [asked, setAsked] = useState<{ amount: string; date: string } | null>(null);
  const { result, query } = useCustom<Conversion>({
    url: `${apiUrl}/currencies/${id}/convert`,
    method: 'get',
    config: { query: asked ?? {} },
    queryOptions: { enabled: asked !== null, retry: false },
    errorNotification: false,
  });
  const answer = query.isSuccess ? result.data : undefined;
  return (
    <Card title={t('currencyConversion.title')} style={{ marginTop: 16 }} data-testid="currency-conversion">
      <Form layout="inline" onFinish={(v: { amount: string; date: string }) => setAsked({ amount: normalizeDecimal(v.amount), date: v.date })}>
        <Form.Item name="amount" label={t('currencyConversion.amount')} rules={[{ required: true, message: t('errors.REQUIRED') }]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="date" label={t('currencyConversion.date')} rules={[{ required: true, message: t('errors.REQUIRED') }]}>
          <Input type="date" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('currencyConversion.convert')}
        </Button>
      </Form>
      <Space direction="vertical" style={{ marginTop: 12 }}>
        {query.isError && <Alert type="error" showIcon message={(query.error as HttpError | null)?.message} />}
        {answer && (
          <Typography.Text data-testid="conversion-result">
            {t('currencyConversion.result', {
              result: formatDecimal(answer.rounded, language),
              value: answer.equivalency ? formatDecimal(answer.equivalency.value, language) : '1',
              from: formatDay(answer.equivalency?.validFrom, language),
            })}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}

export default function CurrencyShow({ name }: OverrideProps) {
  const { id } = useParams();
  const { result: record } = useShow<BaseRecord>({ resource: name, id });
  return (
    <>
      <GenericShow name={name} />
      {id && Number(record?.type) === 2 && <ConversionCard id={id} />}
    </>
  );
}
