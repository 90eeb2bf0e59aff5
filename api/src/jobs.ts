// Every domain's background jobs, in the order the runner sets them up (platform/jobs/job-runner.ts):
// the flow alerts (every hour and once at start), mail the server held back (every five minutes),
// the orphan files' sweep (daily, when there is a file store) and electronic invoicing (when a
// provider is configured).
import type { Knex } from 'knex';
import type { Config } from './platform/config.ts';
import type { Jobs } from './platform/jobs/job-runner.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { orphanFileJobs } from './platform/storage/orphan-files.ts';
import { notificationJobs } from './production/notifications/notification-jobs.ts';
import { einvoiceJobs } from './settlement/einvoicing/einvoice-jobs.ts';
import type { EinvoiceProvider } from './settlement/einvoicing/provider.ts';

export interface JobSettings {
  mail: Config['mail'];
  /** Electronic invoicing's provider: without it no invoice is submitted. */
  einvoice?: EinvoiceProvider;
  /** The file store the orphan sweep walks: without it none runs. */
  storage?: FileStorage;
}

export function appJobs(db: Knex, { mail, einvoice, storage }: JobSettings): Jobs[] {
  return [...notificationJobs(db, mail), ...(storage ? [orphanFileJobs(db, storage)] : []), ...(einvoice ? [einvoiceJobs(db, einvoice)] : [])];
}
