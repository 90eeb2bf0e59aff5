// An invoice ('Liquidadas', detail): the generated page (annul, as its state allows), its PDF in the
// page's language and, for an agreement with the LEDES flag, its LEDES 1998B file.
import { useShow, type BaseRecord } from '@refinedev/core';
import { Space } from 'antd';
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
  const { result: record } = useShow<BaseRecord>({ resource: name, id });
  return (
    <GenericShow name={name} extraButtons={id && (
      <Space wrap>
        <DownloadButton url={`/api/invoices/${id}/pdf?language=${language}`} name="factura.pdf" label={t('settlement.pdf')} />
        {record?.ledesExport === true && <DownloadButton url={`/api/invoices/${id}/ledes`} name="factura.ledes.txt" label={t('settlement.ledes')} />}
      </Space>
    )} />
  );
}
