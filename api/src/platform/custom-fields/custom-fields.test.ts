// Custom fields through the API: definitions managed by company administrators, client values
// checked against the company's active definitions (mandatory, type, options), filters and sorts
// through bound JSON paths, and companies kept apart.
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../testing/fixtures.ts';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { apiTest } from '../testing/api-test.ts';

// The professional holds no permission code; the outsider is the other tenant's administrator.
const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });
let clientsOnly: string; // the leader, given ClientFullAccess, without AdministrationCompany
let secondCompanyAdmin: string; // the demo administrator in the tenant's second company
let taxProfileId: string;

type Body = { code: string; fields?: { field: string; code: string; message: string; params?: Record<string, unknown> }[] };
type Row = Record<string, unknown> & { id: string };

beforeAll(async () => {
  secondCompanyAdmin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: ids.secondCompanyId });
  // A role with only the clients' code, given to a user of the demo company.
  const [role] = await app
    .owner('roles')
    .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, name: 'Solo clientes', code: 'SOLO-CLIENTES' })
    .returning('id');
  await app.owner('role_permissions').insert({ tenant_id: ids.demoTenantId, role_id: role.id, permission_code: 'ClientFullAccess' });
  const clientsUser = await userId(app.owner, 'lider@demo.test');
  await app
    .owner('user_roles')
    .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, user_id: clientsUser, role_id: role.id })
    .onConflict()
    .ignore();
  clientsOnly = await app.cookieFor(clientsUser);
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

const send = (cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.request(cookie, { method, url, payload, headers });
const get = (cookie: string, url: string) => app.request(cookie, { method: 'GET', url });

let counter = 0;
const define = async (over: Record<string, unknown>, cookie = as.admin) => {
  counter += 1;
  const res = await send(cookie, 'POST', '/api/custom-fields', { entity: 'clients', label: `Campo ${counter}`, dataType: 'Text', ...over });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  return res.result as Row;
};
const newClient = (over: Record<string, unknown> = {}, cookie = as.admin) => {
  counter += 1;
  return send(cookie, 'POST', '/api/clients', { name: `Cliente con campos ${counter}`, documentNumber: String(905000000 + counter), taxProfileId, ...over });
};
const fieldsOf = (res: { result: unknown }) => (res.result as Body).fields ?? [];

describe('custom-field definitions', () => {
  it('generates a stable key of letters and digits, never from the label, and places a new field last', async () => {
    const a = await define({ label: 'Nivel de riesgo' });
    const b = await define({ label: 'Nivel de riesgo (2)' });
    expect(a.key).toMatch(/^[a-z0-9]{1,20}$/);
    expect(a.key).not.toContain('riesgo');
    expect(b.key).not.toBe(a.key);
    expect(Number(b.position)).toBeGreaterThan(Number(a.position));
    const renamed = await send(as.admin, 'PATCH', `/api/custom-fields/${a.id}`, { label: 'Riesgo' });
    expect((renamed.result as Row).key).toBe(a.key);
  });

  it('requires options for Select and RadioGroup and refuses them elsewhere', async () => {
    const none = await send(as.admin, 'POST', '/api/custom-fields', { entity: 'clients', label: 'Sin opciones', dataType: 'Select' });
    expect(fieldsOf(none)).toEqual([expect.objectContaining({ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_REQUIRED' })]);
    const repeated = await send(as.admin, 'POST', '/api/custom-fields', { entity: 'clients', label: 'Repetidas', dataType: 'RadioGroup', options: 'Sí\nsí' });
    expect(fieldsOf(repeated)[0]).toMatchObject({ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_INVALID' });
    const stray = await send(as.admin, 'POST', '/api/custom-fields', { entity: 'clients', label: 'Texto con opciones', dataType: 'Text', options: 'a' });
    expect(fieldsOf(stray)[0]).toMatchObject({ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_NOT_ALLOWED' });
    expect(await app.owner('custom_field_definitions').whereIn('label', ['Sin opciones', 'Repetidas', 'Texto con opciones']).first()).toBeUndefined();
  });

  it('refuses an unknown entity or data type with INVALID_OPTION', async () => {
    const res = await send(as.admin, 'POST', '/api/custom-fields', { entity: 'users', label: 'X', dataType: 'Color' });
    expect(
      fieldsOf(res)
        .map((f) => [f.field, f.code])
        .sort(),
    ).toEqual([
      ['dataType', 'INVALID_OPTION'],
      ['entity', 'INVALID_OPTION'],
    ]);
  });

  it('refuses a second field with the same label in any case with CUSTOM_FIELD_LABEL_TAKEN', async () => {
    await define({ label: 'Código SAP' });
    const res = await send(as.admin, 'POST', '/api/custom-fields', { entity: 'clients', label: 'código sap', dataType: 'Text' }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'CUSTOM_FIELD_LABEL_TAKEN', fields: [{ field: 'label', code: 'CUSTOM_FIELD_LABEL_TAKEN' }] });
  });

  it('keeps the data type fixed once created (CUSTOM_FIELD_TYPE_FIXED)', async () => {
    const def = await define({ dataType: 'Number' });
    const res = await send(as.admin, 'PATCH', `/api/custom-fields/${def.id}`, { dataType: 'Date' });
    expect(fieldsOf(res)[0]).toMatchObject({ field: 'dataType', code: 'CUSTOM_FIELD_TYPE_FIXED' });
  });

  it('lets every member read the definitions but only company administrators write them', async () => {
    const list = await get(as.professional, '/api/custom-fields?entity=clients&active=true');
    expect(list.statusCode).toBe(200);
    expect((list.result as Row[]).map((d) => d.label)).toContain('Sector económico');
    const write = await send(clientsOnly, 'POST', '/api/custom-fields', { entity: 'clients', label: 'No permitido', dataType: 'Text' });
    expect(write.statusCode).toBe(403);
    expect((await send(as.professional, 'DELETE', `/api/custom-fields/${(list.result as Row[])[0].id}`)).statusCode).toBe(403);
  });

  it('writes every change of a definition to the audit log', async () => {
    const def = await define({ label: 'Auditado' });
    await send(as.admin, 'PATCH', `/api/custom-fields/${def.id}`, { required: true, active: false });
    const entries = await app.owner('audit_log').where({ entity: 'custom-fields', entity_id: def.id }).orderBy('at');
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
  });
});

describe('client custom values', () => {
  it('stores values by key, answers them with the client and shows them on get', async () => {
    const created = await newClient({ customFields: { sector: 'Agroindustria', efactura: true } });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const row = created.result as Row;
    expect(row.customFields).toEqual({ sector: 'Agroindustria', efactura: true });
    const stored = await app.owner('clients').where({ id: row.id }).first('custom_fields');
    expect(stored.custom_fields).toEqual({ sector: 'Agroindustria', efactura: true });
    expect((await get(as.admin, `/api/clients/${row.id}`)).result).toMatchObject({ customFields: { sector: 'Agroindustria' } });
    // Changes of the values are in the client's history.
    await send(as.admin, 'PATCH', `/api/clients/${row.id}`, { customFields: { sector: 'Manufactura' } });
    const history = await get(as.admin, `/api/audit-log?entity=clients&entityId=${row.id}`);
    const update = (history.result as { action: string; changes: { field: string; before: unknown; after: unknown }[] }[]).find((e) => e.action === 'update');
    expect(update?.changes).toContainEqual({
      field: 'customFields',
      before: { sector: 'Agroindustria', efactura: true },
      after: { sector: 'Manufactura', efactura: true },
    });
  });

  it('checks each value by its data type and names it customFields.<key>, writing nothing', async () => {
    const num = await define({ dataType: 'Number', label: 'Empleados' });
    const day = await define({ dataType: 'Date', label: 'Fecha de constitución' });
    const before = await app.owner('clients').count({ n: '*' }).first();
    const res = await newClient({ customFields: { [num.key as string]: 'muchos', [day.key as string]: '2026-02-30', sector: 'Minería', efactura: 'sí' } });
    expect(res.statusCode).toBe(400);
    expect(
      fieldsOf(res)
        .map((f) => [f.field, f.code])
        .sort(),
    ).toEqual(
      [
        [`customFields.${day.key as string}`, 'INVALID_DATE'],
        ['customFields.efactura', 'INVALID_VALUE'],
        [`customFields.${num.key as string}`, 'NOT_A_NUMBER'],
        ['customFields.sector', 'INVALID_OPTION'],
      ].sort(),
    );
    expect(await app.owner('clients').count({ n: '*' }).first()).toEqual(before);
    const ok = await newClient({ customFields: { [num.key as string]: 120, [day.key as string]: '2020-02-29' } });
    expect((ok.result as Row).customFields).toMatchObject({ [num.key as string]: '120', [day.key as string]: '2020-02-29' });
    await send(as.admin, 'DELETE', `/api/custom-fields/${num.id}`);
    await send(as.admin, 'DELETE', `/api/custom-fields/${day.id}`);
  });

  it('requires a mandatory value on create and when values are sent, with its label in the message', async () => {
    const def = await define({ label: 'Código interno', required: true });
    const key = def.key as string;
    const missing = await send(
      as.admin,
      'POST',
      '/api/clients',
      { name: 'Sin código', documentNumber: '905999001', taxProfileId },
      { 'accept-language': 'es' },
    );
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toContainEqual(
      expect.objectContaining({ field: `customFields.${key}`, code: 'CUSTOM_FIELD_REQUIRED', message: 'El campo «Código interno» es requerido' }),
    );
    const created = await newClient({ customFields: { [key]: 'A-1' } });
    expect(created.statusCode).toBe(201);
    const id = (created.result as Row).id;
    // A PATCH of other fields leaves the values alone; clearing the mandatory one is refused.
    expect((await send(as.admin, 'PATCH', `/api/clients/${id}`, { phone: '3001112233' })).statusCode).toBe(200);
    const cleared = await send(as.admin, 'PATCH', `/api/clients/${id}`, { customFields: { [key]: null } });
    expect(fieldsOf(cleared)[0]).toMatchObject({ field: `customFields.${key}`, code: 'CUSTOM_FIELD_REQUIRED' });
    // Values merge key by key: sending one keeps the others.
    const merged = await send(as.admin, 'PATCH', `/api/clients/${id}`, { customFields: { sector: 'Manufactura' } });
    expect((merged.result as Row).customFields).toEqual({ [key]: 'A-1', sector: 'Manufactura' });
    await send(as.admin, 'PATCH', `/api/custom-fields/${def.id}`, { active: false });
  });

  it('refuses a value of an unknown or inactive field, but keeps one the client already had', async () => {
    const def = await define({ label: 'Temporal' });
    const key = def.key as string;
    const created = await newClient({ customFields: { [key]: 'valor' } });
    const id = (created.result as Row).id;
    await send(as.admin, 'PATCH', `/api/custom-fields/${def.id}`, { active: false });
    const unknown = await send(as.admin, 'PATCH', `/api/clients/${id}`, { customFields: { nope: 'x', [key]: 'otro' } });
    expect(
      fieldsOf(unknown)
        .map((f) => [f.field, f.code])
        .sort(),
    ).toEqual(
      [
        ['customFields.nope', 'CUSTOM_FIELD_UNKNOWN'],
        [`customFields.${key}`, 'CUSTOM_FIELD_UNKNOWN'],
      ].sort(),
    );
    const same = await send(as.admin, 'PATCH', `/api/clients/${id}`, { customFields: { [key]: 'valor' } });
    expect(same.statusCode).toBe(200);
  });

  it('keeps a value whose option was renamed since when it is sent back unchanged', async () => {
    const def = await define({ dataType: 'RadioGroup', label: 'Tamaño', options: 'Pequeño\nGrande' });
    const key = def.key as string;
    const id = ((await newClient({ customFields: { [key]: 'Grande' } })).result as Row).id;
    await send(as.admin, 'PATCH', `/api/custom-fields/${def.id}`, { options: 'Pequeña\nGrande empresa' });
    expect((await send(as.admin, 'PATCH', `/api/clients/${id}`, { customFields: { [key]: 'Grande' } })).statusCode).toBe(200);
    const other = await send(as.admin, 'PATCH', `/api/clients/${id}`, { customFields: { [key]: 'Pequeño' } });
    expect(fieldsOf(other)[0]).toMatchObject({ code: 'INVALID_OPTION' });
    await send(as.admin, 'PATCH', `/api/custom-fields/${def.id}`, { active: false });
  });

  it('refuses custom values that are not an object', async () => {
    const res = await newClient({ customFields: ['a'] });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)[0]).toMatchObject({ field: 'customFields' });
  });
});

describe('filters and sorts by custom values', () => {
  const names = (res: { result: unknown }) => (res.result as Row[]).map((r) => r.name as string);

  it('filters by a choice, a checkbox, a number range, a date range and contained text', async () => {
    const num = await define({ dataType: 'Number', label: 'Facturación anual' });
    const day = await define({ dataType: 'Date', label: 'Cliente desde' });
    const note = await define({ dataType: 'Textarea', label: 'Observaciones' });
    const [n, d, t] = [num.key as string, day.key as string, note.key as string];
    await newClient({ name: 'Filtro Uno', customFields: { [n]: '9.5', [d]: '2020-01-10', [t]: 'Cliente preferente', sector: 'Tecnología' } });
    await newClient({ name: 'Filtro Dos', customFields: { [n]: '100', [d]: '2024-06-01', [t]: 'Pago lento', sector: 'Tecnología', efactura: false } });

    expect(names(await get(as.admin, '/api/clients?customFields.sector=Tecnolog%C3%ADa&_sort=name'))).toEqual(['Filtro Dos', 'Filtro Uno']);
    expect(names(await get(as.admin, '/api/clients?customFields.sector=Tecnolog%C3%ADa&customFields.efactura=false'))).toEqual(['Filtro Dos']);
    // Numbers compare as numbers (9.5 < 100), not as text.
    expect(names(await get(as.admin, `/api/clients?customFields.${n}_gte=10`))).toEqual(['Filtro Dos']);
    expect(names(await get(as.admin, `/api/clients?customFields.${n}=9.50`))).toEqual(['Filtro Uno']);
    expect(names(await get(as.admin, `/api/clients?customFields.${d}_lte=2021-12-31`))).toEqual(['Filtro Uno']);
    expect(names(await get(as.admin, `/api/clients?customFields.${t}_like=PREFERENTE`))).toEqual(['Filtro Uno']);
    expect(names(await get(as.admin, `/api/clients?customFields.sector=Tecnolog%C3%ADa&customFields.${n}_ne=100`))).toEqual(['Filtro Uno']);
    const sorted = await get(as.admin, `/api/clients?customFields.sector=Tecnolog%C3%ADa&_sort=customFields.${n}&_order=desc`);
    expect(names(sorted)).toEqual(['Filtro Dos', 'Filtro Uno']);
    expect(sorted.headers['x-total-count']).toBe('2');
  });

  it('refuses a filter on a key without a definition or with a value of the wrong type with INVALID_QUERY', async () => {
    const unknown = await get(as.admin, '/api/clients?customFields.nope=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.result).toMatchObject({ code: 'INVALID_QUERY', fields: [{ field: 'customFields.nope', code: 'UNKNOWN_FIELD' }] });
    const option = await get(as.admin, '/api/clients?customFields.sector=Otro');
    expect(option.result).toMatchObject({ code: 'INVALID_QUERY', fields: [{ code: 'INVALID_OPTION' }] });
    const sort = await get(as.admin, '/api/clients?_sort=customFields.nope');
    expect(sort.statusCode).toBe(400);
  });

  it('never lets a hostile key or label reach SQL as text', async () => {
    const hostile = `x') or 1=1; drop table clients; --`;
    const def = await define({ label: hostile, dataType: 'Select', options: `'; drop table clients; --\n" or ""="` });
    const key = def.key as string;
    expect(key).toMatch(/^[a-z0-9]+$/);
    const created = await newClient({ name: 'Cliente hostil', customFields: { [key]: `'; drop table clients; --` } });
    expect(created.statusCode).toBe(201);
    const found = await get(as.admin, `/api/clients?customFields.${key}=${encodeURIComponent(`'; drop table clients; --`)}`);
    expect(names(found)).toEqual(['Cliente hostil']);
    for (const param of [`customFields.${encodeURIComponent(hostile)}`, `customFields.${encodeURIComponent("a' = 'a")}_like`]) {
      const res = await get(as.admin, `/api/clients?${param}=1`);
      expect(res.statusCode).toBe(400);
    }
    const sorted = await get(as.admin, `/api/clients?_sort=${encodeURIComponent(`customFields.${hostile}`)}`);
    expect(sorted.statusCode).toBe(400);
    const payload = await newClient({ customFields: { [hostile]: 'x' } });
    expect(fieldsOf(payload)[0]).toMatchObject({ code: 'CUSTOM_FIELD_UNKNOWN' });
    expect(Number((await app.owner('clients').count({ n: '*' }).first())!.n)).toBeGreaterThan(1);
    await send(as.admin, 'PATCH', `/api/custom-fields/${def.id}`, { active: false });
  });
});

describe('companies apart', () => {
  it("another tenant's company neither sees nor applies these definitions", async () => {
    const mandatory = await define({ label: 'Solo en la empresa principal', required: true });
    const theirs = await get(as.outsider, '/api/custom-fields?_end=100');
    expect(theirs.statusCode).toBe(200);
    const labels = (theirs.result as Row[]).map((d) => d.label);
    expect(labels).toEqual(['Título minero']);
    expect(await get(as.outsider, `/api/custom-fields/${mandatory.id}`)).toMatchObject({ statusCode: 404 });
    expect((await send(as.outsider, 'PATCH', `/api/custom-fields/${mandatory.id}`, { active: false })).statusCode).toBe(404);
    // Their client saves without our mandatory field, and cannot use our keys nor filter by them.
    const otherProfile = (await app.owner('tax_profiles').where({ company_id: ids.otherCompanyId }).first('id')).id;
    const created = await send(as.outsider, 'POST', '/api/clients', { name: 'Minera Nueva', documentNumber: '905777001', taxProfileId: otherProfile });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const foreign = await send(as.outsider, 'POST', '/api/clients', {
      name: 'Minera Dos',
      documentNumber: '905777002',
      taxProfileId: otherProfile,
      customFields: { sector: 'Manufactura' },
    });
    expect(fieldsOf(foreign)[0]).toMatchObject({ field: 'customFields.sector', code: 'CUSTOM_FIELD_UNKNOWN' });
    expect((await get(as.outsider, '/api/clients?customFields.sector=Manufactura')).statusCode).toBe(400);
    expect((await get(as.outsider, '/api/clients?customFields.titulo_like=a')).statusCode).toBe(200);
    await send(as.admin, 'PATCH', `/api/custom-fields/${mandatory.id}`, { active: false });
  });

  it("the tenant's second company has its own definitions (none of the main company's)", async () => {
    const res = await get(secondCompanyAdmin, '/api/custom-fields');
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual([]);
    const profile = (await app.owner('tax_profiles').where({ company_id: ids.secondCompanyId }).first('id')).id;
    const created = await send(secondCompanyAdmin, 'POST', '/api/clients', { name: 'Segunda empresa', documentNumber: '905888001', taxProfileId: profile });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    expect((created.result as Row).customFields).toEqual({});
  });
});
