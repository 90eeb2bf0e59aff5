// The background jobs (DESIGN section 7: pg-boss on the same PostgreSQL). The runner starts pg-boss
// and hands it to each domain's jobs (api/src/jobs.ts lists them): each creates its queues, its
// workers and its schedules. pg-boss keeps its queue in its own schema (created with the owner's
// URL); the work itself runs as the application role, inside each tenant, under row-level security.
import pg from 'pg';
import PgBoss from 'pg-boss';
import { counted, trackQueues } from '../metrics.ts';

/** Stops the jobs (those running finish first); `check` says whether the queue answers (GET /api/ready). */
export type RunningJobs = (() => Promise<void>) & { check: () => Promise<string> };

/** What a domain's jobs are given at start. */
export interface JobRunner {
  boss: PgBoss;
  /** The owner's URL, for a connection of the jobs' own (a LISTEN). */
  ownerUrl: string;
  log: (line: string) => void;
}

/**
 * A domain's background work: `start` sets up its queues on the runner's pg-boss and answers their
 * names (GET /metrics reads their depth) and, when it holds something of its own (a LISTEN
 * connection), how that stops.
 */
export interface Jobs {
  start(runner: JobRunner): Promise<{ queues: string[]; stop?: () => Promise<void> }>;
}

/**
 * A queue worked on a schedule (cron, the server's clock) and, with `atStart`, once as the runner
 * starts. `run` writes what it did to the log; it throws for pg-boss to try again.
 */
export function scheduledJob(
  queue: string,
  options: Omit<PgBoss.Queue, 'name'>,
  cron: string,
  run: (log: (line: string) => void) => Promise<void>,
  { atStart = false } = {},
): Jobs {
  return {
    async start({ boss, log }) {
      await boss.createQueue(queue, { name: queue, ...options });
      await boss.work(
        queue,
        counted(queue, () => run(log)),
      );
      await boss.schedule(queue, cron);
      if (atStart) await boss.send(queue, {}, { singletonKey: 'start' });
      return { queues: [queue] };
    },
  };
}

/**
 * A queue's creation that PostgreSQL aborted as one side of a deadlock (40P01; a runner's periodic
 * maintenance can still meet another's set-up) is tried again, up to three times, for every
 * domain's queues.
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

export async function startJobs(ownerUrl: string, jobs: readonly Jobs[], log: (line: string) => void = () => {}): Promise<RunningJobs> {
  const boss = new PgBoss({ connectionString: ownerUrl, max: 2 });
  boss.on('error', (error: Error) => log(`jobs: ${error.message}`));
  retryQueueCreationOnDeadlock(boss);
  // Two instances starting together would create the queues at once, and pg-boss's creation of a
  // queue (a partition of its job table) deadlocks against another's, or against the maintenance
  // another's start runs: one instance starts and sets up at a time.
  const setUpLock = new pg.Client({ connectionString: ownerUrl });
  await setUpLock.connect();
  const started: { queues: string[]; stop?: () => Promise<void> }[] = [];
  try {
    await setUpLock.query('select pg_advisory_lock(hashtext($1))', ['lawfirm:job-runner:set-up']);
    await boss.start();
    for (const domain of jobs) started.push(await domain.start({ boss, ownerUrl, log }));
  } finally {
    await setUpLock.end(); // its session ends, and with it the lock
  }
  const queues = started.flatMap((s) => s.queues);
  trackQueues(async () => Object.fromEntries(await Promise.all(queues.map(async (q) => [q, await boss.getQueueSize(q)] as const))));
  let stopping = false;
  const stop = async () => {
    stopping = true;
    trackQueues(undefined);
    for (const s of started) await s.stop?.();
    await boss.stop({ graceful: true, timeout: 5000 });
  };
  const check = async () => {
    if (stopping) return 'stopping';
    return boss.isInstalled().then(
      (installed) => (installed ? 'ok' : 'notInstalled'),
      () => 'unreachable',
    );
  };
  return Object.assign(stop, { check });
}
