// Integrity the database keeps by itself, whatever code writes: every uniqueness rule has its
// unique index with the rule's case, and a foreign-key violation says which side broke it.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { tenants } from '../testing/fixtures.ts';
import { toAppError } from '../errors/errors-plugin.ts';

let app: TestApp;
let ids: Awaited<ReturnType<typeof tenants>>;

beforeAll(async () => {
  // A route that writes a row naming a tax profile that does not exist, past every check in code:
  // only the database's foreign key stops it, and the errors plugin must name it.
  app = await createTestApp({
    extraRoutes: [
      {
        method: 'POST',
        path: '/api/test/dangling-reference',
        options: { auth: false, plugins: { lawfirm: { permission: null, needsCompany: false } } },
        handler: async () => {
          await app
            .owner('clients')
            .insert({
              tenant_id: ids.demoTenantId,
              company_id: ids.mainCompanyId,
              name: 'Sin perfil',
              document_number: '1',
              tax_profile_id: crypto.randomUUID(),
            });
          return { ok: true };
        },
      },
    ],
  });
  ids = await tenants(app.owner);
});
afterAll(() => app?.close());

/** The error PostgreSQL raises for `write`, mapped as the errors plugin maps it. */
async function mapped(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (err) {
    return toAppError(err)?.code;
  }
  throw new Error('the write passed');
}

describe('uniqueness rules have their unique index, with the same case rule', () => {
  // Each rule of the product: table, the index that enforces it, and the columns as the rule compares them.
  const RULES: [rule: string, table: string, index: string, definition: RegExp][] = [
    ['role code per company, any case', 'roles', 'roles_company_id_code_unique', /\(company_id, lower\(\(code\)::text\)\)/],
    ['work-group code per company, any case', 'work_groups', 'work_groups_company_id_code_unique', /\(company_id, lower\(\(code\)::text\)\)/],
    ['tax profile name per company, any case', 'tax_profiles', 'tax_profiles_name_unique', /\(company_id, lower\(\(name\)::text\)\)/],
    ['user email, any case', 'users', 'users_email_unique', /\(lower\(\(email\)::text\)\)/],
  ];
  for (const [rule, table, index, definition] of RULES) {
    it(rule, async () => {
      const row = await app.owner('pg_indexes').where({ tablename: table, indexname: index }).first('indexdef');
      expect(row?.indexdef, index).toMatch(/^CREATE UNIQUE INDEX/);
      expect(row.indexdef).toMatch(definition);
    });
  }

  it('refuses a role or work-group code that differs only by case, even written past the API', async () => {
    const base = { tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId };
    const code = `Caso-${crypto.randomUUID().slice(0, 6)}`;
    await app.owner('roles').insert({ ...base, name: 'Rol caso', code });
    expect(await mapped(() => app.owner('roles').insert({ ...base, name: 'Rol caso 2', code: code.toUpperCase() }))).toBe('ROLE_CODE_TAKEN');
    await app.owner('work_groups').insert({ ...base, name: 'Grupo caso', code });
    expect(await mapped(() => app.owner('work_groups').insert({ ...base, name: 'Grupo caso 2', code: code.toLowerCase() }))).toBe('WORK_GROUP_CODE_TAKEN');
    // Another company may use the same code.
    await app.owner('roles').insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, name: 'Rol caso', code: code.toLowerCase() });
  });

  it('answers 409 ROLE_CODE_TAKEN through the API for a code of another case', async () => {
    const admin = await app.cookieFor((await app.owner('users').where({ email: 'admin@demo.test' }).first('id')).id);
    const code = `Api-${crypto.randomUUID().slice(0, 6)}`;
    const first = await app.request(admin, { method: 'POST', url: '/api/roles', payload: { name: 'Rol API', code } });
    expect(first.statusCode).toBe(201);
    const second = await app.request(admin, { method: 'POST', url: '/api/roles', payload: { name: 'Rol API 2', code: code.toUpperCase() } });
    expect(second.statusCode).toBe(409);
    expect((second.result as { code: string }).code).toBe('ROLE_CODE_TAKEN');
  });
});

describe('foreign-key violations', () => {
  let owner: Knex;
  beforeAll(() => {
    owner = app.owner;
  });

  it('a written row naming a missing one is INVALID_REFERENCE, on insert and on update', async () => {
    const profile = await owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id');
    const row = { tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, name: 'Cliente FK', document_number: '9' };
    expect(await mapped(() => owner('clients').insert({ ...row, tax_profile_id: crypto.randomUUID() }))).toBe('INVALID_REFERENCE');
    const [client] = await owner('clients')
      .insert({ ...row, tax_profile_id: profile.id })
      .returning('id');
    expect(await mapped(() => owner('clients').where({ id: client.id }).update({ tax_profile_id: crypto.randomUUID() }))).toBe('INVALID_REFERENCE');
    // Deleting the row the client names stays RECORD_IN_USE.
    expect(await mapped(() => owner('tax_profiles').where({ id: profile.id }).delete())).toBe('RECORD_IN_USE');
  });

  it('answers 400 INVALID_REFERENCE with its es/en message through the server, writing nothing', async () => {
    const before = await owner('clients').where({ name: 'Sin perfil' }).count({ n: '*' }).first();
    const res = await app.server.inject({ method: 'POST', url: '/api/test/dangling-reference', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    const body = res.result as { code: string; message: string; messages: { es: string; en: string } };
    expect(body.code).toBe('INVALID_REFERENCE');
    expect(body.messages).toEqual({ es: 'El registro seleccionado no existe', en: 'The selected record does not exist' });
    expect(await owner('clients').where({ name: 'Sin perfil' }).count({ n: '*' }).first()).toEqual(before);
  });
});

describe("a work's project is its activity's", () => {
  it('is taken from the activity as the work is written, and follows an edit of the activity, its day totals with it', async () => {
    const { ownActivity } = await import('../testing/fixtures.ts');
    const activityId = await ownActivity(app.owner, ids.mainCompanyId);
    const activity = await app.owner('activities').where({ id: activityId }).first();
    const other = await app.owner('projects').where({ company_id: ids.mainCompanyId }).whereNot({ id: activity.project_id }).first('id');
    // Written naming another project (or none): the activity's is kept.
    const [work] = await app
      .owner('works')
      .insert({
        tenant_id: activity.tenant_id,
        company_id: activity.company_id,
        activity_id: activityId,
        project_id: other.id,
        user_id: activity.responsible_user_id,
        work_date: '2019-06-03',
        minutes: 90,
        billable_minutes: 60,
      })
      .returning(['id', 'project_id']);
    expect(work.project_id).toBe(activity.project_id);
    await app.owner('works').where({ id: work.id }).update({ project_id: null });
    expect((await app.owner('works').where({ id: work.id }).first('project_id')).project_id).toBe(activity.project_id);
    const totals = (project: string) =>
      app
        .owner('work_day_totals')
        .where({ company_id: activity.company_id, user_id: activity.responsible_user_id, work_date: '2019-06-03', project_id: project })
        .first('minutes');
    expect((await totals(activity.project_id))?.minutes).toBe('90');
    // The activity moves to another project: its work and the day's totals go with it.
    await app.owner('activities').where({ id: activityId }).update({ project_id: other.id });
    expect((await app.owner('works').where({ id: work.id }).first('project_id')).project_id).toBe(other.id);
    expect((await totals(other.id))?.minutes).toBe('90');
    expect((await totals(activity.project_id))?.minutes ?? '0').toBe('0');
  });
});
