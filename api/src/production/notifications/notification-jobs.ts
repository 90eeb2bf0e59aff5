// The notifications' background jobs: the flow alerts every hour and once at start (a failed run is
// retried, and sends nothing twice: flow-alerts.ts), and the mail the server held back, sent again
// every five minutes (mail-retry.ts).
import type { Knex } from 'knex';
import type { Config } from '../../platform/config.ts';
import { scheduledJob, type Jobs } from '../../platform/jobs/job-runner.ts';
import { FLOW_ALERTS_QUEUE, sendFlowAlerts } from './flow-alerts.ts';
import { MAIL_RETRY_QUEUE, retryUnsentMail } from './mail-retry.ts';

export function notificationJobs(db: Knex, mail: Config['mail']): Jobs[] {
  return [
    scheduledJob(
      FLOW_ALERTS_QUEUE,
      { retryLimit: 3, retryDelay: 60, retryBackoff: true },
      '5 * * * *',
      async (log) => {
        const sent = await sendFlowAlerts(db, mail);
        if (sent) log(`flow alerts sent: ${sent}`);
      },
      { atStart: true },
    ),
    scheduledJob(MAIL_RETRY_QUEUE, { retryLimit: 0 }, '*/5 * * * *', async (log) => {
      const { sent, unsent } = await retryUnsentMail(db, mail);
      if (sent) log(`mail sent again: ${sent}`);
      if (unsent) throw new Error(`${unsent} messages still not sent (the mail server refused or did not answer)`);
    }),
  ];
}
