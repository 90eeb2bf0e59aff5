// An awaiting-pre-invoice block: the generated page (its actions shut down, activate, close) and its
// amounts by the fee engine, with the button that makes its pre-invoice.
import { useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { BlockAmounts } from '../settlement/BlockAmounts.tsx';

export default function SettlementBlockShow({ name }: OverrideProps) {
  const { id } = useParams();
  return (
    <>
      <GenericShow name={name} />
      {id && <BlockAmounts key={id} blockId={id} />}
    </>
  );
}
