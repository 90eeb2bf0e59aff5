// The electronic-invoicing jobs on the runner's pg-boss: one submission job per document (an
// invoice or a credit note)
// (policy `stately` with the document's id as singletonKey: never two queued for one document;
// retried with backoff, the last attempt marks it failed), queued as soon as an invoice's
// transaction commits (the invoices' NOTIFY 'einvoice', migration 20261127000300) and by a sweep
// every minute (and once at start) for anything missed while no runner listened. The sweep also
// asks again for the verdict on documents the provider took without one (`sent`), each at most
// once per EINVOICE_VERDICT_QUIET_MINUTES (decision 228).
import type PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import pg from 'pg';
import { askVerdict, pendingDocuments, submitDocument, undecidedDocuments, type DocumentRef } from './einvoicing.ts';
import type { EinvoiceProvider } from './provider.ts';
import { counted, einvoiceOutcomes } from '../../platform/metrics.ts';
import type { Jobs } from '../../platform/jobs/job-runner.ts';

export const EINVOICE_QUEUE = 'einvoice-submit';
export const EINVOICE_SWEEP = 'einvoice-sweep';
export const EINVOICE_VERDICT = 'einvoice-verdict';
export const EINVOICE_QUEUES = [EINVOICE_QUEUE, EINVOICE_SWEEP, EINVOICE_VERDICT];
/** How long a document sent without a verdict rests before it is asked again. */
export const EINVOICE_VERDICT_QUIET_MINUTES = 5;

/** An invoice's or a credit note's job (one id of the two). */
type SubmitJob = DocumentRef;
const keyOf = (job: SubmitJob) => String(job.invoiceId ?? job.creditNoteId);

const queue = (boss: PgBoss, job: SubmitJob) => boss.send(EINVOICE_QUEUE, job, { singletonKey: keyOf(job) });

/** Electronic invoicing as a domain's jobs of the runner (api/src/jobs.ts). */
export const einvoiceJobs = (db: Knex, provider: EinvoiceProvider): Jobs => ({
  async start({ boss, ownerUrl, log }) {
    return { queues: EINVOICE_QUEUES, stop: await startEinvoiceJobs(boss, ownerUrl, db, provider, log) };
  },
});

async function startEinvoiceJobs(
  boss: PgBoss,
  ownerUrl: string,
  db: Knex,
  provider: EinvoiceProvider,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  await boss.createQueue(EINVOICE_QUEUE, { name: EINVOICE_QUEUE, policy: 'stately', retryLimit: 4, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(EINVOICE_SWEEP, { name: EINVOICE_SWEEP, retryLimit: 1 });
  await boss.createQueue(EINVOICE_VERDICT, { name: EINVOICE_VERDICT, policy: 'stately', retryLimit: 1 });
  await boss.work<SubmitJob>(
    EINVOICE_QUEUE,
    { includeMetadata: true },
    counted(EINVOICE_QUEUE, async ([job]: PgBoss.JobWithMetadata<SubmitJob>[]) => {
      const state = await submitDocument(db, provider, job.data, { lastAttempt: job.retryCount >= job.retryLimit });
      if (state !== 'skipped') {
        einvoiceOutcomes.inc({ outcome: state });
        log(`einvoice ${keyOf(job.data)}: ${state}`);
      }
    }),
  );
  await boss.work<SubmitJob>(
    EINVOICE_VERDICT,
    counted(EINVOICE_VERDICT, async ([job]: PgBoss.Job<SubmitJob>[]) => {
      const state = await askVerdict(db, provider, job.data);
      if (state !== 'skipped') einvoiceOutcomes.inc({ outcome: state });
      if (state !== 'skipped' && state !== 'sent') log(`einvoice ${keyOf(job.data)}: ${state}`);
    }),
  );
  await boss.work(
    EINVOICE_SWEEP,
    counted(EINVOICE_SWEEP, async () => {
      for (const doc of await pendingDocuments(db)) await queue(boss, doc);
      if (provider.verdict) {
        for (const doc of await undecidedDocuments(db, EINVOICE_VERDICT_QUIET_MINUTES)) await boss.send(EINVOICE_VERDICT, doc, { singletonKey: keyOf(doc) });
      }
    }),
  );
  await boss.schedule(EINVOICE_SWEEP, '* * * * *');
  await boss.send(EINVOICE_SWEEP, {}, { singletonKey: 'start' });

  // LISTEN on an owner connection of its own: a notification arrives only once the invoice is committed.
  const listener = new pg.Client({ connectionString: ownerUrl });
  listener.on('error', (error) => log(`einvoice listener: ${error.message}`));
  listener.on('notification', (message) => {
    try {
      const job = JSON.parse(message.payload ?? '') as SubmitJob;
      void queue(boss, job).catch((error: Error) => log(`einvoice queue: ${error.message}`));
    } catch {
      /* not ours */
    }
  });
  await listener.connect();
  await listener.query('listen einvoice');
  return () => listener.end();
}
