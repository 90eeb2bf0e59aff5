// The audited work a leader settles ('Servicios revisados', a project's detail): its audited-by-leader
// activities, narrowed to a month or a year. The route checks first that the caller reaches the project.
import type { Knex } from 'knex';
import { auditedOf } from '../settlement-flow.ts';

/** A page of the project's audited activities, newest finished first, with their total. */
export async function auditedActivities(
  trx: Knex.Transaction,
  companyId: string,
  projectId: string,
  period: { year?: number; month?: number },
  page: { start: number; end: number },
) {
  const base = auditedOf(trx, companyId, projectId, period.year, period.month);
  const [{ total }] = await base.clone().count({ total: '*' });
  const rows = await base
    .clone()
    .leftJoin('users as u', 'u.id', 'a.responsible_user_id')
    .select(
      'a.id',
      'a.code',
      'a.title',
      'a.finishedAt',
      'a.workedMinutes',
      'a.billableMinutes',
      'a.tradeAgreementId',
      'a.practiceId',
      trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "responsibleName"`),
    )
    .orderBy('a.finishedAt', 'desc')
    .orderBy('a.id')
    .offset(page.start)
    .limit(page.end - page.start);
  return { rows, total: Number(total) };
}
