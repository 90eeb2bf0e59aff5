// Every hand route of the product, as jobs.ts lists the jobs and resources.ts the resources: each
// domain's own list (domains.ts), and the cross-cutting ones (the audit log, viewing as another
// user, uploads). The generated CRUD of the resources and the platform's own routes (metadata,
// health, metrics) are the server's.
import type { ServerRoute } from '@hapi/hapi';
import { auditLogRoutes } from './audit/audit-log.routes.ts';
import { viewAsRoutes } from './authorization/view-as.routes.ts';
import type { RouteDeps } from './platform/http/route-deps.ts';
import { uploadRoutes } from './platform/storage/uploads.routes.ts';
import { uploadReadable } from './production/documents/documentation-center.ts';
import { RESOURCES } from './resources.ts';
import { DOMAINS } from './domains.ts';

export function appRoutes(deps: RouteDeps): ServerRoute[] {
  return [
    ...auditLogRoutes(deps.db, RESOURCES),
    ...viewAsRoutes(deps.db),
    ...uploadRoutes(deps.db, deps.storage, uploadReadable),
    ...DOMAINS.flatMap((d) => d.routes(deps)),
  ];
}
