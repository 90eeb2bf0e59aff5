// 'Servicios revisados', a project's detail: the generated page (with the audited count and hours),
// its audited activities to send, move or reassign, and those to reassign. A move in one list
// reloads the other.
import { useState } from 'react';
import { useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { AuditedActivities } from '../settlement/AuditedActivities.tsx';
import { ToReassign } from '../settlement/ToReassign.tsx';

export default function SettlementProjectShow({ name }: OverrideProps) {
  const { id } = useParams();
  const [audited, setAudited] = useState(0);
  const [toReassign, setToReassign] = useState(0);
  return (
    <>
      <GenericShow name={name} key={`${audited}-${toReassign}`} />
      {id && <AuditedActivities projectId={id} version={audited} onMoved={() => setToReassign((v) => v + 1)} />}
      {id && <ToReassign projectId={id} version={toReassign} onMoved={() => setAudited((v) => v + 1)} />}
    </>
  );
}
