// The background jobs (DESIGN section 7: pg-boss on the same PostgreSQL): the flow alerts every hour
// and once at start. pg-boss keeps its queue in its own schema (created with the owner's URL); the
// work itself runs as the application role, inside each tenant, under row-level security. A failed
// run is retried (retryLimit) and sends nothing twice (flow-alerts.ts).
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import type { Config } from '../../platform/config.ts';
import { MAIL_RETRY_QUEUE, retryUnsentMail } from './mail-retry.ts';
import { FLOW_ALERTS_QUEUE, sendFlowAlerts } from './flow-alerts.ts';
import { EINVOICE_QUEUES, startEinvoiceJobs } from '../../settlement/einvoicing/einvoice-jobs.ts';
import { counted, trackQueues } from '../../platform/metrics.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { ORPHAN_FILES_QUEUE, sweepOrphanFiles } from '../../platform/storage/orphan-files.ts';
import type { EinvoiceProvider } from '../../settlement/einvoicing/provider.ts';

/** Stops the jobs (those running finish first); `check` says whether the queue answers (GET /api/ready). */
export type RunningJobs = (() => Promise<void>) & { check: () => Promise<string> };

export interface JobSettings {
  mail: Config['mail'];
  log?: (line: string) => void;
  /** Electronic invoicing's provider: without it no invoice is submitted. */
  einvoice?: EinvoiceProvider;
  /** The file store the orphan sweep walks: without it none runs. */
  storage?: FileStorage;
}

/**
 * A queue's creation that PostgreSQL aborted as one side of a deadlock (40P01; a runner's periodic
 * maintenance can still meet another's set-up) is tried again, up to three times, for every caller
 * of the runner's `createQueue` (the electronic-invoicing queues too).
 */
function retryQueueCreationOnDeadlock(boss: PgBoss): void {
  const create = boss.createQueue.bind(boss);
  boss.createQueue = async (name, options) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await create(name, options);
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 3) throw error;
      }
    }
  };
}

export async function startJobs(ownerUrl: string, db: Knex, { mail, log = () => {}, einvoice, storage }: JobSettings): Promise<RunningJobs> {
  const boss = new PgBoss({ connectionString: ownerUrl, max: 2 });
  boss.on('error', (error: Error) => log(`jobs: ${error.message}`));
  retryQueueCreationOnDeadlock(boss);
  // Two instances starting together would create the queues at once, and pg-boss's creation of a
  // queue (a partition of its job table) deadlocks against another's, or against the maintenance
  // another's start runs: one instance starts and sets up at a time.
  const setUpLock = new pg.Client({ connectionString: ownerUrl });
  await setUpLock.connect();
  let stopEinvoice: (() => Promise<void>) | undefined;
  try {
    await setUpLock.query('select pg_advisory_lock(hashtext($1))', ['lawfirm:job-runner:set-up']);
    await boss.start();
    await setUp();
  } finally {
    await setUpLock.end(); // its session ends, and with it the lock
  }

  async function setUp() {
    await boss.createQueue(FLOW_ALERTS_QUEUE, { name: FLOW_ALERTS_QUEUE, retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await boss.work(FLOW_ALERTS_QUEUE, counted(FLOW_ALERTS_QUEUE, async () => {
      const sent = await sendFlowAlerts(db, mail);
      if (sent) log(`flow alerts sent: ${sent}`);
    }));
    await boss.schedule(FLOW_ALERTS_QUEUE, '5 * * * *');
    // What the mail server held back, sent again every five minutes (mail-retry.ts).
    await boss.createQueue(MAIL_RETRY_QUEUE, { name: MAIL_RETRY_QUEUE, retryLimit: 0 });
    await boss.work(MAIL_RETRY_QUEUE, counted(MAIL_RETRY_QUEUE, async () => {
      const { sent, unsent } = await retryUnsentMail(db, mail);
      if (sent) log(`mail sent again: ${sent}`);
      if (unsent) throw new Error(`${unsent} messages still not sent (the mail server refused or did not answer)`);
    }));
    await boss.schedule(MAIL_RETRY_QUEUE, '*/5 * * * *');
    // Bytes no record names, left by failed writes: removed once a day (orphan-files.ts).
    if (storage) {
      await boss.createQueue(ORPHAN_FILES_QUEUE, { name: ORPHAN_FILES_QUEUE, retryLimit: 2, retryDelay: 600 });
      await boss.work(ORPHAN_FILES_QUEUE, counted(ORPHAN_FILES_QUEUE, async () => {
        const { removed } = await sweepOrphanFiles(db, storage);
        if (removed) log(`orphan files removed: ${removed}`);
      }));
      await boss.schedule(ORPHAN_FILES_QUEUE, '17 3 * * *');
    }
    await boss.send(FLOW_ALERTS_QUEUE, {}, { singletonKey: 'start' });
    // Electronic invoicing: each approved invoice submitted to the provider once committed.
    stopEinvoice = einvoice ? await startEinvoiceJobs(boss, ownerUrl, db, einvoice, log) : undefined;
  }
  // GET /metrics reads the queues' depth from this runner while it runs.
  const queues = [FLOW_ALERTS_QUEUE, MAIL_RETRY_QUEUE, ...(storage ? [ORPHAN_FILES_QUEUE] : []), ...(einvoice ? EINVOICE_QUEUES : [])];
  trackQueues(async () => Object.fromEntries(await Promise.all(queues.map(async (q) => [q, await boss.getQueueSize(q)] as const))));
  let stopping = false;
  const stop = async () => {
    stopping = true;
    trackQueues(undefined);
    await stopEinvoice?.();
    await boss.stop({ graceful: true, timeout: 5000 });
  };
  const check = async () => {
    if (stopping) return 'stopping';
    return boss.isInstalled().then((installed) => (installed ? 'ok' : 'notInstalled'), () => 'unreachable');
  };
  return Object.assign(stop, { check });
}
