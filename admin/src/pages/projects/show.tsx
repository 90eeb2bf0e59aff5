// A project's page: the generated detail (fields, custom fields, actions, children, history) and,
// below it, links to its own screens, then the project's documents, its activities, its members and
// retired members (screen members-privacy) and the notifications it sent (screen notifications).
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { useParams } from 'react-router';
import { ProjectActivities } from './ProjectActivities.tsx';
import { ProjectDocuments } from './ProjectDocuments.tsx';
import { ProjectMembers } from './ProjectMembers.tsx';
import { ProjectNotifications } from './ProjectNotifications.tsx';
import { ProjectSectionLinks } from './ProjectSection.tsx';

export default function ProjectShow({ name }: OverrideProps) {
  const { id } = useParams();
  return (
    <>
      <GenericShow name={name} />
      {id && <ProjectSectionLinks projectId={id} />}
      {id && <ProjectDocuments projectId={id} />}
      {id && <ProjectActivities projectId={id} />}
      {id && <ProjectMembers projectId={id} />}
      {id && <ProjectNotifications projectId={id} />}
    </>
  );
}
