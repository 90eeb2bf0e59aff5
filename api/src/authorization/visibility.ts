// Who sees which projects, and so which of their records: the one rule (docs/visibility.md).
//
// Under a permission pair (document 1, section 6), All opens the company's projects and Workgroup
// those staffed by one of the caller's work groups; without the pair, nothing. A private project
// stays visible only to its members and commercial managers, and to its former members unless its
// retired-member privacy is on; super admins pass. A client's contact sees the records of its own
// client only, whatever the pair.
import type { Knex } from 'knex';
import { scopeOf } from '../../../policies/policy.ts';
import type { Caller } from '../platform/resource/crud.ts';

export interface Sql { sql: string; bindings: unknown[] }

/** What the rule reads of a caller. */
export type Viewer = Pick<Caller, 'companyId' | 'userId' | 'can' | 'unrestricted'>;

/** The user is a member of one of the project's work groups (one binding: the user). */
export const MEMBER_OF_PROJECT = (project: string) => `exists (select 1 from project_work_groups pw
  join work_group_members m on m.work_group_id = pw.work_group_id
  where pw.project_id = ${project} and m.user_id = ?)`;

/** Private projects the user may still see: member, commercial manager, former member unless retired-member privacy (three bindings: the user). */
export const PRIVATE_PROJECTS_SEEN = `select pw.project_id from project_work_groups pw
    join work_group_members m on m.work_group_id = pw.work_group_id where m.user_id = ?
  union select cm.project_id from project_commercial_managers cm where cm.user_id = ?
  union select fm.project_id from project_former_members fm join projects fp on fp.id = fm.project_id
    where fm.user_id = ? and not fp.retired_member_privacy`;

/**
 * SQL true when the project `project` (a uuid expression; a row without a project passes) is not
 * private, or is one the user may still see. Uncorrelated sets, each computed once per query
 * (hashed): private projects are few, so most rows pass on the first test.
 */
export function privacyAllows(userId: string, project: string): Sql {
  return {
    sql: `(${project} is null or ${project} not in (select pp.id from projects pp where pp.privacy) or ${project} in (${PRIVATE_PROJECTS_SEEN}))`,
    bindings: [userId, userId, userId],
  };
}

/** The caller's reach under a pair: 'all', 'workgroup' or null (super admins reach everything). */
export function reachUnder(caller: Viewer, pair: string): 'all' | 'workgroup' | null {
  if (caller.unrestricted) return 'all';
  return caller.can ? scopeOf({ can: caller.can, unrestricted: false, permissions: [] }, pair) : null;
}

/** SQL true when the project `project` (a uuid expression) is open to the caller under `pair`. */
export function projectVisibleUnder(caller: Viewer, pair: string, project: string): Sql {
  const reach = reachUnder(caller, pair);
  if (reach === null || !caller.userId) return { sql: 'false', bindings: [] };
  const parts: string[] = [];
  const bindings: unknown[] = [];
  if (reach === 'workgroup') { parts.push(MEMBER_OF_PROJECT(project)); bindings.push(caller.userId); }
  if (!caller.unrestricted) {
    const privacy = privacyAllows(caller.userId, project);
    parts.push(privacy.sql);
    bindings.push(...privacy.bindings);
  }
  return { sql: parts.length ? parts.join(' and ') : 'true', bindings };
}

/** The client the caller is a contact of in its company (SQL, one binding each: user, company). */
const CONTACT_CLIENT = `select p.client_id from user_profiles p where p.user_id = ? and p.company_id = ? and p.is_contact`;

/**
 * SQL true when a billing record of `client` and `project` (an invoice, a pre-invoice, what they
 * carry) is open to the caller under `pair`: a client's contact sees its own client's; anyone else
 * what the pair opens on the project.
 */
export function billingVisibleUnder(caller: Viewer, pair: string, client: string, project: string): Sql {
  if (!caller.userId) return { sql: 'false', bindings: [] };
  if (caller.unrestricted) return { sql: 'true', bindings: [] };
  const staff = projectVisibleUnder(caller, pair, project);
  return {
    sql: `(case when exists (${CONTACT_CLIENT}) then ${client} in (${CONTACT_CLIENT}) else ${staff.sql} end)`,
    bindings: [caller.userId, caller.companyId, caller.userId, caller.companyId, ...staff.bindings],
  };
}

/** A query of rows whose project is `project`, narrowed to what the caller sees under `pair`. */
export function whereProjectVisible(q: Knex.QueryBuilder, caller: Viewer, pair: string, project: string): Knex.QueryBuilder {
  const { sql, bindings } = projectVisibleUnder(caller, pair, project);
  return q.whereRaw(sql, bindings as Knex.RawBinding[]);
}
