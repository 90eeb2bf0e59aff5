// Every background job, in the order the runner sets them up (platform/jobs/job-runner.ts): each
// domain's (domains.ts: the flow alerts every hour and once at start, mail the server held back
// every five minutes, electronic invoicing when a provider is configured), then the platform's
// sweep of orphan files (daily, when there is a file store).
import type { Knex } from 'knex';
import type { JobSettings } from './domain.ts';
import { DOMAINS } from './domains.ts';
import type { Jobs } from './platform/jobs/job-runner.ts';
import { orphanFileJobs } from './platform/storage/orphan-files.ts';

export type { JobSettings };

export function appJobs(db: Knex, settings: JobSettings): Jobs[] {
  return [...DOMAINS.flatMap((d) => d.jobs?.(db, settings) ?? []), ...(settings.storage ? [orphanFileJobs(db, settings.storage)] : [])];
}
