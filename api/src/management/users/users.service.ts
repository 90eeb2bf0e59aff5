// Writes of the users resource, composed of generic steps and the person's own: one person spread
// over the global identity (users), the memberships (tenant, company), the company's profile and the
// member's sets (roles, work groups, practices, supervised users). Each write runs in the route's
// transaction, so it is whole or nothing.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { lockFor } from '../../platform/db/knex.ts';
import type * as crud from '../../platform/resource/crud.ts';
import type { Resource } from '../../platform/resource/define.ts';
import * as steps from '../../platform/resource/write-steps.ts';
import type { Write, WritePipeline, WriteStep } from '../../platform/resource/write-steps.ts';
import { DEFAULT_WORK_DAYS, deactivationRefusal, limitRefusal, profileErrors, type UsersLimit } from './users-rules.ts';
import { placeErrors } from '../geo/place-rules.ts';

type Row = Record<string, unknown>;
type Caller = crud.Caller;

/** Identity columns: the global person (table users). */
const IDENTITY = ['name', 'lastName', 'idNumber', 'email', 'phone', 'country', 'city', 'isSuperAdmin'] as const;
/** What the person is in this company (table user_profiles). */
const PROFILE = [
  'category',
  'code',
  'workday',
  'dailyWorkedHoursGoal',
  'dailyBilledHoursGoal',
  'restriction',
  'workDays',
  'admissionDate',
  'notifyEmail',
  'notifyPush',
  'isContact',
  'clientId',
  'position',
  'documentNumber',
  'contactPhone',
  'postalCode',
  'comments',
  'contactType',
] as const;

/** The member's sets in this company: where each is stored. */
const SETS = {
  practiceIds: { table: 'user_practices', column: 'practiceId' },
  serviceUnitIds: { table: 'user_service_units', column: 'serviceUnitId' },
  activityTypeIds: { table: 'user_activity_types', column: 'activityTypeId' },
  supervisedUserIds: { table: 'user_supervisions', column: 'supervisedId' },
  roleIds: { table: 'user_roles', column: 'roleId' },
} as const;

const pick = (row: Row, keys: readonly string[]): Row => Object.fromEntries(keys.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]));

/** The generic defaults, then the person's own: the usual work days, and the email in lower case. */
function normalise(r: Resource, input: Row, mode: 'create' | 'update'): Row {
  const row = steps.withDefaults(r, input, mode);
  if (row.workDays === null || (mode === 'create' && row.workDays === undefined)) row.workDays = DEFAULT_WORK_DAYS;
  if (typeof row.email === 'string') row.email = row.email.toLowerCase();
  return row;
}

/** The company's active-user limit and how many members are active; locks the company row for the write. */
export async function usersLimit(trx: Knex.Transaction, companyId: string, lock = false): Promise<UsersLimit> {
  const q = trx('companies').where({ id: companyId }).first('activeUserLimit');
  if (lock) q.forUpdate();
  const company = await q;
  const count = await trx('company_memberships').where({ companyId, active: true }).count({ n: '*' }).first();
  return { limit: company?.activeUserLimit ?? null, active: Number((count as { n: string | number } | undefined)?.n ?? 0) };
}

/** Active members of the given work groups (not external) among the given supervised users. */
async function peopleInCharge(trx: Knex.Transaction, companyId: string, workGroupIds: string[], supervisedIds: string[]): Promise<number> {
  if (!workGroupIds.length || !supervisedIds.length) return 0;
  const row = await trx('work_group_members as wm')
    .join('work_groups as g', 'g.id', 'wm.workGroupId')
    .join('company_memberships as cm', function sameCompany() {
      this.on('cm.userId', '=', 'wm.userId').andOn('cm.companyId', '=', 'g.companyId');
    })
    .where({ 'g.companyId': companyId, 'wm.isExternal': false, 'cm.active': true })
    .whereIn('wm.workGroupId', workGroupIds)
    .whereIn('wm.userId', supervisedIds)
    .countDistinct({ n: 'wm.userId' })
    .first();
  return Number((row as { n: string | number } | undefined)?.n ?? 0);
}

/** Emails are checked and written one save at a time (the lock is held until the transaction ends). */
const lockEmail = (trx: Knex.Transaction, email: string) => lockFor(trx, 'users', 'email', email.toLowerCase());

/** Whether another identity has the email, in any organisation. */
async function emailTaken(trx: Knex.Transaction, email: string, except: string | null): Promise<boolean> {
  await lockEmail(trx, email);
  const { rows } = await trx.raw('select app_email_registered(?, ?::uuid) as taken', [email, except]);
  return rows[0].taken === true;
}

/**
 * The identity that already has the email, if any, and whether it is a member of this organisation.
 * (RLS hides other organisations' people, so the id comes from a SECURITY DEFINER function.)
 */
async function existingIdentity(trx: Knex.Transaction, tenantId: string, email: string): Promise<{ id: string; member: boolean } | null> {
  await lockEmail(trx, email);
  const { rows } = await trx.raw('select app_identity_by_email(?) as id', [email]);
  const id = rows[0].id as string | null;
  if (!id) return null;
  return { id, member: !!(await trx('tenant_memberships').where({ tenantId, userId: id }).first('userId')) };
}

function emailRefusal(): AppError {
  return new AppError('EMAIL_ALREADY_REGISTERED', {}, [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }]);
}

/** Replaces the member's sets that the row carries (only this company's rows are touched). */
async function writeSets(trx: Knex.Transaction, caller: Caller, userId: string, row: Row, replace: boolean): Promise<void> {
  const owned = { tenantId: caller.tenantId, companyId: caller.companyId, userId };
  for (const [field, { table, column }] of Object.entries(SETS)) {
    if (row[field] === undefined) continue;
    if (replace) await trx(table).where({ companyId: caller.companyId, userId }).delete();
    const ids = (row[field] as string[] | null) ?? [];
    if (ids.length) await trx(table).insert(ids.map((id) => ({ ...owned, [column]: id })));
  }
  if (row.workGroupIds !== undefined) {
    const companyGroups = trx('work_groups').where({ companyId: caller.companyId }).select('id');
    if (replace) await trx('work_group_members').where({ userId, isExternal: false }).whereIn('workGroupId', companyGroups).delete();
    const ids = (row.workGroupIds as string[] | null) ?? [];
    if (ids.length) {
      await trx('work_group_members')
        .insert(ids.map((workGroupId) => ({ tenantId: caller.tenantId, workGroupId, userId, isExternal: false })))
        .onConflict(['workGroupId', 'userId'])
        .merge({ isExternal: false });
    }
  }
}

/** Active company memberships of the person in every organisation. */
async function activeMemberships(trx: Knex.Transaction, userId: string): Promise<number> {
  const { rows } = await trx.raw('select app_user_active_memberships(?::uuid) as n', [userId]);
  return Number(rows[0].n);
}

/** The identity's own active flag follows its memberships: off once no company keeps it active. */
async function syncIdentityActive(trx: Knex.Transaction, userId: string, active: boolean): Promise<void> {
  if (!active && (await activeMemberships(trx, userId)) > 0) return;
  await trx('users').where({ id: userId }).update({ active, updatedAt: trx.fn.now() });
}

/** The generic defaults, then the person's own: the usual work days, and the email in lower case. */
const personDefaults: WriteStep = (w) => {
  w.row = normalise(w.r, w.input, w.mode === 'create' ? 'create' : 'update');
  w.merged = { ...w.before, ...w.row };
};

/** The work profile and contact data of the row as it will be stored. */
const profileChecks: WriteStep = async (w) => {
  const refusal = profileErrors(w.merged, w.id);
  if (refusal) throw refusal;
  // Country and city as clients take them (geo/place-rules.ts), checked when one of them changes.
  const places = await placeErrors(w.trx, w.merged, w.before);
  if (places.length) throw invalid(places);
};

/**
 * Adds the person to this company: a new identity, or one known elsewhere (same answer, so creating
 * a user never tells who works at another organisation); an email of this organisation is refused.
 */
const insertPerson: WriteStep = async (w) => {
  const { trx, caller, row } = w;
  // The super administrator flag is refused to others by the route (field-access.ts: writableBy).
  const existing = await existingIdentity(trx, caller.tenantId, String(row.email));
  if (existing?.member) throw emailRefusal();
  if (row.active) {
    const over = limitRefusal(await usersLimit(trx, caller.companyId, true));
    if (over) throw over;
  }
  const id = existing?.id ?? crypto.randomUUID(); // chosen here: RLS would not show the new identity to RETURNING yet
  // The default company is where a session starts: ours only if the person has no active one elsewhere.
  const isDefault = !existing || (await activeMemberships(trx, id)) === 0;
  // An existing identity keeps its own name, email and flags: they are the person's, shared with
  // the organisations they already belong to; this one adds its membership and profile.
  if (!existing) await trx('users').insert({ id, ...pick(row, IDENTITY), active: row.active });
  await trx('tenant_memberships').insert({ tenantId: caller.tenantId, userId: id });
  await trx('company_memberships').insert({ tenantId: caller.tenantId, companyId: caller.companyId, userId: id, isDefault, active: row.active });
  if (existing && row.active) await syncIdentityActive(trx, id, true);
  await trx('user_profiles').insert({ tenantId: caller.tenantId, companyId: caller.companyId, userId: id, ...pick(row, PROFILE) });
  w.id = id;
};

/** A new email must be free in every organisation, and a person of several organisations keeps theirs. */
const emailChange: WriteStep = async ({ trx, row, before, id }) => {
  if (row.email === undefined || row.email === before!.email) return;
  if (await emailTaken(trx, String(row.email), id!)) throw emailRefusal();
  // The identity signs in with its email: another organisation's member keeps theirs.
  const { rows } = await trx.raw('select app_user_tenant_count(?::uuid) as n', [id!]);
  if (Number(rows[0].n) > 1) throw new AppError('FORBIDDEN', {}, [{ field: 'email', code: 'FORBIDDEN' }]);
};

const activating = (w: Write) => w.before!.active === false && w.merged.active === true;
const deactivating = (w: Write) => w.before!.active === true && w.merged.active === false;

/** Deactivation: never oneself, never while in charge of people, and confirmed; activation: within the limit. */
const activeChange: WriteStep = async (w) => {
  const { trx, caller, merged, id } = w;
  if (deactivating(w)) {
    if (id === caller.userId) throw new AppError('FORBIDDEN', {}, [{ field: 'active', code: 'FORBIDDEN' }]);
    const inCharge = await peopleInCharge(trx, caller.companyId, merged.workGroupIds as string[], merged.supervisedUserIds as string[]);
    const stop = deactivationRefusal(inCharge, caller.confirmed ?? new Set());
    if (stop) throw stop;
  }
  if (activating(w)) {
    const over = limitRefusal(await usersLimit(trx, caller.companyId, true));
    if (over) throw over;
  }
};

/** The identity, the company's profile and the membership's active flag, each where it is stored. */
const updatePerson: WriteStep = async (w) => {
  const { trx, caller, row, merged } = w;
  const id = w.id!;
  const identity = pick(row, IDENTITY);
  if (Object.keys(identity).length)
    await trx('users')
      .where({ id })
      .update({ ...identity, updatedAt: trx.fn.now() });
  const profile = pick(row, PROFILE);
  if (Object.keys(profile).length) {
    await trx('user_profiles')
      .insert({ tenantId: caller.tenantId, companyId: caller.companyId, userId: id, ...profile })
      .onConflict(['companyId', 'userId'])
      .merge({ ...profile, updatedAt: trx.fn.now() });
  }
  if (activating(w) || deactivating(w)) {
    await trx('company_memberships').where({ companyId: caller.companyId, userId: id }).update({ active: merged.active, updatedAt: trx.fn.now() });
    await syncIdentityActive(trx, id, merged.active === true);
  }
};

/** The member's sets in this company (the generic join step would touch other companies' rows). */
const memberSets: WriteStep = ({ trx, caller, id, row, mode }) => writeSets(trx, caller, id!, row, mode === 'update');

/** Rows of this company that still name the person (they must be reassigned first). */
async function stillReferenced(trx: Knex.Transaction, companyId: string, userId: string): Promise<boolean> {
  const client = trx('clients')
    .where({ companyId })
    .where((w) => w.where({ commercialManagerId: userId }).orWhere({ loyaltyUserId: userId }))
    .select('id')
    .first();
  const project = trx('project_commercial_managers as m')
    .join('projects as p', 'p.id', 'm.projectId')
    .where({ 'p.companyId': companyId, 'm.userId': userId })
    .first('p.id');
  const practice = trx('practice_responsibles as m')
    .join('practices as p', 'p.id', 'm.practiceId')
    .where({ 'p.companyId': companyId, 'm.userId': userId })
    .first('p.id');
  for (const q of [client, project, practice]) if (await q) return true; // one query at a time on a transaction
  return false;
}

/**
 * Delete removes the person from this company (membership, profile, roles, sets); the global
 * identity stays, as do their other companies and organisations. Refused for oneself, while in
 * charge of people, and while rows of the company still name them.
 */
const removalChecks: WriteStep = async ({ trx, caller, id, before }) => {
  if (id === caller.userId) throw new AppError('FORBIDDEN');
  if (await peopleInCharge(trx, caller.companyId, before!.workGroupIds as string[], before!.supervisedUserIds as string[])) {
    throw new AppError('USER_HAS_PEOPLE_IN_CHARGE');
  }
  if (await stillReferenced(trx, caller.companyId, id!)) throw new AppError('RECORD_IN_USE');
};

const removePerson: WriteStep = async ({ trx, caller, id: userId }) => {
  const id = userId!;
  const companyId = caller.companyId;
  await writeSets(trx, caller, id, { practiceIds: [], serviceUnitIds: [], activityTypeIds: [], supervisedUserIds: [], roleIds: [], workGroupIds: [] }, true);
  await trx('user_supervisions').where({ companyId, supervisedId: id }).delete();
  await trx('user_profiles').where({ companyId, userId: id }).delete();
  await trx('company_memberships').where({ companyId, userId: id }).delete();
  const otherCompany = await trx('company_memberships').where({ tenantId: caller.tenantId, userId: id }).first('companyId');
  if (!otherCompany) await trx('tenant_memberships').where({ tenantId: caller.tenantId, userId: id }).delete();
};

/**
 * Users' writes: the generic steps (references, read-back, audit) around the person's own, which
 * spread one person over the identity, the memberships, the company's profile and the member's sets.
 */
export const usersPipeline: WritePipeline = {
  create: [personDefaults, profileChecks, steps.references, insertPerson, memberSets, steps.readBack, steps.record],
  update: [
    steps.loadBefore,
    personDefaults,
    profileChecks,
    steps.references,
    emailChange,
    activeChange,
    updatePerson,
    memberSets,
    steps.readBack,
    steps.record,
  ],
  remove: [steps.loadBefore, removalChecks, removePerson, steps.record],
};
