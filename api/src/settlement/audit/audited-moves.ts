// 'Servicios revisados' beyond sending (issue 14, item 2; decision 224): audited work changed to
// another project of its client, migrated in bulk from one project to another (kept as a migration
// the work panel's grid-activities-migrated lists), and the audited work to reassign (a responsible
// who left or cannot perform it, no responsible, or an agreement no longer in force) given a new
// responsible. Each runs in the request's one transaction, under the rows' locks, every activity's
// change in the audit log; a refusal writes nothing.
import type { Knex } from 'knex';
import * as audit from '../../audit/audit-log.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { today } from '../../platform/time/company-day.ts';
import { canPerform } from '../../production/activities/activity-rules.ts';
import { activityLink, notify } from '../../production/notifications/notify.ts';
import { reachOf, reachable } from '../settlement-scope.ts';
import { whereProjectVisible } from '../../authorization/visibility.ts';
import { auditMove, auditedOf, type SettlementCaller } from '../settlement-flow.ts';
import { idArray } from '../../platform/db/id-array.ts';

const PAIR = 'SettlementAccessReviewedServices';
/** Projects staffed by one of the caller's work groups (the Workgroup reach), as SQL with one binding. */

interface Audited {
  id: string;
  code: string;
  title: string;
  state: string;
  clientId: string;
  projectId: string | null;
  agreementId: string | null;
  practiceId: string;
  responsibleUserId: string | null;
  finishedDay: string;
}

/**
 * The chosen activities locked in id order, each audited by the leader and reachable (Workgroup:
 * of the caller's work groups' projects): 403 without the pair, 404 when one is not reachable.
 */
async function lockAudited(trx: Knex.Transaction, caller: SettlementCaller, ids: string[]): Promise<Audited[]> {
  if (!ids.length) throw new AppError('SETTLEMENT_SELECT_ONE');
  const reach = reachOf(caller, PAIR);
  if (!reach) throw new AppError('FORBIDDEN');
  const company = await trx('companies').where({ id: caller.companyId }).first('timeZone');
  const rows: Audited[] = await trx('activities as a')
    .where('a.company_id', caller.companyId)
    .whereIn('a.id', ids)
    .modify((q) => whereProjectVisible(q, caller, PAIR, 'a.project_id'))
    .select(
      'a.id',
      'a.code',
      'a.title',
      'a.state',
      'a.client_id as clientId',
      'a.project_id as projectId',
      'a.trade_agreement_id as agreementId',
      'a.practice_id as practiceId',
      'a.responsible_user_id as responsibleUserId',
      trx.raw(`to_char(coalesce(a.finished_at, now()) at time zone ?, 'YYYY-MM-DD') as "finishedDay"`, [company.timeZone]),
    )
    .orderBy('a.id')
    .forUpdate();
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  for (const r of rows) if (r.state !== 'AuditedByLeader') throw new AppError('SETTLEMENT_NOT_AUDITED', { code: r.code });
  return rows;
}

interface Target {
  id: string;
  clientId: string;
  agreements: { id: string; start: string; end: string }[];
  today: string;
}

/** The target project, reachable and active, with its open agreements (oldest first). */
async function targetProject(trx: Knex.Transaction, caller: SettlementCaller, projectId: string): Promise<Target> {
  const project = await reachable(trx, caller, PAIR, 'projects', projectId, 't.id');
  if (project.state !== 'active') throw new AppError('SETTLEMENT_TARGET_INACTIVE');
  const agreements = await trx('trade_agreements')
    .where({ companyId: caller.companyId, projectId, state: 'open' })
    .select('id', trx.raw(`to_char(start_date, 'YYYY-MM-DD') as start`), trx.raw(`to_char(end_date, 'YYYY-MM-DD') as "end"`))
    .orderBy('startDate')
    .forShare(); // not closed under the move
  const company = await trx('companies').where({ id: caller.companyId }).first('timeZone');
  return { id: project.id, clientId: project.clientId, agreements, today: today(company.timeZone) };
}

/**
 * The target's agreement for an activity: the open one in force on the day its work was finished,
 * else the one in force today (work whose agreement expired moves to the current one).
 */
function agreementFor(target: Target, day: string): string | null {
  const on = (d: string) => target.agreements.find((a) => a.start <= d && d <= a.end)?.id ?? null;
  return on(day) ?? on(target.today);
}

export interface MoveResult {
  moved: number;
  projectId: string;
  migrationId?: string;
}

/**
 * Moves locked audited activities to the target project: each to the agreement agreementFor finds,
 * its works and expenses following; `migration` marks them migrated and records the migration.
 */
async function moveTo(
  trx: Knex.Transaction,
  caller: SettlementCaller,
  rows: Audited[],
  targetId: string,
  action: 'changeProject' | 'migrate',
  migration?: { fromProjectId: string; reason: string | null },
): Promise<MoveResult> {
  const target = await targetProject(trx, caller, targetId);
  const plan = rows.map((r) => {
    if (r.clientId !== target.clientId) throw new AppError('SETTLEMENT_OTHER_CLIENT', { code: r.code });
    const agreementId = agreementFor(target, r.finishedDay);
    if (!agreementId) throw new AppError('SETTLEMENT_TARGET_NO_AGREEMENT', { code: r.code });
    if (r.projectId === target.id && r.agreementId === agreementId) throw new AppError('SETTLEMENT_SAME_PROJECT', { code: r.code });
    return { ...r, toAgreementId: agreementId };
  });
  let migrationId: string | undefined;
  if (migration) {
    const [made] = await trx('activity_migrations')
      .insert({
        tenantId: caller.tenantId,
        companyId: caller.companyId,
        fromProjectId: migration.fromProjectId,
        toProjectId: target.id,
        toTradeAgreementId: plan[0].toAgreementId,
        activityCount: plan.length,
        reason: migration.reason,
        createdBy: caller.userId,
      })
      .returning('id');
    migrationId = made.id as string;
    await auditMove(
      trx,
      caller,
      'activity-migrations',
      migrationId,
      'create',
      {},
      { fromProjectId: migration.fromProjectId, toProjectId: target.id, activityCount: plan.length, reason: migration.reason },
    );
  }
  // A few statements whatever the number: the rows as parallel arrays, joined by position.
  const ids = idArray(plan.map((p) => p.id));
  const fromProjects = idArray(plan.map((p) => p.projectId ?? 'NULL'));
  const fromAgreements = idArray(plan.map((p) => p.agreementId ?? 'NULL'));
  const toAgreements = idArray(plan.map((p) => p.toAgreementId));
  const moving = `unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::uuid[]) as m(id, from_project, from_agreement, to_agreement)`;
  const bindings = [ids, fromProjects, fromAgreements, toAgreements];
  await trx.raw(
    `update activities a set project_id = ?, trade_agreement_id = m.to_agreement, updated_at = now()${migration ? ', migrated = true' : ''}
    from ${moving} where a.id = m.id`,
    [target.id, ...bindings],
  );
  // Their works follow in the database (activities_move_works), whose own trigger moves their
  // minutes between the projects' day totals.
  await trx.raw('update expenses e set project_id = ? from unnest(?::uuid[]) as m(id) where e.activity_id = m.id and e.project_id is distinct from ?', [
    target.id,
    ids,
    target.id,
  ]);
  if (migrationId) {
    await trx.raw(
      `insert into activity_migration_items (tenant_id, migration_id, activity_id, from_project_id, from_trade_agreement_id)
      select ?, ?, m.id, m.from_project, m.from_agreement from ${moving}`,
      [caller.tenantId, migrationId, ...bindings],
    );
  }
  await audit.recordMany(
    trx,
    audit.actorOf(caller),
    'activities',
    action,
    plan.map((p) => ({
      id: p.id,
      before: { projectId: p.projectId ?? null, tradeAgreementId: p.agreementId ?? null },
      after: { projectId: target.id, tradeAgreementId: p.toAgreementId, ...(migration ? { migrated: true } : {}) },
    })),
  );
  return { moved: plan.length, projectId: target.id, ...(migrationId ? { migrationId } : {}) };
}

/** Changes the project of the chosen audited activities (one or more) to another project of their client. */
export async function changeProject(trx: Knex.Transaction, caller: SettlementCaller, activityIds: string[], projectId: string): Promise<MoveResult> {
  const rows = await lockAudited(trx, caller, activityIds);
  return moveTo(trx, caller, rows, projectId, 'changeProject');
}

export interface MigrateInput {
  fromProjectId: string;
  toProjectId: string;
  activityIds?: string[];
  year?: number;
  month?: number;
  reason?: string | null;
}

/**
 * Migrates audited work of one project to another of its client: the chosen activities, or all
 * the project's audited work (in a month of a year), as one recorded migration.
 */
export async function migrateActivities(trx: Knex.Transaction, caller: SettlementCaller, input: MigrateInput): Promise<MoveResult> {
  await reachable(trx, caller, PAIR, 'projects', input.fromProjectId, 't.id');
  const ids = input.activityIds?.length
    ? input.activityIds
    : ((await auditedOf(trx, caller.companyId, input.fromProjectId, input.year, input.month).pluck('a.id')) as string[]);
  const rows = await lockAudited(trx, caller, ids);
  if (rows.some((r) => r.projectId !== input.fromProjectId)) throw new AppError('SETTLEMENT_MIGRATE_ONE_PROJECT');
  if (input.fromProjectId === input.toProjectId) throw new AppError('SETTLEMENT_SAME_PROJECT', { code: rows[0].code });
  return moveTo(trx, caller, rows, input.toProjectId, 'migrate', { fromProjectId: input.fromProjectId, reason: input.reason?.trim() || null });
}

/** Gives the chosen audited activities a new responsible, who must be able to perform each (active, of its practice). */
export async function reassignAudited(trx: Knex.Transaction, caller: SettlementCaller, activityIds: string[], responsibleUserId: string) {
  const rows = await lockAudited(trx, caller, activityIds);
  const able = new Map<string, boolean>();
  for (const r of rows) {
    if (!able.has(r.practiceId)) able.set(r.practiceId, await canPerform(trx, caller.companyId, responsibleUserId, r.practiceId));
    if (!able.get(r.practiceId)) throw new AppError('SETTLEMENT_RESPONSIBLE_NOT_ELIGIBLE', { code: r.code });
  }
  const changing = rows.filter((r) => r.responsibleUserId !== responsibleUserId);
  if (!changing.length) return { reassigned: 0 };
  const ids = idArray(changing.map((r) => r.id));
  await trx.raw('update activities a set responsible_user_id = ?, assigned_at = now(), updated_at = now() from unnest(?::uuid[]) as m(id) where a.id = m.id', [
    responsibleUserId,
    ids,
  ]);
  await audit.recordMany(
    trx,
    audit.actorOf(caller),
    'activities',
    'reassign',
    changing.map((r) => ({ id: r.id, before: { responsibleUserId: r.responsibleUserId ?? null }, after: { responsibleUserId } })),
  );
  for (const r of changing) {
    await notify(trx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      link: activityLink(r.id),
      userIds: [responsibleUserId],
      kind: 'activityAssigned',
      params: { code: r.code, title: r.title },
    });
  }
  return { reassigned: changing.length };
}

/** Active projects of the client of `projectId` the caller reaches, with their agreement in force today (the move's choices). */
export async function moveTargets(trx: Knex.Transaction, caller: SettlementCaller, projectId: string) {
  const project = await reachable(trx, caller, PAIR, 'projects', projectId, 't.id');
  const company = await trx('companies').where({ id: caller.companyId }).first('timeZone');
  return trx('projects as p')
    .where({ 'p.company_id': caller.companyId, 'p.client_id': project.clientId, 'p.state': 'active' })
    .modify((q) => whereProjectVisible(q, caller, PAIR, 'p.id'))
    .leftJoin('trade_agreements as t', (j) =>
      j
        .on('t.project_id', 'p.id')
        .andOnVal('t.state', 'open')
        .andOn(trx.raw('t.start_date <= ?::date', [today(company.timeZone)]))
        .andOn(trx.raw('t.end_date >= ?::date', [today(company.timeZone)])),
    )
    .select('p.id', 'p.name', 't.id as tradeAgreementId', 't.description as agreementDescription')
    .orderBy('p.name')
    .limit(200);
}

/** Active members who can perform every one of the practices (the reassign modal's choices). */
export async function responsibleCandidates(trx: Knex.Transaction, caller: SettlementCaller, practiceIds: string[]) {
  if (!reachOf(caller, PAIR)) throw new AppError('FORBIDDEN');
  const wanted = [...new Set(practiceIds)];
  return trx('company_users as cu')
    .where({ 'cu.company_id': caller.companyId, 'cu.active': true, 'cu.is_contact': false })
    .modify((q) => {
      if (wanted.length) {
        q.whereIn(
          'cu.id',
          trx('user_practices')
            .where({ companyId: caller.companyId })
            .whereIn('practiceId', wanted)
            .groupBy('userId')
            .havingRaw('count(distinct practice_id) = ?', [wanted.length])
            .select('userId'),
        );
      }
    })
    .select('cu.id', trx.raw(`trim(cu.name || ' ' || cu.last_name) as name`))
    .orderBy('cu.name')
    .orderBy('cu.last_name')
    .limit(500);
}
