// A pre-invoice: the generated page (skip, reopen, approve, cancel as its state allows), its lines
// and its comments.
import { useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { PreinvoiceComments, PreinvoiceLines } from '../settlement/PreinvoiceDetail.tsx';

export default function PreinvoiceShow({ name }: OverrideProps) {
  const { id } = useParams();
  return (
    <>
      <GenericShow name={name} />
      {id && <PreinvoiceLines key={`lines-${id}`} preinvoiceId={id} />}
      {id && <PreinvoiceComments key={`comments-${id}`} preinvoiceId={id} />}
    </>
  );
}
