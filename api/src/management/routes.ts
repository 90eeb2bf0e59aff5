// The management domain's hand routes (beyond the generated CRUD of its resources, resources.ts):
// one list, registered once by the server (api/src/routes.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { RouteDeps } from '../platform/http/route-deps.ts';
import { clientExistsRoutes } from './clients/client-exists.routes.ts';
import { clientsDashboardRoutes } from './clients/clients-dashboard.routes.ts';
import { companyLogoRoutes } from './company/company-logo.routes.ts';
import { currenciesRoutes } from './currencies/currencies.routes.ts';
import { cityRoutes } from './geo/cities.routes.ts';
import { projectDocumentRoutes } from './projects/documents/project-documents.routes.ts';
import { projectActivityRoutes } from './projects/project-activities.routes.ts';
import { projectMemberRoutes } from './projects/project-members.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { ratesRoutes } from './tariffs/rates.routes.ts';
import { usersLimitRoutes } from './users/users-limit.routes.ts';

export function managementRoutes({ db, storage }: RouteDeps): ServerRoute[] {
  return [
    ...rolesRoutes(db),
    ...usersLimitRoutes(db),
    ...clientExistsRoutes(db),
    ...clientsDashboardRoutes(db),
    ...cityRoutes(db),
    ...currenciesRoutes(db),
    ...ratesRoutes(db),
    ...companyLogoRoutes(db, storage),
    ...projectDocumentRoutes(db, storage),
    ...projectMemberRoutes(db),
    ...projectActivityRoutes(db),
  ];
}
