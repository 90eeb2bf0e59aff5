// 'Servicios revisados', a project's detail: the generated page and its audited activities to send.
import { useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { AuditedActivities } from '../settlement/AuditedActivities.tsx';

export default function SettlementProjectShow({ name }: OverrideProps) {
  const { id } = useParams();
  return (
    <>
      <GenericShow name={name} />
      {id && <AuditedActivities projectId={id} />}
    </>
  );
}
