// Looks up the seeded demo data the tests act on (by email and name, so they do not depend on ids),
// and builds a valid payload for any declared resource from its declaration.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Resource } from '../resource/define.ts';
import { resourceByName } from '../../resources.ts';
import { fieldTypeModule } from '../resource/field-types/index.ts';

export const DEMO_TENANT_NAME = 'Bufete Demo';

export async function userId(owner: Knex, email: string): Promise<string> {
  const row = await owner('users').whereRaw('lower(email) = ?', [email]).first('id');
  if (!row) throw new Error(`No seeded user ${email}`);
  return row.id;
}

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

/** First row id of a resource in a company (passing a reference's `refFilter`), read with the owner connection. */
async function anyId(owner: Knex, r: Resource, companyId: string, filter: Readonly<Record<string, string | number | boolean>> = {}): Promise<string> {
  const q = owner({ t: r.table }).first('t.id').orderBy('t.id');
  // A companyMembers table is a per-company view of the memberships: it has company_id too.
  if (r.ownedBy === 'company' || r.ownedBy === 'companyMembers') q.where({ 't.company_id': companyId });
  for (const [name, value] of Object.entries(filter)) {
    const sql = r.expressions[name] ?? `t.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
    q.whereRaw(`(${sql}) = ?`, [value]);
  }
  const row = await q;
  if (!row) throw new Error(`No ${r.name} row in company ${companyId}`);
  return row.id;
}

let counter = 0;

/** A payload that passes every field rule of the declaration, unique where it matters. */
export async function validPayload(owner: Knex, r: Resource, companyId: string): Promise<Record<string, unknown>> {
  counter += 1;
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (f.readOnly) continue;
    // References come from the database; every other value is the type's own sample (field-types/).
    if (f.type === 'ref') out[name] = await anyId(owner, resourceByName(f.ref!), companyId, f.refFilter);
    else if (f.type === 'refs') out[name] = [await anyId(owner, resourceByName(f.ref!), companyId, f.refFilter)];
    else out[name] = fieldTypeModule(f.type).sample(f, counter, name);
  }
  if (r.name === 'custom-fields') out.options = null; // only choice types take options
  if (r.name === 'currencies') out.standardCurrencyId = null; // a currency (type 1) converts to nothing
  if (r.name === 'activity-types') out.serviceUnitId = null; // a service unit must be one of the chosen practice's
  // UTBMS codes are a letter and three digits (activity types and activities).
  if ('utbmsTaskCode' in r.fields && !r.fields.utbmsTaskCode.readOnly) Object.assign(out, { utbmsTaskCode: 'L120', utbmsActivityCode: 'A101' });
  if (r.name === 'work-groups') {
    out.code = `EQ-T${counter}`;
    out.externalUserIds = []; // a member cannot be an external user of the same group too
  }
  if (r.name === 'flow-types') {
    // One activity of the company's: the smallest diagram that may be saved.
    const activityTypeId = await anyId(owner, resourceByName('activity-types'), companyId, { active: true });
    out.definition = { nodes: [{ id: 'n1', activityTypeId, x: 0, y: 0 }], edges: [] };
    out.serviceUnitId = null;
  }
  if (r.name === 'company-integrations') out.baseUrl = `https://api.proveedor${counter}.co/v1`; // an https address
  if (r.name === 'company-files') {
    // A file field names an upload of the company (a descriptor cannot be made up).
    const { tenant_id: tenantId } = await owner('companies').where({ id: companyId }).first('tenant_id');
    const [upload] = await owner('uploads')
      .insert({
        tenant_id: tenantId,
        company_id: companyId,
        name: `acta-${counter}.pdf`,
        size: 2048,
        content_type: 'application/pdf',
        storage_key: `fixture/${counter}`,
      })
      .returning(['id', 'name', 'size', 'content_type']);
    out.file = { id: upload.id, name: upload.name, size: upload.size, contentType: upload.content_type };
  }
  if (r.name === 'dynamic-forms') out.fields = [{ kind: 'textbox', title: `Campo ${counter}` }]; // at least one field
  if (PRODUCTION.has(r.name)) Object.assign(out, await productionPayload(owner, r.name, companyId));
  if (r.name === 'credit-notes' || r.name === 'cash-receipts') {
    // A document on an approved invoice of the demo's that still owes something: one unit of its currency.
    const invoice = await owner('invoices')
      .where({ company_id: companyId, state: 'approved' })
      .whereRaw('total - credited - paid >= 1')
      .orderBy('number')
      .first('id', 'currency_id', 'client_id');
    if (r.name === 'credit-notes') Object.assign(out, { invoiceId: invoice.id, currencyId: invoice.currency_id, value: '1', noteType: 'partial' });
    else {
      Object.assign(out, {
        clientId: invoice.client_id,
        receivedOn: '2026-01-15',
        method: 'transfer',
        currencyId: invoice.currency_id,
        value: '1',
        invoices: [{ invoiceId: invoice.id, amount: '1' }],
      });
    }
  }
  return out;
}

const PRODUCTION = new Set(['cases', 'activities', 'operative-workflows', 'works', 'activity-tasks', 'expenses']);

/**
 * An activity of the demo administrator's, in process (time, tasks and expenses hang on it), like the
 * first of the demo's month (ACT-DEMO-…: Los Andes' merger, this month), not of its year before.
 */
export async function ownActivity(owner: Knex, companyId: string, email = 'admin@demo.test'): Promise<string> {
  const responsible = await userId(owner, email);
  const base = await owner('activities').where({ company_id: companyId }).whereLike('code', 'ACT-DEMO-%').whereNotNull('project_id').orderBy('code').first();
  const [row] = await owner('activities')
    .insert({
      tenant_id: base.tenant_id,
      company_id: companyId,
      title: `Actividad de prueba ${counter}`,
      client_id: base.client_id,
      project_id: base.project_id,
      practice_id: base.practice_id,
      service_unit_id: base.service_unit_id,
      activity_type_id: base.activity_type_id,
      responsible_user_id: responsible,
      start_date: base.start_date,
      end_date: base.end_date,
      delivery_at: base.delivery_at,
      state: 'InProcess',
      estimated_hours: 0,
    })
    .returning('id');
  return row.id as string;
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

/** Production's rows must agree with each other (the project of the client, the type of the practice, a workable activity). */
async function productionPayload(owner: Knex, name: string, companyId: string): Promise<Record<string, unknown>> {
  const main = await owner('activities').where({ company_id: companyId, code: 'ACT-DEMO-CON-PROVEEDORES' }).first();
  if (name === 'activities') {
    return {
      clientId: main.client_id,
      projectId: main.project_id,
      practiceId: main.practice_id,
      serviceUnitId: main.service_unit_id,
      activityTypeId: main.activity_type_id,
      responsibleUserId: await userId(owner, 'profesional@demo.test'),
      startDate: '2026-11-02',
      endDate: '2026-11-06',
      sharedUserIds: [],
      caseId: null,
    };
  }
  if (name === 'cases') return { clientId: main.client_id, projectId: main.project_id, partyRows: [] };
  if (name === 'operative-workflows') {
    const flowType = await owner('flow_types').where({ company_id: companyId, code: 'FT-SOC' }).first('id');
    return {
      clientId: main.client_id,
      projectId: main.project_id,
      flowTypeId: flowType.id,
      tradeAgreementId: null,
      responsibleUserId: null,
      caseId: null,
      answers: {},
    };
  }
  const activityId = await ownActivity(owner, companyId);
  if (name === 'works') {
    return { activityId, workDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), minutes: 45, billableMinutes: 30 };
  }
  if (name === 'activity-tasks') return { activityId };
  // expenses: on the activity, with an uploaded support file.
  const { tenant_id: tenantId } = await owner('companies').where({ id: companyId }).first('tenant_id');
  const [upload] = await owner('uploads')
    .insert({
      tenant_id: tenantId,
      company_id: companyId,
      name: `recibo-${counter}.pdf`,
      size: 2048,
      content_type: 'application/pdf',
      storage_key: `fixture/e${counter}`,
    })
    .returning(['id', 'name', 'size', 'content_type']);
  return {
    activityId,
    workflowId: null,
    value: '25000.50',
    supportFile: { id: upload.id, name: upload.name, size: upload.size, contentType: upload.content_type },
  };
}

/** The demo's fusion agreement (per hour: the leader's own row at 600 000, associates at 380 000), its whole row. */
export function fusionAgreement(owner: Knex, companyId: string): Promise<{ id: string; project_id: string } & Record<string, unknown>> {
  return owner('trade_agreements').where({ company_id: companyId, state: 'open' }).whereILike('description', 'Horas de la fusión%').first();
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
