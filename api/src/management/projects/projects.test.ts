// Rules of projects: a practice or service unit, commercial managers and a work group (document 1, section 5).
import { beforeAll, expect, it } from 'vitest';
import { tenants, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as } = apiTest({ as: ['admin'] });
let base: Record<string, unknown>;

beforeAll(async () => {
  const { mainCompanyId } = await tenants(app.owner);
  const first = async (table: string) => (await app.owner(table).where({ company_id: mainCompanyId }).orderBy('name').first('id')).id as string;
  base = {
    name: 'Due diligence adquisición',
    clientId: await first('clients'),
    commercialManagerIds: [await userId(app.owner, 'comercial@demo.test')],
    workGroupIds: [await first('work_groups')],
    practiceIds: [await first('practices')],
  };
});

const post = (payload: object) => app.request(as.admin, { method: 'POST', url: '/api/projects', payload });

it('needs at least one practice or service unit', async () => {
  const res = await post({ ...base, practiceIds: [], serviceUnitIds: [] });
  expect(res.statusCode).toBe(400);
  expect((res.result as { fields: { field: string; code: string }[] }).fields).toEqual([
    expect.objectContaining({ field: 'practiceIds', code: 'PROJECT_STRUCTURE_REQUIRED' }),
  ]);
});

it('needs commercial managers and a work group', async () => {
  const res = await post({ ...base, commercialManagerIds: [], workGroupIds: undefined });
  const codes = (res.result as { fields: { code: string }[] }).fields.map((f) => f.code).sort();
  expect(codes).toEqual(['PROJECT_COMMERCIAL_MANAGERS_REQUIRED', 'PROJECT_WORK_GROUP_REQUIRED']);
});

it('keeps the order of the work groups as their priority and replaces sets on update', async () => {
  const groups = (
    await app
      .owner('work_groups')
      .where({ company_id: (await tenants(app.owner)).mainCompanyId })
      .orderBy('code')
      .select('id')
  ).map((g) => g.id as string);
  expect(groups.length).toBeGreaterThan(1);
  const created = await post({ ...base, workGroupIds: [groups[1], groups[0]] });
  expect(created.statusCode).toBe(201);
  const project = created.result as { id: string; workGroupIds: string[] };
  expect(project.workGroupIds).toEqual([groups[1], groups[0]]);
  const updated = await app.request(as.admin, { method: 'PATCH', url: `/api/projects/${project.id}`, payload: { workGroupIds: [groups[0]] } });
  expect((updated.result as { workGroupIds: string[] }).workGroupIds).toEqual([groups[0]]);
  const filtered = await app.request(as.admin, { method: 'GET', url: `/api/projects?workGroupIds=${groups[0]}&_start=0&_end=100` });
  expect((filtered.result as { id: string }[]).map((p) => p.id)).toContain(project.id);
});

it('refuses to delete a client that has projects with RECORD_IN_USE, changing nothing', async () => {
  const res = await app.request(as.admin, { method: 'DELETE', url: `/api/clients/${base.clientId}` });
  expect(res.statusCode).toBe(409);
  expect((res.result as { code: string }).code).toBe('RECORD_IN_USE');
  expect(await app.owner('clients').where({ id: base.clientId }).first()).toBeDefined();
});

// Issue 12, item 7: the rest of the project form.
it("refuses an empty name with 'El nombre es requerido' and a missing client", async () => {
  const res = await app.request(as.admin, { method: 'POST', url: '/api/projects', payload: { ...base, name: '', clientId: undefined } });
  expect(res.statusCode).toBe(400);
  const fields = (res.result as { fields: { field: string; code: string }[] }).fields;
  expect(fields).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ field: 'name', code: 'NAME_REQUIRED' }),
      expect.objectContaining({ field: 'clientId', code: 'PROJECT_CLIENT_REQUIRED' }),
    ]),
  );
  const es = (res.result as { messages?: unknown; fields: { messages?: { es: string } }[] }).fields.find((f) => (f as { field: string }).field === 'name');
  expect(JSON.stringify(es)).toContain('El nombre es requerido');
});

it('takes service units of the chosen practices only, and any service unit without practices', async () => {
  const { mainCompanyId } = await tenants(app.owner);
  const practice = (base.practiceIds as string[])[0];
  const own = await app.owner('service_units').where({ company_id: mainCompanyId, practice_id: practice }).first('id');
  const other = await app.owner('service_units').where({ company_id: mainCompanyId }).whereNot({ practice_id: practice }).first('id');
  expect(own && other).toBeTruthy();
  const ok = await post({ ...base, serviceUnitIds: [own.id] });
  expect(ok.statusCode, JSON.stringify(ok.result)).toBe(201);
  const before = Number(((await app.owner('projects').count({ n: '*' }).first()) as { n: string }).n);
  const bad = await post({ ...base, serviceUnitIds: [own.id, other.id] });
  expect(bad.statusCode).toBe(400);
  expect((bad.result as { fields: { field: string; code: string }[] }).fields).toEqual([
    expect.objectContaining({ field: 'serviceUnitIds', code: 'PROJECT_SERVICE_UNIT_OUTSIDE_PRACTICES' }),
  ]);
  expect(Number(((await app.owner('projects').count({ n: '*' }).first()) as { n: string }).n)).toBe(before);
  const unitsOnly = await post({ ...base, practiceIds: [], serviceUnitIds: [other.id] });
  expect(unitsOnly.statusCode).toBe(201);
});

it('keeps external groups and custom field values of projects', async () => {
  const { mainCompanyId } = await tenants(app.owner);
  const groups = (await app.owner('work_groups').where({ company_id: mainCompanyId }).orderBy('code').select('id')).map((g) => g.id as string);
  const field = await app.request(as.admin, {
    method: 'POST',
    url: '/api/custom-fields',
    payload: { entity: 'projects', label: 'Juzgado', dataType: 'Text', required: true },
  });
  expect(field.statusCode, JSON.stringify(field.result)).toBe(201);
  const key = (field.result as { key: string }).key;
  const missing = await post({ ...base, externalGroupIds: [groups[0]] });
  expect(missing.statusCode).toBe(400);
  expect((missing.result as { fields: { code: string }[] }).fields.map((f) => f.code)).toContain('CUSTOM_FIELD_REQUIRED');
  const res = await post({ ...base, externalGroupIds: [groups[0]], customFields: { [key]: 'Juzgado 3 Civil de Bogotá' } });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  const project = res.result as { id: string; externalGroupIds: string[]; customFields: Record<string, unknown> };
  expect(project.externalGroupIds).toEqual([groups[0]]);
  expect(project.customFields[key]).toBe('Juzgado 3 Civil de Bogotá');
  // Leave the definition inactive so other tests' projects need no value.
  await app.owner('custom_field_definitions').where({ key }).update({ active: false });
});
