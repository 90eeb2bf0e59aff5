// A credit note ('creditNotes/detail'): the generated page, and its state at the electronic-invoicing
// provider (it is submitted as an invoice is), "Reenviar" for a rejected or failed one under the
// credit notes' pair, and the provider's log.
import { useInvalidate, useShow, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { useSession } from '../../session/session-context.ts';
import { allowedWhileViewing } from '../../session/view-as.ts';
import { EinvoiceSection } from '../settlement/EinvoiceSection.tsx';

export default function CreditNoteShow({ name }: OverrideProps) {
  const { id } = useParams();
  const { t } = useTranslation();
  const { result: record } = useShow<BaseRecord>({ resource: name, id });
  const invalidate = useInvalidate();
  const { me, principal } = useSession();
  const canResend =
    allowedWhileViewing(!!me.viewAs, 'edit') &&
    (principal.unrestricted || principal.can('SettlementCreditNotesAll') || principal.can('SettlementCreditNotesWorkgroup'));
  return (
    <>
      <GenericShow name={name} />
      {id && (
        <EinvoiceSection
          key={`einvoice-${id}`}
          documentPath={`/api/credit-notes/${id}`}
          record={record}
          canResend={canResend}
          title={t('settlement.einvoice.noteTitle')}
          resentText={t('settlement.einvoice.noteResent')}
          resendQuestion={t('settlement.einvoice.noteResendQuestion', { code: String(record?.code ?? '') })}
          onChanged={() => void invalidate({ resource: name, invalidates: ['detail'], id })}
        />
      )}
    </>
  );
}
