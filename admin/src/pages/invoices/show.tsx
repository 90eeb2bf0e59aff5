// An invoice ('Liquidadas', detail): the generated page (annul, as its state allows), its PDF in the
// page's language and, for an agreement with the LEDES flag, its LEDES 1998B and 1998BI files; its state at the
// electronic-invoicing provider, "Reenviar" and the provider's log; while it owes, a credit note or
// a receipt opened on it; its lines.
import { useInvalidate, useShow, type BaseRecord } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { DownloadButton } from '../generic/ExportButton.tsx';
import { asLanguage } from '../../i18n/languages.ts';
import { useSession } from '../../session/session-context.ts';
import { allowedWhileViewing } from '../../session/view-as.ts';
import { EinvoiceSection } from '../settlement/EinvoiceSection.tsx';
import { InvoiceLines } from './InvoiceLines.tsx';
import { formatInstant } from '../../session/company-time.ts';

export default function InvoiceShow({ name }: OverrideProps) {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { result: record } = useShow<BaseRecord>({ resource: name, id });
  const invalidate = useInvalidate();
  const { me, principal } = useSession();
  // The invoices' pair opens "Reenviar"; viewing as someone else changes nothing.
  const canResend =
    allowedWhileViewing(!!me.viewAs, 'edit') &&
    (principal.unrestricted || principal.can('SettlementReadLiquidatedAll') || principal.can('SettlementReadLiquidatedWorkgroup'));
  // What it still owes can be credited (SettlementCreditNotes pair) or paid (any member: receipts have no permission code).
  const owes = record?.state === 'approved' && Number(record?.balance ?? 0) > 0;
  const canCredit = principal.unrestricted || principal.can('SettlementCreditNotesAll') || principal.can('SettlementCreditNotesWorkgroup');
  const prefill = new URLSearchParams({ invoiceId: String(id), currencyId: String(record?.currencyId ?? '') });
  // A receipt opened here pays this invoice's balance, for its client, in its currency (each can be changed).
  const receipt = new URLSearchParams({
    clientId: String(record?.clientId ?? ''),
    currencyId: String(record?.currencyId ?? ''),
    'invoices.invoiceId': String(id),
    'invoices.amount': String(record?.balance ?? ''),
    receivedOn: formatInstant(new Date(), 'YYYY-MM-DD'),
  });
  return (
    <>
      <GenericShow
        name={name}
        extraButtons={
          id && (
            <Space wrap>
              {owes && canCredit && (
                <Link to={`/settlement-billing/creditNotes/new?${prefill}`}>
                  <Button data-testid="invoice-credit-note">{t('settlement.payments.creditNote')}</Button>
                </Link>
              )}
              {owes && (
                <Link to={`/settlement-billing/cash-register-receipt/new?${receipt}`}>
                  <Button data-testid="invoice-receipt">{t('settlement.payments.receipt')}</Button>
                </Link>
              )}
              <DownloadButton url={`/api/invoices/${id}/pdf?language=${language}`} name="factura.pdf" label={t('settlement.pdf')} />
              {record?.ledesExport === true && <DownloadButton url={`/api/invoices/${id}/ledes`} name="factura.ledes.txt" label={t('settlement.ledes')} />}
              {record?.ledesExport === true && (
                <DownloadButton url={`/api/invoices/${id}/ledes?format=1998BI`} name="factura.ledes98bi.txt" label={t('settlement.ledesBI')} />
              )}
            </Space>
          )
        }
      />
      {id && <InvoiceLines key={`lines-${id}`} invoiceId={id} />}
      {id && (
        <EinvoiceSection
          key={`einvoice-${id}`}
          documentPath={`/api/invoices/${id}`}
          record={record}
          canResend={canResend}
          onChanged={() => void invalidate({ resource: name, invalidates: ['detail'], id })}
        />
      )}
    </>
  );
}
