// A project's screens of their own (members-privacy/:id, notifications/:id, activities/:id): the
// project's name and a way back to it over one of the sections its page also shows.
import { Show } from '@refinedev/antd';
import { useOne, type BaseRecord } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ProjectActivities } from './ProjectActivities.tsx';
import { ProjectMembers } from './ProjectMembers.tsx';
import { ProjectNotifications } from './ProjectNotifications.tsx';
import { ProjectBilling, useHoldsPair } from '../settlement/ProjectBilling.tsx';

export const PROJECT_SECTIONS = ['members-privacy', 'notifications', 'activities', 'project-billing'] as const;
export type ProjectSectionName = (typeof PROJECT_SECTIONS)[number];

const TITLE: Record<ProjectSectionName, string> = {
  'members-privacy': 'projectMembers.title',
  notifications: 'projectNotifications.title',
  activities: 'projectActivities.title',
  'project-billing': 'projectBilling.title',
};

/** The links to a project's screens, for its page. */
export function ProjectSectionLinks({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const holds = useHoldsPair();
  // The billing screen only for the holders of a settlement pair.
  const billing = holds('SettlementReadPendingPreinvoices') || holds('SettlementReadPreinvoices') || holds('SettlementReadLiquidated');
  return (
    <nav aria-label={t('projectSections.label')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 16 }}>
      {PROJECT_SECTIONS.filter((section) => billing || section !== 'project-billing').map((section) => (
        <Button key={section} onClick={() => navigate(`/management/projects/${section}/${projectId}`)}>
          {t(TITLE[section])}
        </Button>
      ))}
    </nav>
  );
}

export default function ProjectSection({ section }: { section: ProjectSectionName }) {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { result, query } = useOne<BaseRecord>({ resource: 'projects', id: id! });
  const name = result?.name ? String(result.name) : '';
  return (
    <Show
      resource="projects"
      recordItemId={id}
      isLoading={query.isLoading}
      title={name ? `${t(TITLE[section])}: ${name}` : t(TITLE[section])}
      headerButtons={<Button onClick={() => navigate(`/management/projects/${id}`)}>{t('projectSections.back')}</Button>}
    >
      {section === 'members-privacy' && id && <ProjectMembers projectId={id} />}
      {section === 'notifications' && id && <ProjectNotifications projectId={id} />}
      {section === 'activities' && id && <ProjectActivities projectId={id} />}
      {section === 'project-billing' && id && <ProjectBilling projectId={id} />}
    </Show>
  );
}
