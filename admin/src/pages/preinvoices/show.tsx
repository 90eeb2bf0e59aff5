// A pre-invoice: the generated page (skip, reopen, approve, cancel as its state allows), its lines
// and its comments.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { asLanguage } from '../../i18n/languages.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { DownloadButton } from '../generic/ExportButton.tsx';
import { PreinvoiceComments, PreinvoiceLines } from '../settlement/PreinvoiceDetail.tsx';

export default function PreinvoiceShow({ name }: OverrideProps) {
  const { id } = useParams();
  // The rounding rule in the page's language only.
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const other = language === 'es' ? 'roundingEn' : 'roundingEs';
  return (
    <>
      <GenericShow name={name} uses={{ field: (field) => field !== other }} extraButtons={id && (
        <DownloadButton url={`/api/preinvoices/${id}/pdf?language=${language}`} name="prefactura.pdf" label={t('settlement.pdf')} />
      )} />
      {id && <PreinvoiceLines key={`lines-${id}`} preinvoiceId={id} />}
      {id && <PreinvoiceComments key={`comments-${id}`} preinvoiceId={id} />}
    </>
  );
}
