// The settlement domain, as the app composes it (domain.ts).
import type { Domain } from '../domain.ts';
import { blocksFollowProjects } from './blocks/block-hooks.ts';
import { einvoiceJobs } from './einvoicing/einvoice-jobs.ts';
import { settlementResources } from './resources.ts';
import { settlementRoutes } from './routes.ts';

export const settlement: Domain = {
  name: 'settlement',
  resources: settlementResources,
  routes: settlementRoutes,
  // Electronic invoicing, when a provider is configured.
  jobs: (db, { einvoice }) => (einvoice ? [einvoiceJobs(db, einvoice)] : []),
  projectActivationHooks: [blocksFollowProjects],
};
