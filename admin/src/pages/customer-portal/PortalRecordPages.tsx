// The records a client's contact opens from the portal: a project (its agreements, pre-invoices,
// invoices and balance), a pre-invoice (read as the client reads it, with its PDF, and a comment
// while it is in revision) and an invoice (its totals, credits, payments, balance, lines and PDF).
// The API answers a record of another client as not found.
import type { BaseRecord } from '@refinedev/core';
import { PageHeader } from '@refinedev/antd';
import { App, Button, Card, Descriptions, Form, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDay } from '../../i18n/dates.ts';
import { formatInstant } from '../../session/company-time.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { CUSTOMER_PORTAL } from '../../resources/product-pages.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { DownloadButton } from '../generic/ExportButton.tsx';
import {
  ClientCommentForm,
  ClientComments,
  ClientPreinvoiceHeader,
  ClientPreinvoiceLines,
  ClientPreinvoiceTitle,
  type ClientPreinvoice,
  type CommentedPreinvoice,
} from '../external/ClientPreinvoiceView.tsx';
import {
  Amount,
  PortalBalances,
  PortalInvoices,
  PortalPreinvoices,
  usePortalData,
  type PortalBalance,
  type PortalInvoiceRow,
  type PortalPreinvoiceRow,
} from './portal-data.tsx';

/** A portal record's page: back to the portal, and the record once it is read (or why not). */
function PortalRecord<T extends BaseRecord>({
  url,
  title,
  version,
  children,
}: {
  url: string;
  title: (data: T) => ReactNode;
  version?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error } = usePortalData<T>(url, version);
  return (
    <PageHeader title={data ? title(data) : t('pages.customerPortal.title')} onBack={() => void navigate(CUSTOMER_PORTAL.path)}>
      {error ? (
        <Result status="warning" title={error} extra={<Button onClick={() => void navigate(CUSTOMER_PORTAL.path)}>{t('customerPortal.back')}</Button>} />
      ) : data ? (
        children(data)
      ) : (
        <Card>
          <Skeleton active />
        </Card>
      )}
    </PageHeader>
  );
}

interface PortalProject {
  id: string;
  name: string;
  description: string | null;
  requestedBy: string | null;
  state: string;
  matterCode: string | null;
  clientMatterCode: string | null;
  agreements: { id: string; type: number; state: string; startDate: string; endDate: string | null; currency: string | null }[];
  preinvoices: PortalPreinvoiceRow[];
  invoices: PortalInvoiceRow[];
  balances: PortalBalance[];
}

export function PortalProjectPage() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { id = '' } = useParams();
  return (
    <PortalRecord<PortalProject> url={`/api/customer-portal/projects/${encodeURIComponent(id)}`} title={(p) => p.name}>
      {(p) => (
        <div data-testid="portal-project">
          <Card>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
              <Descriptions.Item label={t('customerPortal.state')}>
                <Tag>{t(`enums.activationState.${p.state}`, { defaultValue: p.state })}</Tag>
              </Descriptions.Item>
              {p.clientMatterCode && <Descriptions.Item label={t('customerPortal.yourReference')}>{p.clientMatterCode}</Descriptions.Item>}
              {p.matterCode && <Descriptions.Item label={t('customerPortal.firmReference')}>{p.matterCode}</Descriptions.Item>}
              {p.requestedBy && <Descriptions.Item label={t('customerPortal.requestedBy')}>{p.requestedBy}</Descriptions.Item>}
              {p.description && (
                <Descriptions.Item label={t('customerPortal.description')} span={3}>
                  {p.description}
                </Descriptions.Item>
              )}
            </Descriptions>
            <PortalBalances balances={p.balances} />
          </Card>
          <Card title={t('customerPortal.agreements')} style={{ marginTop: 16 }} data-testid="portal-agreements">
            {p.agreements.length ? (
              p.agreements.map((a) => (
                <div key={a.id}>
                  <Tag>{t(`enums.tradeAgreementType.${a.type}`)}</Tag>
                  {t('customerPortal.validity', {
                    from: formatDay(a.startDate, language),
                    to: a.endDate ? formatDay(a.endDate, language) : t('customerPortal.openEnded'),
                  })}
                  {a.currency ? ` · ${a.currency}` : ''}
                </div>
              ))
            ) : (
              <Typography.Text type="secondary">{t('customerPortal.none')}</Typography.Text>
            )}
          </Card>
          <Card title={t('customerPortal.preinvoices')} style={{ marginTop: 16 }}>
            <PortalPreinvoices rows={p.preinvoices} showProject={false} />
          </Card>
          <Card title={t('customerPortal.invoices')} style={{ marginTop: 16 }}>
            <PortalInvoices rows={p.invoices} showProject={false} />
          </Card>
        </div>
      )}
    </PortalRecord>
  );
}

interface PortalPreinvoice extends CommentedPreinvoice {
  id: string;
  canComment: boolean;
}

export function PortalPreinvoicePage() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message } = App.useApp();
  const { id = '' } = useParams();
  const [version, setVersion] = useState(0);
  const { send: command, busy: sending } = useApiCommand();
  const [form] = Form.useForm<{ body: string }>();
  const send = async ({ body }: { body: string }) => {
    const sent = await command(
      `/customer-portal/preinvoices/${encodeURIComponent(id)}/comments`,
      { body },
      {
        // What the API says of the comment goes under its field; anything else, as a message.
        onFailure: (error) => {
          const said = error.errors?.body;
          if (said) form.setFields([{ name: 'body', errors: (Array.isArray(said) ? said : [said]).map(String) }]);
          else void message.error(error.message);
        },
      },
    );
    if (!sent) return;
    form.resetFields();
    void message.success(t('external.commentSent'));
    setVersion((v) => v + 1);
  };
  return (
    <PortalRecord<PortalPreinvoice>
      url={`/api/customer-portal/preinvoices/${encodeURIComponent(id)}`}
      version={version}
      title={(p) => <ClientPreinvoiceTitle view={p} />}
    >
      {(p) => (
        <div data-testid="portal-preinvoice">
          <ClientPreinvoiceHeader
            view={p}
            title={p.companyName}
            extra={
              <DownloadButton url={`/api/customer-portal/preinvoices/${p.id}/pdf?language=${language}`} name={`${p.code}.pdf`} label={t('settlement.pdf')} />
            }
          />
          <ClientPreinvoiceLines view={p} testPrefix="portal" />
          <ClientComments comments={p.comments} testId="portal-comments">
            {p.canComment ? (
              <ClientCommentForm form={form} sending={sending} onSend={send} />
            ) : (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
                {t('customerPortal.commentsClosed')}
              </Typography.Paragraph>
            )}
          </ClientComments>
        </div>
      )}
    </PortalRecord>
  );
}

interface Settlement {
  id: string;
  code: string;
  createdAt: string;
  amount?: string;
  invoiceValue?: string;
}
interface PortalInvoice extends ClientPreinvoice {
  id: string;
  number: string;
  issueDate: string;
  preinvoiceCode: string;
  credited: string;
  paid: string;
  balance: string;
  payments: Settlement[];
  creditNotes: Settlement[];
}

export function PortalInvoicePage() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { id = '' } = useParams();
  return (
    <PortalRecord<PortalInvoice>
      url={`/api/customer-portal/invoices/${encodeURIComponent(id)}`}
      title={(i) => (
        <Space wrap>
          <span>
            {t('customerPortal.invoice')} {i.number}
          </span>
          <Tag>{t(`enums.invoiceState.${i.state}`)}</Tag>
        </Space>
      )}
    >
      {(i) => (
        <div data-testid="portal-invoice">
          <ClientPreinvoiceHeader
            view={i}
            title={i.companyName}
            extra={
              <DownloadButton url={`/api/customer-portal/invoices/${i.id}/pdf?language=${language}`} name={`${i.number}.pdf`} label={t('settlement.pdf')} />
            }
            facts={<Descriptions.Item label={t('customerPortal.issueDate')}>{formatDay(i.issueDate, language)}</Descriptions.Item>}
          />
          <Card style={{ marginTop: 16 }} data-testid="portal-invoice-balance">
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
              <Descriptions.Item label={t('customerPortal.total')}>
                <Amount value={i.total} currency={i.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={t('customerPortal.credited')}>
                <Amount value={i.credited} currency={i.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={t('customerPortal.paid')}>
                <Amount value={i.paid} currency={i.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={t('customerPortal.balance')}>
                <strong>
                  <Amount value={i.balance} currency={i.currency} />
                </strong>
              </Descriptions.Item>
            </Descriptions>
            {[
              ...i.creditNotes.map((n) => ({ ...n, kind: 'creditNote', value: n.invoiceValue! })),
              ...i.payments.map((p) => ({ ...p, kind: 'payment', value: p.amount! })),
            ]
              .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
              .map((m) => (
                <div key={`${m.kind}-${m.id}`} data-testid="portal-invoice-settlement">
                  {t(`customerPortal.${m.kind}`, { code: m.code, date: formatDay(formatInstant(m.createdAt, 'YYYY-MM-DD'), language) })}:{' '}
                  <Amount value={m.value} currency={i.currency} />
                </div>
              ))}
          </Card>
          <ClientPreinvoiceLines view={i} testPrefix="portal" />
        </div>
      )}
    </PortalRecord>
  );
}
