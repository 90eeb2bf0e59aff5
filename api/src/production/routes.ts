// The production domain's hand routes (beyond the generated CRUD of its resources, resources.ts):
// one list, registered once by the server (api/src/routes.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { RouteDeps } from '../platform/http/route-deps.ts';
import { agendaRoutes } from './agenda/agenda.routes.ts';
import { documentationCenterRoutes } from './documents/documentation-center.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { chronometerRoutes } from './time/chronometer.routes.ts';
import { workPanelRoutes } from './work-panel/work-panel.routes.ts';
import { workflowFormRoutes } from './workflows/workflow-form.routes.ts';

export function productionRoutes({ db, config, storage }: RouteDeps): ServerRoute[] {
  return [
    ...chronometerRoutes(db),
    ...workPanelRoutes(db),
    ...notificationRoutes(db),
    ...reportRoutes(db),
    ...workflowFormRoutes(db),
    ...agendaRoutes(db, config, storage),
    ...documentationCenterRoutes(db, storage),
  ];
}
