// The background jobs (DESIGN section 7: pg-boss on the same PostgreSQL): the flow alerts every hour
// and once at start. pg-boss keeps its queue in its own schema (created with the owner's URL); the
// work itself runs as the application role, inside each tenant, under row-level security. A failed
// run is retried (retryLimit) and sends nothing twice (flow-alerts.ts).
import PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import type { Config } from '../../platform/config.ts';
import { MAIL_RETRY_QUEUE, retryUnsentMail } from './mail-retry.ts';
import { FLOW_ALERTS_QUEUE, sendFlowAlerts } from './flow-alerts.ts';
import { EINVOICE_QUEUES, startEinvoiceJobs } from '../../settlement/einvoicing/einvoice-jobs.ts';
import { counted, trackQueues } from '../../platform/metrics.ts';
import type { EinvoiceProvider } from '../../settlement/einvoicing/provider.ts';

/** Stops the jobs (those running finish first); `check` says whether the queue answers (GET /api/ready). */
export type RunningJobs = (() => Promise<void>) & { check: () => Promise<string> };

export async function startJobs(ownerUrl: string, db: Knex, mail: Config['mail'], log: (line: string) => void = () => {},
  einvoice?: EinvoiceProvider): Promise<RunningJobs> {
  const boss = new PgBoss({ connectionString: ownerUrl, max: 2 });
  boss.on('error', (error: Error) => log(`jobs: ${error.message}`));
  await boss.start();
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
  await boss.send(FLOW_ALERTS_QUEUE, {}, { singletonKey: 'start' });
  // Electronic invoicing: each approved invoice submitted to the provider once committed.
  const stopEinvoice = einvoice ? await startEinvoiceJobs(boss, ownerUrl, db, einvoice, log) : undefined;
  // GET /metrics reads the queues' depth from this runner while it runs.
  const queues = [FLOW_ALERTS_QUEUE, MAIL_RETRY_QUEUE, ...(einvoice ? EINVOICE_QUEUES : [])];
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
