// The flow types' alerts, sent on their dates (document 000, section 3: "days remaining before
// delivery", "days elapsed after a date", "delivery date is today"): for each active alert, the open
// activities of its type in open workflows of its flow type whose date falls today in the company's
// time zone. Each (alert, activity, day) is recorded once (flow_alert_deliveries, unique), in the same
// transaction as the in-app notification, so a retried job never sends an alert twice; the e-mails
// (send method 1) are sent after the commit and their delivery records when one left (mailed_at) or
// why not (mail_error), for the mail retry job. SMS and WhatsApp have no provider yet and are told
// in-app (decision 204).
import type { Knex } from 'knex';
import { inContext } from '../../platform/db/knex.ts';
import { deliverMail, type MailSettings } from '../../platform/mail/outbox.ts';
import { today } from '../../platform/time/company-day.ts';
import { OPEN_WORK_STATES } from '../activity-states.ts';
import { activityLink, notify } from './notify.ts';

export const FLOW_ALERTS_QUEUE = 'flow-alerts';

interface Due {
  deliveryId?: string;
  alertId: string;
  alertName: string;
  sendMethod: number;
  activityId: string;
  code: string;
  title: string;
  responsibleUserId: string | null;
  email: string | null;
}

/** The alerts due on `day` in one company (dates of the activity in its company's zone). */
async function dueAlerts(trx: Knex.Transaction, companyId: string, zone: string, day: string): Promise<Due[]> {
  const local = (column: string) => `(a.${column} at time zone '${zone.replace(/'/g, '')}')::date`;
  const { rows } = await trx.raw(
    `
    select fa.id as "alertId", fa.name as "alertName", fa.send_method as "sendMethod", a.id as "activityId", a.code, a.title,
      a.responsible_user_id as "responsibleUserId", u.email
    from flow_alerts fa
    join flow_types ft on ft.id = fa.flow_type_id and ft.active
    join operative_workflows w on w.flow_type_id = ft.id and w.state = 'open' and w.active
    join activities a on a.workflow_id = w.id and a.activity_type_id = fa.activity_type_id and a.active
      and a.state = any(?)
    left join users u on u.id = a.responsible_user_id
    where fa.company_id = ? and (
      (fa.type = 1 and ${local('delivery_at')} - fa.days = ?::date)
      or (fa.type = 2 and case fa.date_basis when 1 then a.start_date when 3 then ${local('finished_at')} else ${local('delivery_at')} end + fa.days = ?::date)
      or (fa.type = 3 and ${local('delivery_at')} = ?::date))`,
    [[...OPEN_WORK_STATES], companyId, day, day, day],
  );
  return rows as Due[];
}

/**
 * Sends every company's alerts due today (or on `onDay`, for tests and catching up): answers how many
 * were sent now (those sent before are skipped).
 */
export async function sendFlowAlerts(db: Knex, mail: MailSettings, onDay?: string): Promise<number> {
  const { rows: companies } = await db.raw(
    'select tenant_id as "tenantId", company_id as "companyId", time_zone as "timeZone" from app_flow_alert_companies()',
  );
  let sent = 0;
  let unsent = 0;
  for (const c of companies as { tenantId: string; companyId: string; timeZone: string }[]) {
    const day = onDay ?? today(c.timeZone);
    const mails = await inContext(db, { tenantId: c.tenantId }, async (trx) => {
      const out: Due[] = [];
      for (const due of await dueAlerts(trx, c.companyId, c.timeZone, day)) {
        const inserted = await trx('flow_alert_deliveries')
          .insert({ tenantId: c.tenantId, companyId: c.companyId, flowAlertId: due.alertId, activityId: due.activityId, fireDate: day })
          .onConflict(['flowAlertId', 'activityId', 'fireDate'])
          .ignore()
          .returning('id');
        if (!inserted.length) continue;
        due.deliveryId = (inserted[0] as { id: string }).id;
        await notify(trx, {
          tenantId: c.tenantId,
          companyId: c.companyId,
          userIds: [due.responsibleUserId],
          kind: 'flowAlert',
          link: activityLink(due.activityId),
          params: { alert: due.alertName, code: due.code, title: due.title },
        });
        out.push(due);
      }
      return out;
    });
    sent += mails.length;
    for (const due of mails.filter((m) => m.sendMethod === 1 && m.email)) {
      // One refused message does not hold back the others; the run fails at the end (counted in the
      // job's failures) and the mail retry job sends it later. The in-app notification is kept.
      if (!(await mailAlert(db, mail, c.tenantId, due))) unsent += 1;
    }
  }
  if (unsent) throw new Error(`${unsent} flow alert mails were not sent (the mail server refused or did not answer)`);
  return sent;
}

/** Sends one alert's e-mail and records on its delivery that it left, or why not. Answers whether it left. */
export async function mailAlert(db: Knex, mail: MailSettings, tenantId: string, due: Due): Promise<boolean> {
  const record = (fields: Record<string, unknown>) =>
    inContext(db, { tenantId }, (trx) => trx('flow_alert_deliveries').where({ id: due.deliveryId }).update(fields));
  try {
    await deliverMail(mail, {
      from: mail.from,
      to: due.email!,
      subject: `${due.alertName}: ${due.code}`,
      text: `${due.alertName}\n\n${due.code} — ${due.title}\n${activityLink(due.activityId)}\n`,
    });
  } catch {
    await record({ mailError: 'MAIL_UNAVAILABLE' });
    return false;
  }
  await record({ mailedAt: new Date(), mailError: null });
  return true;
}

/** The alerts of one company recorded in the last `days` whose e-mail did not leave (send method 1, a responsible with an address). */
export async function unmailedAlerts(trx: Knex.Transaction, companyId: string, days: number): Promise<Due[]> {
  const { rows } = await trx.raw(
    `
    select d.id as "deliveryId", fa.id as "alertId", fa.name as "alertName", fa.send_method as "sendMethod", a.id as "activityId",
      a.code, a.title, a.responsible_user_id as "responsibleUserId", u.email
    from flow_alert_deliveries d
    join flow_alerts fa on fa.id = d.flow_alert_id and fa.send_method = 1
    join activities a on a.id = d.activity_id
    join users u on u.id = a.responsible_user_id and u.email is not null
    where d.company_id = ? and d.mailed_at is null and d.created_at > now() - make_interval(days => ?)
    order by d.created_at`,
    [companyId, days],
  );
  return rows as Due[];
}
