// A pre-invoice: the generated page (skip, reopen, approve, cancel as its state allows), its lines
// (editable with their billing notes while created or in revision),
// its comments (the firm's and the client's) and the client's signed links.
import { useShow, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { asLanguage } from '../../i18n/languages.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { DownloadButton } from '../generic/ExportButton.tsx';
import { PreinvoiceComments } from '../settlement/PreinvoiceDetail.tsx';
import { PreinvoiceLinesEditor } from '../settlement/PreinvoiceDetailEdit.tsx';
import { ExternalLinks } from '../settlement/ExternalLinks.tsx';

export default function PreinvoiceShow({ name }: OverrideProps) {
  const { id } = useParams();
  // The rounding rule in the page's language only.
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const other = language === 'es' ? 'roundingEn' : 'roundingEs';
  // The state decides whether the lines are editable (save, save and approve: created or revision).
  const { result: record } = useShow<BaseRecord>({ resource: name, id });
  return (
    <>
      <GenericShow
        name={name}
        uses={{ field: (field) => field !== other }}
        extraButtons={id && <DownloadButton url={`/api/preinvoices/${id}/pdf?language=${language}`} name="prefactura.pdf" label={t('settlement.pdf')} />}
      />
      {id && <PreinvoiceLinesEditor key={`lines-${id}`} preinvoiceId={id} record={record} />}
      {id && <PreinvoiceComments key={`comments-${id}`} preinvoiceId={id} />}
      {id && <ExternalLinks key={`links-${id}`} preinvoiceId={id} />}
    </>
  );
}
