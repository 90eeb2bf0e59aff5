// Principal users (document 1, sections 3 and 6): the firm's own people in a company, as opposed to
// its client contacts and to external users of its work groups. They may be viewed as, assigned in
// forms, and look the staff directory up; the others may not.
import type { Knex } from 'knex';

/**
 * SQL true when the user (a uuid expression) is a principal user of the company (a uuid
 * expression): not a client contact there, and not only an external user of its work groups.
 */
export function principalUserSql(user: string, company: string): string {
  return `(not exists (select 1 from user_profiles p where p.user_id = ${user} and p.company_id = ${company} and p.is_contact)
    and not (
      exists (select 1 from work_group_members w join work_groups g on g.id = w.work_group_id
        where w.user_id = ${user} and g.company_id = ${company} and w.is_external)
      and not exists (select 1 from work_group_members w join work_groups g on g.id = w.work_group_id
        where w.user_id = ${user} and g.company_id = ${company} and not w.is_external)))`;
}

/** Whether the user is a principal user of the company. */
export async function isPrincipalUser(trx: Knex.Transaction, userId: string, companyId: string): Promise<boolean> {
  const { rows } = await trx.raw(`select ${principalUserSql('x.u', 'x.c')} as ok from (select ?::uuid as u, ?::uuid as c) x`, [userId, companyId]);
  return rows[0]?.ok === true;
}

/**
 * A resource's lookup (names to pick in forms) is for the company's own people: staff register work
 * on clients, projects and types they hold no master-data code for; a client contact or an external
 * user looks nothing up.
 */
export const staffLookup = (trx: Knex.Transaction, caller: { userId: string; companyId: string }) => isPrincipalUser(trx, caller.userId, caller.companyId);
