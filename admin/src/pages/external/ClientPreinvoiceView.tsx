// A pre-invoice as its client reads it, the same on the signed link's page (ExternalPreinvoicePage)
// and in the customer portal (PortalPreinvoicePage, PortalInvoicePage): the header, the lines with
// the totals and the rounding rule, and the comments written for the client and its own. Each page
// brings its own PDF button and extra facts; the comment form is shared, with the page's own fields.
import { Button, Card, Descriptions, Empty, Form, Input, List, Space, Table, Tag, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoment, formatMonth } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { AMOUNT_STYLE } from '../generic/amount.tsx';
import { formatDecimal } from '../generic/format-decimal.ts';
import { formatMoney } from '../settlement/money.ts';

export interface ClientLine {
  id: string;
  concept: string;
  description: string;
  lineDate: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  taxes: string;
  withholdings: string;
  projectName: string;
  userName: string;
}
export interface ClientComment {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
  fromClient: boolean;
}
/** A pre-invoice as its client reads it, with the comments for the client. */
export interface CommentedPreinvoice extends ClientPreinvoice {
  comments: ClientComment[];
}
export interface ClientPreinvoice {
  code: string;
  state: string;
  period: string;
  clientName: string;
  clientDocument: string | null;
  currency: string;
  companyName: string;
  mainColor: string | null;
  roundingEs: string;
  roundingEn: string;
  subtotal: string;
  taxes: string;
  withholdings: string;
  total: string;
  projects: string[];
  lines: ClientLine[];
  lineCount: number;
}

export function ClientPreinvoiceHeader({ view, title, extra, facts }: { view: ClientPreinvoice; title: ReactNode; extra?: ReactNode; facts?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <Card title={title} extra={extra}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('external.client')}>
          {view.clientName}
          {view.clientDocument ? ` (${view.clientDocument})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('external.projects')}>{view.projects.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('external.period')}>{formatMonth(view.period, language)}</Descriptions.Item>
        <Descriptions.Item label={t('external.currency')}>{view.currency}</Descriptions.Item>
        {facts}
      </Descriptions>
    </Card>
  );
}

/** The lines and totals; `testPrefix`-lines and `testPrefix`-totals name them for the tests. */
export function ClientPreinvoiceLines({ view, testPrefix }: { view: ClientPreinvoice; testPrefix: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const money = (v: string) => <span style={AMOUNT_STYLE}>{formatMoney(v, language)}</span>;
  return (
    <Card title={t('settlement.lines.title')} style={{ marginTop: 16 }} data-testid={`${testPrefix}-lines`}>
      <Table<ClientLine>
        rowKey="id"
        size="small"
        dataSource={view.lines}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'concept', dataIndex: 'concept', title: t('settlement.amounts.concept'), render: (c: string) => t(`settlement.amounts.concepts.${c}`) },
          { key: 'description', dataIndex: 'description', title: t('settlement.amounts.description') },
          { key: 'project', dataIndex: 'projectName', title: t('settlement.lines.project') },
          { key: 'professional', dataIndex: 'userName', title: t('settlement.lines.professional') },
          {
            key: 'date',
            dataIndex: 'lineDate',
            title: t('settlement.amounts.date'),
            render: (v: string) => <span style={AMOUNT_STYLE}>{formatDay(v, language)}</span>,
          },
          {
            key: 'quantity',
            dataIndex: 'quantity',
            title: t('settlement.amounts.quantity'),
            align: 'right',
            render: (v: string) => <span style={AMOUNT_STYLE}>{formatDecimal(v, language)}</span>,
          },
          {
            key: 'unitPrice',
            dataIndex: 'unitPrice',
            title: t('settlement.amounts.unitPrice'),
            align: 'right',
            render: (v: string) => <span style={AMOUNT_STYLE}>{formatDecimal(v, language)}</span>,
          },
          { key: 'amount', dataIndex: 'amount', title: t('settlement.amounts.amount'), align: 'right', render: money },
        ]}
      />
      {view.lineCount > view.lines.length && (
        <Typography.Paragraph type="secondary">{t('external.moreLines', { count: view.lineCount - view.lines.length })}</Typography.Paragraph>
      )}
      <Descriptions size="small" column={1} bordered style={{ marginTop: 12, maxWidth: 420, marginLeft: 'auto' }} data-testid={`${testPrefix}-totals`}>
        <Descriptions.Item label={t('settlement.amounts.subtotal')}>{money(view.subtotal)}</Descriptions.Item>
        <Descriptions.Item label={t('settlement.amounts.taxes')}>{money(view.taxes)}</Descriptions.Item>
        <Descriptions.Item label={t('settlement.amounts.withholdings')}>{money(view.withholdings)}</Descriptions.Item>
        <Descriptions.Item label={t('settlement.amounts.total')}>
          <strong style={AMOUNT_STYLE}>{formatMoney(view.total, language, view.currency)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {language === 'en' ? view.roundingEn : view.roundingEs}
      </Typography.Paragraph>
    </Card>
  );
}

/** The comments for the client and its own, oldest first, on the company's clock; the page's form below. */
export function ClientComments({ comments, testId, children }: { comments: ClientComment[]; testId: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <Card title={t('settlement.comments.title')} style={{ marginTop: 16 }} data-testid={testId}>
      {comments.length ? (
        <List
          size="small"
          dataSource={comments}
          renderItem={(c) => (
            <List.Item>
              <div>
                <Typography.Text strong>{c.authorName}</Typography.Text> {c.fromClient && <Tag>{t('external.client')}</Tag>}
                <Typography.Text type="secondary">{formatMoment(c.createdAt, language)}</Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>{c.body}</div>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('settlement.comments.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      {children}
    </Card>
  );
}

/** A pre-invoice's title as its client reads it: its code and its state. */
export function ClientPreinvoiceTitle({ view }: { view: Pick<ClientPreinvoice, 'code' | 'state'> }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <span>
        {t('external.preinvoice')} {view.code}
      </span>
      <Tag>{t(`enums.preinvoiceState.${view.state}`)}</Tag>
    </Space>
  );
}

/** The client's comment, sent with `onSend`; `children` are the fields asked before it (who writes, on a link). */
export function ClientCommentForm<V extends { body: string }>({
  form,
  sending,
  onSend,
  children,
}: {
  form: FormInstance<V>;
  sending: boolean;
  onSend: (values: V) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ marginTop: 12 }}
      onFinish={(v: V) => {
        void onSend(v);
      }}
    >
      {children}
      <Form.Item name="body" label={t('external.comment')} rules={[{ required: true, whitespace: true, message: t('errors.MESSAGE_REQUIRED') }]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('settlement.comments.send')}
      </Button>
    </Form>
  );
}
