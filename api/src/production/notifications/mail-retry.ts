// The mail retry job (issue 31, item 1): what a refusing or silent mail server held back is sent
// again every five minutes, for a week, each message from its own record: a help request's
// (help_requests.mailed_at) and a flow alert's (flow_alert_deliveries.mailed_at, mail_error). An
// appointment's invitation needs none: a refused one undoes the appointment's change, which the
// person sees (503 MAIL_UNAVAILABLE) and makes again.
import type { Knex } from 'knex';
import { mailHelpRequest } from '../../auth/need-help.ts';
import type { Config } from '../../platform/config.ts';
import { inContext } from '../../platform/db/knex.ts';
import { mailAlert, unmailedAlerts } from './flow-alerts.ts';

export const MAIL_RETRY_QUEUE = 'mail-retry';
/** How far back a message is still worth sending. */
export const MAIL_RETRY_DAYS = 7;

interface HelpRow {
  id: string;
  email: string;
  concern: string;
  locale: 'es' | 'en';
  userAgent: string | null;
  createdAt: Date;
}

/** Sends again every message held back in the last week; answers how many left and how many did not. */
export async function retryUnsentMail(db: Knex, mail: Config['mail']): Promise<{ sent: number; unsent: number }> {
  let sent = 0;
  let unsent = 0;
  const help = (await db('help_requests')
    .whereNull('mailedAt')
    .where('createdAt', '>', db.raw('now() - make_interval(days => ?)', [MAIL_RETRY_DAYS]))
    .orderBy('createdAt')
    .select('id', 'email', 'concern', 'locale', 'userAgent', 'createdAt')) as HelpRow[];
  for (const row of help) {
    try {
      await mailHelpRequest(
        db,
        mail,
        row.id,
        { email: row.email, concern: row.concern },
        { ip: undefined, userAgent: row.userAgent ?? undefined, locale: row.locale },
        new Date(row.createdAt),
      );
      sent += 1;
    } catch {
      unsent += 1;
    }
  }
  const { rows: companies } = await db.raw('select tenant_id as "tenantId", company_id as "companyId" from app_flow_alert_companies()');
  for (const c of companies as { tenantId: string; companyId: string }[]) {
    const held = await inContext(db, { tenantId: c.tenantId }, (trx) => unmailedAlerts(trx, c.companyId, MAIL_RETRY_DAYS));
    for (const due of held) {
      if (await mailAlert(db, mail, c.tenantId, due)) sent += 1;
      else unsent += 1;
    }
  }
  return { sent, unsent };
}
