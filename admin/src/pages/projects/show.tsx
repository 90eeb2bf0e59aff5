// A project's page: the generated detail (fields, custom fields, actions, children, history) and,
// below it, the project's documents, its activities and its members and retired members (screen members-privacy).
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { useParams } from 'react-router';
import { ProjectActivities } from './ProjectActivities.tsx';
import { ProjectDocuments } from './ProjectDocuments.tsx';
import { ProjectMembers } from './ProjectMembers.tsx';

export default function ProjectShow({ name }: OverrideProps) {
  const { id } = useParams();
  return (
    <>
      <GenericShow name={name} />
      {id && <ProjectDocuments projectId={id} />}
      {id && <ProjectActivities projectId={id} />}
      {id && <ProjectMembers projectId={id} />}
    </>
  );
}
