// The settlement domain's hand routes (beyond the generated CRUD of its resources, resources.ts):
// one list, registered once by the server (api/src/routes.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { RouteDeps } from '../platform/http/route-deps.ts';
import { auditedMovesRoutes } from './audit/audited-moves.routes.ts';
import { customerPortalRoutes } from './client/customer-portal.routes.ts';
import { settlementDocumentRoutes } from './documents/documents.routes.ts';
import { einvoicingRoutes } from './einvoicing/einvoicing.routes.ts';
import { externalLinkRoutes } from './client/external-link.routes.ts';
import { futureBlocksRoutes } from './blocks/future-blocks.routes.ts';
import { indicatorRoutes } from './indicators.routes.ts';
import { preinvoiceEditRoutes } from './preinvoices/preinvoice-edit.routes.ts';
import { settlementRoutes as settlementFlowRoutes } from './settlement.routes.ts';

export function settlementRoutes({ db, config, storage }: RouteDeps): ServerRoute[] {
  return [
    ...settlementFlowRoutes(db),
    ...futureBlocksRoutes(db),
    ...indicatorRoutes(db),
    ...preinvoiceEditRoutes(db),
    ...einvoicingRoutes(db),
    ...auditedMovesRoutes(db),
    ...settlementDocumentRoutes(db, storage),
    ...externalLinkRoutes(db, config, storage),
    ...customerPortalRoutes(db, storage),
  ];
}
