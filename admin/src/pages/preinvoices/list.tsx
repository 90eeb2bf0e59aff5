// Pre-invoices: their money indicator (count and totals by state, per billing currency) above the
// generated list.
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericList from '../generic/GenericList.tsx';
import { PreinvoiceIndicators } from '../settlement/QueueIndicators.tsx';

export default function PreinvoiceList({ name }: OverrideProps) {
  return <GenericList name={name} header={<PreinvoiceIndicators />} />;
}
