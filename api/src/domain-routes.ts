// The hand-written routes of the domains (actions beyond the generated CRUD of the resources).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { auditLogRoutes } from './audit/audit-log.routes.ts';
import { viewAsRoutes } from './authorization/view-as.routes.ts';
import { clientExistsRoutes } from './management/clients/client-exists.routes.ts';
import { clientsDashboardRoutes } from './management/clients/clients-dashboard.routes.ts';
import { cityRoutes } from './management/geo/cities.routes.ts';
import { currenciesRoutes } from './management/currencies/currencies.routes.ts';
import { ratesRoutes } from './management/tariffs/rates.routes.ts';
import { rolesRoutes } from './management/roles/roles.routes.ts';
import { chronometerRoutes } from './production/time/chronometer.routes.ts';
import { workPanelRoutes } from './production/work-panel/work-panel.routes.ts';
import { notificationRoutes } from './production/notifications/notifications.routes.ts';
import { workflowFormRoutes } from './production/workflows/workflow-form.routes.ts';
import { reportRoutes } from './production/reports/reports.routes.ts';
import { settlementRoutes } from './settlement/settlement.routes.ts';
import { futureBlocksRoutes } from './settlement/future-blocks.routes.ts';
import { indicatorRoutes } from './settlement/indicators.routes.ts';
import { preinvoiceEditRoutes } from './settlement/preinvoice-edit.routes.ts';
import { einvoicingRoutes } from './settlement/einvoicing/einvoicing.routes.ts';
import { auditedMovesRoutes } from './settlement/audited-moves.routes.ts';
import { usersLimitRoutes } from './management/users/users-limit.routes.ts';

export function domainRoutes(db: () => Knex): ServerRoute[] {
  return [
    ...auditLogRoutes(db),
    ...viewAsRoutes(db),
    ...rolesRoutes(db),
    ...usersLimitRoutes(db),
    ...clientExistsRoutes(db),
    ...clientsDashboardRoutes(db),
    ...cityRoutes(db),
    ...currenciesRoutes(db),
    ...ratesRoutes(db),
    ...chronometerRoutes(db),
    ...workPanelRoutes(db),
    ...notificationRoutes(db),
    ...reportRoutes(db),
    ...workflowFormRoutes(db),
    ...settlementRoutes(db),
    ...futureBlocksRoutes(db),
    ...indicatorRoutes(db),
    ...preinvoiceEditRoutes(db),
    ...einvoicingRoutes(db),
    ...auditedMovesRoutes(db),
  ];
}
