// Who sees which projects, and so which of their records: the one rule (docs/visibility.md).
//
// Under a permission pair (document 1, section 6), All opens the company's projects and Workgroup
// those staffed by one of the caller's work groups; without the pair, nothing. A private project
// stays visible only to its members and commercial managers, and to its former members unless its
// retired-member privacy is on; super admins pass. A client's contact sees the records of its own
// client only, whatever the pair.
import type { Knex } from 'knex';
import { AppError } from '../platform/errors/app-error.ts';
import { scopeOf } from '../../../policies/policy.ts';
import type { Caller as ResourceCaller } from '../platform/resource/types.ts';

export interface Sql {
  sql: string;
  bindings: unknown[];
}

/** What the rule reads of a caller. */
export type Viewer = Pick<ResourceCaller, 'companyId' | 'userId' | 'can' | 'unrestricted'>;

/** `user` (a column, or `?` for a binding) is a member of one of the project's work groups. */
export const IS_PROJECT_MEMBER = (project: string, user: string) => `exists (select 1 from project_work_groups pw
  join work_group_members m on m.work_group_id = pw.work_group_id
  where pw.project_id = ${project} and m.user_id = ${user})`;

/** The user is a member of one of the project's work groups (one binding: the user). */
export const MEMBER_OF_PROJECT = (project: string) => IS_PROJECT_MEMBER(project, '?');

/** Projects staffed by one of the user's work groups (an uncorrelated set, hashed once per query). */
export const MY_PROJECTS = `select pw.project_id from project_work_groups pw
  join work_group_members m on m.work_group_id = pw.work_group_id where m.user_id = ?`;

/** Private projects the user may still see: member, commercial manager, former member unless retired-member privacy (three bindings: the user). */
export const PRIVATE_PROJECTS_SEEN = `${MY_PROJECTS}
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
  if (reach === 'workgroup') {
    parts.push(MEMBER_OF_PROJECT(project));
    bindings.push(caller.userId);
  }
  if (!caller.unrestricted) {
    const privacy = privacyAllows(caller.userId, project);
    parts.push(privacy.sql);
    bindings.push(...privacy.bindings);
  }
  return { sql: parts.length ? parts.join(' and ') : 'true', bindings };
}

/** The client the user is a contact of in the company, or null: the user is the firm's staff there. */
export async function contactClientOf(trx: Knex.Transaction, userId: string, companyId: string | null): Promise<string | null> {
  if (!companyId) return null;
  const row = await trx('user_profiles').where({ userId, companyId, isContact: true }).whereNotNull('clientId').first('clientId');
  return (row?.clientId as string | undefined) ?? null;
}

/**
 * The client whose records the customer portal shows the caller: the client they are a contact of
 * in the active company. The firm's staff have none: refused.
 */
export function portalClient(caller: { contactClientId: string | null }): string {
  if (!caller.contactClientId) throw new AppError('FORBIDDEN');
  return caller.contactClientId;
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

// ---------------------------------------------------------------------------------------------
// Production (decision 192). The specification gives production no permission code:
// every signed-in member of the company reaches the work panel and its grids. What each one sees is
// narrowed here, in SQL, so lists, counts, indicators, exports and gets agree:
// - the whole company: super admins and holders of SettlementAccessAll (partners and leaders who
//   settle the company's work);
// - everyone else: the work they are responsible for, created or had shared with them, the work of
//   the people they supervise, and the work of projects staffed by one of their work groups.
// Private projects stay hidden from non-members by the privacy rule above (privacyAllows).

interface Condition {
  sql: string;
  bindings: string[];
}

/** The whole company's production is open to the caller. */
export const seesCompanyProduction = (caller: Viewer) => !!caller.unrestricted || !!caller.can?.('SettlementAccessAll');

/**
 * The work panel's teams: every team of the company to those who see its production or review all
 * of its work, else the caller's own teams.
 */
export const seesEveryTeam = (caller: Viewer) => seesCompanyProduction(caller) || !!caller.can?.('SettlementAccessReviewedServicesAll');

/** Narrows work groups (their id column `id`) to the teams whose work the caller may look at. */
export function whereTeamVisible(q: Knex.QueryBuilder, caller: Viewer, id = 'g.id'): Knex.QueryBuilder {
  if (seesEveryTeam(caller)) return q;
  return q.whereIn(id, (members) =>
    members
      .from('work_group_members')
      .where('user_id', caller.userId ?? null)
      .select('work_group_id'),
  );
}

/** Narrows clients (alias `c`) to those of the caller's work: their teams' projects' and their own activities', unless they see the company's production. */
export function whereClientOfVisibleWork(q: Knex.QueryBuilder, caller: Viewer, c = 'c'): Knex.QueryBuilder {
  if (seesCompanyProduction(caller)) return q;
  const me = caller.userId ?? '00000000-0000-0000-0000-000000000000';
  return q.where((w) =>
    w
      .whereRaw(`${c}.id in (select p.client_id from projects p where p.id = any(array(${MY_PROJECTS})))`, [me])
      .orWhereRaw(`${c}.id in (select a.client_id from activities a where a.responsible_user_id = ?)`, [me]),
  );
}

/**
 * The user's own work over activities `a`, test by test: theirs as responsible or author, shared
 * with them, of the people they supervise in the company. Each can take an index (`= any(array(...))`).
 */
function ownWorkTests(me: string, companyId: Viewer['companyId'], a: string): Condition[] {
  return [
    { sql: `${a}.responsible_user_id = ?`, bindings: [me] },
    { sql: `${a}.created_by = ?`, bindings: [me] },
    { sql: `${a}.id = any(array(select s.activity_id from activity_shares s where s.user_id = ?))`, bindings: [me] },
    {
      sql: `${a}.responsible_user_id = any(array(select us.supervised_id from user_supervisions us where us.user_id = ? and us.company_id = ?))`,
      bindings: [me, companyId],
    },
  ];
}

/**
 * SQL (with bindings) that is true for the activities, over alias `a`, the caller may see. Columns:
 * `a.project_id`, `a.responsible_user_id`, `a.created_by`, `a.id`.
 */
export function activityVisibility(caller: Viewer, a = 'a'): Condition & { parts?: Condition[]; common?: Condition; row?: Condition } {
  const me = caller.userId ?? '00000000-0000-0000-0000-000000000000';
  const { sql: privacy } = privacyAllows(me, `${a}.project_id`);
  if (caller.unrestricted) return { sql: 'true', bindings: [] };
  if (seesCompanyProduction(caller)) return { sql: privacy, bindings: [me, me, me] };
  // Their teams' projects, and their own work (responsible, created, shared, supervised people's).
  // Counted apart (parts): `= any(array(...))`, each set computed once and probed through an index.
  const teams: Condition = { sql: `${a}.project_id = any(array(${MY_PROJECTS}))`, bindings: [me] };
  const tests = ownWorkTests(me, caller.companyId, a);
  const own: Condition = { sql: `(${tests.map((t) => t.sql).join(' or ')})`, bindings: tests.flatMap((t) => t.bindings) };
  const common: Condition = { sql: privacy, bindings: [me, me, me] };
  // The page's filter walks a grid's index row by row: there each set is a hashed subplan (a long
  // array would be compared element by element on every row).
  const hashed = `(${a}.project_id in (${MY_PROJECTS}) or ${a}.responsible_user_id = ? or ${a}.created_by = ?
      or ${a}.id in (select s.activity_id from activity_shares s where s.user_id = ?)
      or ${a}.responsible_user_id in (select us.supervised_id from user_supervisions us where us.user_id = ? and us.company_id = ?))`;
  // One row at a time (a get by id): each test probes an index instead of building a set.
  const probed = `(${MEMBER_OF_PROJECT(`${a}.project_id`)}
      or ${a}.responsible_user_id = ? or ${a}.created_by = ?
      or exists (select 1 from activity_shares s where s.user_id = ? and s.activity_id = ${a}.id)
      or exists (select 1 from user_supervisions us where us.user_id = ? and us.company_id = ? and us.supervised_id = ${a}.responsible_user_id))`;
  return {
    sql: `${hashed} and ${privacy}`,
    bindings: [...teams.bindings, ...own.bindings, ...common.bindings],
    parts: [teams, own],
    common,
    row: { sql: `${probed} and ${privacy}`, bindings: [...teams.bindings, ...own.bindings, ...common.bindings] },
  };
}

/**
 * A work (time registered) is seen as its activity is. Its project is its activity's (the database
 * keeps it so: works_take_activity_project), so the rule reads the work itself (alias `k`): the
 * project's privacy, and for a member their teams' projects on the work and their own work
 * (ownWorkTests, as for activities) as a set of activity ids (`narrowed`: a member's few works of the company).
 */
export function workVisibility(caller: Viewer, k = 'k'): Condition & { narrowed: boolean } {
  if (caller.unrestricted) return { sql: 'true', bindings: [], narrowed: false };
  const me = caller.userId ?? '00000000-0000-0000-0000-000000000000';
  const { sql: privacy } = privacyAllows(me, `${k}.project_id`);
  if (seesCompanyProduction(caller)) return { sql: privacy, bindings: [me, me, me], narrowed: false };
  // Their own work as a set of activity ids, one index per test (an `or` of them read more).
  const own = ownWorkTests(me, caller.companyId, 'oa');
  const ownIds = own.map((t) => `select oa.id from activities oa where ${t.sql}`).join(' union all ');
  return {
    sql: `(${k}.project_id in (${MY_PROJECTS}) or ${k}.activity_id in (${ownIds})) and ${privacy}`,
    bindings: [me, ...own.flatMap((t) => t.bindings), me, me, me],
    narrowed: true,
  };
}

/** The same rule for rows that hang on a project and a responsible (workflows: `w`). */
export function workflowVisibility(caller: Viewer, w = 'w'): { sql: string; bindings: string[] } {
  const me = caller.userId ?? '00000000-0000-0000-0000-000000000000';
  const { sql: privacy } = privacyAllows(me, `${w}.project_id`);
  if (caller.unrestricted) return { sql: 'true', bindings: [] };
  if (seesCompanyProduction(caller)) return { sql: privacy, bindings: [me, me, me] };
  return {
    sql: `(${w}.responsible_user_id = ? or ${w}.created_by = ?
      or ${w}.responsible_work_group_id in (select m.work_group_id from work_group_members m where m.user_id = ?)
      or ${w}.id in (select va.workflow_id from activities va where va.responsible_user_id = ? and va.workflow_id is not null)
      or ${w}.project_id in (${MY_PROJECTS})) and ${privacy}`,
    bindings: [me, me, me, me, me, me, me, me],
  };
}

/**
 * Projects (alias `p`, columns `id`, `privacy`) whose production the caller sees: the company's for
 * those who see the company's production, else those staffed by their work groups or that they manage
 * commercially; private ones only to their members, as everywhere.
 */
export function projectVisibility(caller: Viewer, p = 'p'): Condition {
  const me = caller.userId ?? '00000000-0000-0000-0000-000000000000';
  const { sql: privacy } = privacyAllows(me, `${p}.id`);
  if (caller.unrestricted) return { sql: 'true', bindings: [] };
  if (seesCompanyProduction(caller)) return { sql: privacy, bindings: [me, me, me] };
  return {
    sql: `(${p}.id in (${MY_PROJECTS}) or ${p}.id in (select cm.project_id from project_commercial_managers cm where cm.user_id = ?)) and ${privacy}`,
    bindings: [me, me, me, me, me],
  };
}

/**
 * Cases (alias `t`): the company's for those who see its production, else theirs, their teams' and
 * those they work on; a private project's only to those the privacy rule lets see it.
 */
export function caseVisibility(caller: Viewer, t = 't'): Condition {
  const me = caller.userId ?? '00000000-0000-0000-0000-000000000000';
  if (caller.unrestricted) return { sql: 'true', bindings: [] };
  const privacy = privacyAllows(me, `${t}.project_id`);
  if (seesCompanyProduction(caller)) return { sql: privacy.sql, bindings: privacy.bindings as string[] };
  return {
    sql: `(${t}.created_by = ? or ${t}.project_id in (${MY_PROJECTS})
      or ${t}.id in (select a.case_id from activities a where a.responsible_user_id = ? and a.case_id is not null)
      or ${t}.id in (select w.case_id from operative_workflows w where w.responsible_user_id = ? and w.case_id is not null)) and ${privacy.sql}`,
    bindings: [me, me, me, me, ...(privacy.bindings as string[])],
  };
}

/** Narrows a query builder over activities (alias `a`) to what the caller sees. */
export function whereActivityVisible(q: Knex.QueryBuilder, caller: Viewer, a = 'a'): Knex.QueryBuilder {
  const { sql, bindings } = activityVisibility(caller, a);
  return q.whereRaw(sql, bindings);
}

/** Rows hanging on an activity (alias `t`, column activity_id) are seen with their activity. */
export function activityChildVisibility(caller: Viewer): { sql: string; bindings: string[] } {
  const { sql, bindings } = activityVisibility(caller, 'a');
  return { sql: `t.activity_id in (select a.id from activities a where a.company_id = ? and ${sql})`, bindings: [caller.companyId, ...bindings] };
}

/** A grid's bucket (`where`, SQL over `t`) within a visibility, keeping its parts for the count. */
export function withinBucket(where: string, seen: Condition & { parts?: Condition[]; common?: Condition; row?: Condition }) {
  return {
    sql: `(${where}) and ${seen.sql}`,
    bindings: seen.bindings,
    parts: seen.parts,
    common: { sql: `(${where}) and ${seen.common?.sql ?? 'true'}`, bindings: seen.common?.bindings ?? [] },
    ...(seen.row ? { row: { sql: `(${where}) and ${seen.row.sql}`, bindings: seen.row.bindings } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Notifications: a member's inbox is theirs alone. Nobody else reads it, whatever their codes or
// reach (a super admin too), and a deleted one (kept, marked deleted) is seen by nobody.

/** The caller's own notifications (alias `t`), not deleted; served by the index notifications_inbox. */
export function ownNotifications(caller: Pick<Viewer, 'userId'>, t = 't'): Sql {
  return { sql: `(${t}.user_id = ? and ${t}.deleted_at is null)`, bindings: [caller.userId ?? null] };
}
