// Looks up the seeded demo data the tests act on (by email and name, so they do not depend on ids),
// and builds a valid payload for any declared resource from its declaration and its domain's sample.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Resource } from '../resource/define.ts';
import type { TestApp } from './harness.ts';
import { resourceByName } from '../../resources.ts';
import { TEST_SAMPLES } from '../../test-samples.ts';
import { anyId, nextSample, ownActivity, userId } from './demo-rows.ts';
import { fieldTypeModule } from '../resource/field-types/index.ts';
import { activityStateSql } from '../../production/activities/activity-state-sql.ts';

// The demo's rows most tests start from (demo-rows.ts), offered here beside the payloads.
export { ownActivity, userId };

export const DEMO_TENANT_NAME = 'Bufete Demo';

/** The demo tenant and its main company, and another tenant with one company. */
export async function tenants(owner: Knex) {
  const demo = await owner('tenants').where({ name: DEMO_TENANT_NAME }).first('id');
  const other = await owner('tenants').whereNot({ id: demo.id }).orderBy('name').first('id');
  const mainCompany = await owner('companies').where({ tenant_id: demo.id, is_main: true }).first('id');
  const secondCompany = await owner('companies').where({ tenant_id: demo.id }).whereNot({ id: mainCompany.id }).first('id');
  const otherCompany = await owner('companies').where({ tenant_id: other.id }).first('id');
  return {
    demoTenantId: demo.id as string,
    mainCompanyId: mainCompany.id as string,
    secondCompanyId: secondCompany.id as string,
    otherTenantId: other.id as string,
    otherCompanyId: otherCompany.id as string,
  };
}

/**
 * The caller of the cross-tenant cases: multi@demo.test in the other tenant's company, given a new
 * role there holding `codes`. Answers the user and where their session must be opened.
 */
export async function otherTenantHolder(owner: Knex, codes: readonly string[]) {
  const ids = await tenants(owner);
  const user = await userId(owner, 'multi@demo.test');
  const suffix = crypto.randomUUID().slice(0, 8);
  const [role] = await owner('roles')
    .insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, name: `Rol externo ${suffix}`, code: `EXT-${suffix}` })
    .returning('id');
  if (codes.length) await owner('role_permissions').insert(codes.map((code) => ({ tenant_id: ids.otherTenantId, role_id: role.id, permission_code: code })));
  await owner('user_roles').insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, user_id: user, role_id: role.id });
  return { userId: user, tenantId: ids.otherTenantId, companyId: ids.otherCompanyId, roleCode: `EXT-${suffix}` };
}

/** The demo's people the tests sign in as, by the role they play there. */
export const DEMO_PEOPLE = {
  admin: 'admin@demo.test',
  leader: 'lider@demo.test',
  professional: 'profesional@demo.test',
  commercial: 'comercial@demo.test',
  contact: 'cliente@demo.test',
  superAdmin: 'superadmin@demo.test',
} as const;
export type DemoRole = keyof typeof DEMO_PEOPLE;

/**
 * Session cookies of the demo's people in `roles`, by role; with `outsiderCodes`, also `outsider`:
 * the other tenant's holder of those codes (otherTenantHolder), the caller of the cross-tenant cases.
 */
export async function demoCookies<R extends DemoRole>(app: TestApp, roles: readonly R[]): Promise<Record<R, string>>;
export async function demoCookies<R extends DemoRole>(
  app: TestApp,
  roles: readonly R[],
  outsiderCodes: readonly string[],
): Promise<Record<R | 'outsider', string>>;
export async function demoCookies(app: TestApp, roles: readonly DemoRole[], outsiderCodes?: readonly string[]): Promise<Record<string, string>> {
  const cookies: Record<string, string> = {};
  for (const role of roles) cookies[role] = await app.cookieFor(await userId(app.owner, DEMO_PEOPLE[role]));
  if (outsiderCodes) {
    const other = await otherTenantHolder(app.owner, outsiderCodes);
    cookies.outsider = await app.cookieFor(other.userId, other);
  }
  return cookies;
}

/** A payload that passes every field rule of the declaration, unique where it matters. */
export async function validPayload(owner: Knex, r: Resource, companyId: string): Promise<Record<string, unknown>> {
  const counter = nextSample();
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (f.readOnly) continue;
    // References come from the database; every other value is the type's own sample (field-types/).
    if (f.type === 'ref') out[name] = await anyId(owner, resourceByName(f.ref!), companyId, f.refFilter);
    else if (f.type === 'refs') out[name] = [await anyId(owner, resourceByName(f.ref!), companyId, f.refFilter)];
    else out[name] = fieldTypeModule(f.type).sample(f, counter, name);
  }
  // UTBMS codes are a letter and three digits (activity types and activities).
  if ('utbmsTaskCode' in r.fields && !r.fields.utbmsTaskCode.readOnly) Object.assign(out, { utbmsTaskCode: 'L120', utbmsActivityCode: 'A101' });
  // What the field types cannot know (values that must agree with each other or with other rows):
  // the declaration's own sample, kept by its domain (test-samples.ts).
  const own = TEST_SAMPLES[r.name];
  if (own) Object.assign(out, await own({ owner, companyId, counter }));
  return out;
}

/**
 * An activity of `projectId` (and its client) on `agreementId`, audited and finished on `finished`,
 * with one work per `[userId, minutes]`, dated the 2nd, 3rd… of that month: the settlement tests' work.
 */
export async function auditedActivity(
  owner: Knex,
  {
    companyId,
    projectId,
    agreementId,
    finished,
    works,
  }: { companyId: string; projectId: string; agreementId: string; finished: string; works: [string, number][] },
): Promise<string> {
  const id = await ownActivity(owner, companyId, 'profesional@demo.test');
  const row = await owner('activities').where({ id }).first('tenant_id');
  const project = await owner('projects').where({ id: projectId }).first('client_id');
  await owner('activities').where({ id }).update({ project_id: projectId, client_id: project.client_id, trade_agreement_id: agreementId });
  await owner('works').insert(
    works.map(([userId, minutes], i) => ({
      tenant_id: row.tenant_id,
      company_id: companyId,
      activity_id: id,
      project_id: projectId,
      user_id: userId,
      work_date: `${finished.slice(0, 7)}-0${i + 2}`,
      minutes,
      billable_minutes: minutes,
    })),
  );
  await owner('activities').where({ id }).update({ state: 'AuditedByLeader', finished_at: finished });
  return id;
}

/** The demo's fusion agreement (per hour: the leader's own row at 600 000, associates at 380 000), its whole row. */
export function fusionAgreement(owner: Knex, companyId: string): Promise<{ id: string; project_id: string } & Record<string, unknown>> {
  return owner('trade_agreements').where({ company_id: companyId, state: 'open' }).whereILike('description', 'Horas de la fusión%').first();
}

/**
 * What the settlement tests bill: the demo's main company, its fusion agreement (fusionAgreement)
 * and that agreement's project, and the professional and the leader who work on it.
 */
export async function fusionWork(owner: Knex) {
  const companyId = (await tenants(owner)).mainCompanyId;
  const agreement = await fusionAgreement(owner, companyId);
  return {
    companyId,
    agreementId: agreement.id,
    projectId: agreement.project_id,
    professionalId: await userId(owner, DEMO_PEOPLE.professional),
    leaderId: await userId(owner, DEMO_PEOPLE.leader),
  };
}

/**
 * A month of audited work on the demo's fusion agreement (per hour), made in three statements: `count`
 * activities coded `<prefix>-<n>`, finished on the month's days, with two works each (of the
 * professional and the leader). For the settlement's scale checks (the bench, kill -9).
 */
export async function insertAuditedMonth(owner: Knex, { prefix, count, month }: { prefix: string; count: number; month: string }) {
  const agreement = await owner('trade_agreements')
    .where({ state: 'open' })
    .whereILike('description', 'Horas de la fusión%')
    .first('id', 'project_id', 'tenant_id', 'company_id');
  const base = await owner('activities').where({ project_id: agreement.project_id }).first();
  const people = await owner('users').whereIn('email', ['profesional@demo.test', 'lider@demo.test']).orderBy('email', 'desc').pluck('id');
  await owner.raw(
    `insert into activities (tenant_id, company_id, code, title, client_id, project_id, practice_id, service_unit_id,
      activity_type_id, trade_agreement_id, responsible_user_id, start_date, end_date, delivery_at, finished_at, state, estimated_hours)
    select ?, ?, ? || '-' || g, 'Actividad de liquidación ' || g, ?, ?, ?, ?, ?, ?, ?, (? || '-01')::date, (? || '-28')::date, (? || '-28T22:00:00Z')::timestamptz,
      (? || '-' || lpad((1 + g % 28)::text, 2, '0') || 'T15:00:00Z')::timestamptz, 'InProcess', 0
    from generate_series(1, ?) g`,
    [
      agreement.tenant_id,
      agreement.company_id,
      prefix,
      base.client_id,
      agreement.project_id,
      base.practice_id,
      base.service_unit_id,
      base.activity_type_id,
      agreement.id,
      people[0],
      month,
      month,
      month,
      month,
      count,
    ],
  );
  await owner.raw(
    `insert into works (tenant_id, company_id, activity_id, project_id, user_id, work_date, minutes, billable_minutes)
    select a.tenant_id, a.company_id, a.id, a.project_id, (array[?::uuid, ?::uuid])[1 + w % 2], a.finished_at::date, 30 + (w * 7 + length(a.code)) % 240, 30 + (w * 7 + length(a.code)) % 240
    from activities a cross join generate_series(1, 2) w where a.code like ? || '-%'`,
    [people[0], people[1], prefix],
  );
  await owner.raw(`update activities set state = 'AuditedByLeader' where code like ? || '-%'`, [prefix]);
  return { projectId: agreement.project_id as string, companyId: agreement.company_id as string };
}

/**
 * Activities' states as every reader reads them (`state`: billed work through its approved
 * pre-invoice) beside the state their rows store (`stored`), for the rows `where` narrows (alias `t`).
 */
/** For activityStates: the work a pre-invoice holds (decision 290). */
export const workOfPreinvoice = (owner: Knex, preinvoiceId: string) => (q: Knex.QueryBuilder) =>
  q.whereIn('t.id', owner('preinvoice_work').where({ preinvoice_id: preinvoiceId }).select('activity_id'));

export async function activityStates(owner: Knex, where: (q: Knex.QueryBuilder) => void): Promise<{ id: string; state: string; stored: string }[]> {
  return owner('activities as t')
    .modify(where)
    .orderBy('t.id')
    .select('t.id', owner.raw(`${activityStateSql('t')} as state`), 't.state as stored');
}
