// An invoice ('Liquidadas', detail): the generated page (annul, as its state allows) and its PDF in
// the page's language.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { DownloadButton } from '../generic/ExportButton.tsx';
import { asLanguage } from '../../i18n/languages.ts';

export default function InvoiceShow({ name }: OverrideProps) {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <GenericShow name={name} extraButtons={id && (
      <DownloadButton url={`/api/invoices/${id}/pdf?language=${language}`} name="factura.pdf" label={t('settlement.pdf')} />
    )} />
  );
}
