// What a domain gives the app, in one value its index.ts exports: its declared resources (in menu
// order), its hand routes, its background jobs and its followers of master data's moves.
// domains.ts lists the domains in the order they build on one another; resources.ts, routes.ts,
// jobs.ts and hooks.ts compose them from that list, so adding to a domain touches only its index.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import type { ClientDeactivationHook } from './management/activation/client-hooks.ts';
import type { ProjectActivationHook } from './management/activation/project-hooks.ts';
import type { Config } from './platform/config.ts';
import type { RouteDeps } from './platform/http/route-deps.ts';
import type { Jobs } from './platform/jobs/job-runner.ts';
import type { Resource } from './platform/resource/types.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { EinvoiceProvider } from './settlement/einvoicing/provider.ts';

/** What the jobs are started with (index.ts, from the configuration). */
export interface JobSettings {
  mail: Config['mail'];
  /** Electronic invoicing's provider: without it no invoice is submitted. */
  einvoice?: EinvoiceProvider;
  /** The file store the orphan sweep walks: without it none runs. */
  storage?: FileStorage;
}

export interface Domain {
  name: string;
  resources: readonly Resource[];
  routes: (deps: RouteDeps) => ServerRoute[];
  jobs?: (db: Knex, settings: JobSettings) => Jobs[];
  /** Followers of a project's activation, deactivation or shutdown, run in the action's transaction. */
  projectActivationHooks?: readonly ProjectActivationHook[];
  /** Followers of a client's deactivation. */
  clientDeactivationHooks?: readonly ClientDeactivationHook[];
}
