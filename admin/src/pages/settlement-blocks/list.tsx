// Awaiting pre-invoice: its indicators, the generated list of blocks (shut down and activate in
// bulk) and the pre-invoice of the checked blocks.
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericList from '../generic/GenericList.tsx';
import { CreatePreinvoice } from '../settlement/CreatePreinvoice.tsx';
import { AwaitingIndicators } from '../settlement/QueueIndicators.tsx';

export default function SettlementBlockList({ name }: OverrideProps) {
  return <GenericList name={name} header={<AwaitingIndicators />} selectionButtons={(rows, clear) => <CreatePreinvoice rows={rows} onDone={clear} />} />;
}
