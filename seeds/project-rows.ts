// A demo project's rows: the project and what places it (its practices, service units, work groups
// in priority order, its commercial manager). The demo's first projects (demo.ts) and the other
// clients' matters (master-data/portfolio.ts) are written alike.
import { DEMO, seedId } from './demo-ids.ts';
import type { SeedContext } from './master-data/seeder.ts';

export interface SeedProject {
  key: string;
  client: string;
  name: string;
  description: string;
  requestedBy: string;
  practices: readonly string[];
  /** 'practice:unit name', as seedId names service units. */
  units: readonly string[];
  /** Work group codes; the first is the project's loyalty group. */
  groups: readonly string[];
}

/** The stable id of a demo project. */
export const projectId = (p: Pick<SeedProject, 'key'>) => seedId(`project:${p.key}`);

/** Writes the projects of the demo tenant's main company, all with the demo's commercial manager. */
export async function putProjects(put: SeedContext['put'], projects: readonly SeedProject[]): Promise<void> {
  const T = DEMO.tenantId;
  await put(
    'projects',
    projects.map((p) => ({
      id: projectId(p),
      tenant_id: T,
      company_id: DEMO.mainCompanyId,
      client_id: seedId(`client:${p.client}`),
      name: p.name,
      description: p.description,
      requested_by: p.requestedBy,
      loyalty_work_group_id: seedId(`group:${p.groups[0]}`),
    })),
  );
  await put(
    'project_practices',
    projects.flatMap((p) => p.practices.map((k) => ({ tenant_id: T, project_id: projectId(p), practice_id: seedId(`practice:${k}`) }))),
    ['project_id', 'practice_id'],
  );
  await put(
    'project_service_units',
    projects.flatMap((p) => p.units.map((k) => ({ tenant_id: T, project_id: projectId(p), service_unit_id: seedId(`unit:${k}`) }))),
    ['project_id', 'service_unit_id'],
  );
  await put(
    'project_work_groups',
    projects.flatMap((p) => p.groups.map((g, priority) => ({ tenant_id: T, project_id: projectId(p), work_group_id: seedId(`group:${g}`), priority }))),
    ['project_id', 'work_group_id'],
  );
  await put(
    'project_commercial_managers',
    projects.map((p) => ({ tenant_id: T, project_id: projectId(p), user_id: DEMO.users.commercialManager })),
    ['project_id', 'user_id'],
  );
}
