// The money, datetime, json and file types through the generated routes and the real database: a
// test-only declaration over a table this file creates (no entity uses them yet).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { PERMISSION_CODES } from '../../../../../policies/permissions.ts';
import { tenantTable } from '../../../../../knex/rls.ts';
import { resourceByName } from '../../../resources.ts';
import { datetime, defineResource, file, json, money, text } from '../define.ts';
import { resourceRoutes } from '../routes.ts';
import { apiTest } from '../../testing/api-test.ts';

const samples = defineResource({
  name: 'field-type-samples',
  table: 'field_type_samples',
  ownedBy: 'company',
  permission: 'ClientFullAccess',
  fields: {
    name: text({ required: true, max: 50 }),
    fee: money({ scale: 2 }),
    units: money({ scale: 0 }),
    dueAt: datetime(),
    settings: json({ max: 200 }),
    attachment: file(),
  },
  list: { columns: ['name', 'fee', 'dueAt'], filters: ['fee', 'dueAt'] },
  routes: { list: '/field-type-samples' },
  menu: 'hidden',
});

const base = '/api/field-type-samples';
// Routes of its own: the file gets a server of its own (harness.ts), not the worker's shared one.
const { app, as } = apiTest({
  as: ['admin', 'professional'],
  outsider: PERMISSION_CODES,
  server: { extraRoutes: resourceRoutes((): Knex => app.db, samples, resourceByName) },
});

type Body = { code: string; fields?: { field: string; code: string; params?: Record<string, unknown>; messages: { es: string; en: string } }[] };
/** An uploaded PDF's descriptor (set in beforeAll: a file field names a real upload). */
let PDF: { id: string; name: string; size: number; contentType: string };

beforeAll(async () => {
  await app.owner.schema.createTable('field_type_samples', (t) => {
    t.uuid('id').primary().defaultTo(app.owner.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('tenants.id');
    t.uuid('company_id').notNullable().references('companies.id');
    t.timestamps(true, true);
    t.string('name', 50).notNullable();
    t.decimal('fee', 20, 6);
    t.decimal('units', 20, 6);
    t.timestamp('due_at', { useTz: true });
    t.jsonb('settings');
    t.jsonb('attachment');
  });
  await tenantTable(app.owner, 'field_type_samples');
  const uploaded = await app.request(as.admin, {
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(120_000 - 9, 32)]),
    headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Contrato firmado.pdf') },
  });
  expect(uploaded.statusCode, JSON.stringify(uploaded.result)).toBe(201);
  PDF = uploaded.result as typeof PDF;
});

const post = (payload: object, cookie = as.admin) => app.request(cookie, { method: 'POST', url: base, payload });
const count = async () => Number(((await app.owner('field_type_samples').count({ n: '*' }).first()) as { n: string }).n);

function refused(res: { statusCode: number; result: unknown }, field: string, code: string) {
  expect(res.statusCode, JSON.stringify(res.result)).toBe(400);
  const body = res.result as Body;
  expect(body.code).toBe('VALIDATION_FAILED');
  const error = body.fields?.find((f) => f.field === field);
  expect(error?.code, JSON.stringify(body.fields)).toBe(code);
  expect(error?.messages.es && error.messages.en).toBeTruthy();
  return error!;
}

describe('round trips through the database', () => {
  it('stores and answers money with its scale, an instant in UTC, a JSON object and a file descriptor', async () => {
    const res = await post({
      name: 'Completo',
      fee: '1234.5',
      units: '-42',
      dueAt: '2026-01-15T09:30:00-05:00',
      settings: { colores: ['rojo'], límite: 3, anidado: { activo: true } },
      attachment: PDF,
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const row = res.result as Record<string, unknown>;
    expect(row).toMatchObject({
      fee: '1234.50',
      units: '-42',
      dueAt: '2026-01-15T14:30:00.000Z',
      settings: { colores: ['rojo'], límite: 3, anidado: { activo: true } },
      attachment: PDF,
    });
    const stored = await app.owner('field_type_samples').where({ id: row.id }).first();
    expect(stored.fee).toBe('1234.500000'); // numeric(20,6), never a float
    expect((stored.due_at as Date).toISOString()).toBe('2026-01-15T14:30:00.000Z');
    expect(stored.settings).toEqual({ colores: ['rojo'], límite: 3, anidado: { activo: true } });

    const got = await app.request(as.admin, { method: 'GET', url: `${base}/${row.id as string}` });
    expect(got.result).toMatchObject({ fee: '1234.50', dueAt: '2026-01-15T14:30:00.000Z', attachment: PDF });
  });

  it('answers the instant in UTC whatever the session time zone, with milliseconds kept', async () => {
    const res = await post({ name: 'Milisegundos', dueAt: '2026-03-01T00:00:00.123+14:00' });
    expect((res.result as { dueAt: string }).dueAt).toBe('2026-02-28T10:00:00.123Z');
  });

  it('clears optional values with null and changes them with PATCH', async () => {
    const row = (await post({ name: 'Cambios', fee: '10', settings: { a: 1 }, attachment: PDF })).result as { id: string };
    const res = await app.request(as.admin, {
      method: 'PATCH',
      url: `${base}/${row.id}`,
      payload: { fee: '0.01', settings: null, attachment: null, dueAt: '2026-06-30T23:59:59Z' },
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect(res.result).toMatchObject({ fee: '0.01', settings: null, attachment: null, dueAt: '2026-06-30T23:59:59.000Z' });
  });
});

describe('refusals, writing nothing', () => {
  it('refuses money as a JSON number, with more decimals than its scale, or not a number', async () => {
    const before = await count();
    refused(await post({ name: 'x', fee: 1234.5 }), 'fee', 'NOT_A_NUMBER');
    const tooFine = refused(await post({ name: 'x', fee: '1.234' }), 'fee', 'MONEY_TOO_MANY_DECIMALS');
    expect(tooFine.messages.es).toBe('El valor admite como máximo 2 decimales');
    refused(await post({ name: 'x', units: '1.5' }), 'units', 'MONEY_TOO_MANY_DECIMALS');
    refused(await post({ name: 'x', fee: '1e5' }), 'fee', 'NOT_A_NUMBER');
    refused(await post({ name: 'x', fee: '999999999999999' }), 'fee', 'NOT_A_NUMBER');
    expect(await count()).toBe(before);
  });

  it('refuses an instant without offset, an impossible day or hour, or a date alone', async () => {
    const before = await count();
    for (const dueAt of ['2026-01-15T10:00:00', '2026-02-30T10:00:00Z', '2026-01-15T24:00:00Z', '2026-01-15', '0000-01-01T00:00:00Z', 1_700_000_000]) {
      refused(await post({ name: 'x', dueAt }), 'dueAt', 'INVALID_DATETIME');
    }
    expect(await count()).toBe(before);
  });

  it('refuses JSON that is not an object or is larger than its bound', async () => {
    const before = await count();
    refused(await post({ name: 'x', settings: [1, 2] }), 'settings', 'INVALID_VALUE');
    refused(await post({ name: 'x', settings: 'texto' }), 'settings', 'INVALID_VALUE');
    const large = refused(await post({ name: 'x', settings: { texto: 'x'.repeat(300) } }), 'settings', 'JSON_TOO_LARGE');
    expect(large.messages.es).toBe('El contenido supera el tamaño máximo de 200 caracteres');
    expect(await count()).toBe(before);
  });

  it('refuses a file of another type, above 5 MB, or a malformed descriptor', async () => {
    const before = await count();
    refused(await post({ name: 'x', attachment: { ...PDF, contentType: 'image/png', name: 'a.png' } }), 'attachment', 'FILE_TYPE_NOT_ALLOWED');
    refused(await post({ name: 'x', attachment: { ...PDF, name: 'contrato.exe' } }), 'attachment', 'FILE_TYPE_NOT_ALLOWED');
    const big = refused(await post({ name: 'x', attachment: { ...PDF, size: 5 * 1024 * 1024 + 1 } }), 'attachment', 'FILE_TOO_LARGE');
    expect(big.messages.es).toBe('El archivo supera el tamaño máximo de 5 MB');
    // A descriptor that names no upload of the company, or changes what was uploaded, is refused too.
    const forged = [
      { ...PDF, id: '7f000000-0000-4000-8000-00000000f11e' },
      { ...PDF, size: 10 },
      { ...PDF, name: 'Otro.pdf' },
    ];
    for (const bad of [{ ...PDF, id: 'x' }, { ...PDF, extra: 1 }, { ...PDF, name: '../etc/passwd.pdf' }, { ...PDF, size: -1 }, 'a.pdf', ...forged]) {
      refused(await post({ name: 'x', attachment: bad }), 'attachment', 'INVALID_FILE');
    }
    expect(await count()).toBe(before);
  });
});

describe('lists', () => {
  it('filters instants by their moment, whatever the offset written, and money by value', async () => {
    await post({ name: 'Lista A', fee: '100.00', dueAt: '2030-05-01T12:00:00Z' });
    await post({ name: 'Lista B', fee: '250.25', dueAt: '2030-05-02T12:00:00Z' });
    const res = await app.request(as.admin, { method: 'GET', url: `${base}?dueAt_gte=${encodeURIComponent('2030-05-02T07:00:00-05:00')}` });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect((res.result as { name: string }[]).map((r) => r.name)).toEqual(['Lista B']);
    const byFee = await app.request(as.admin, { method: 'GET', url: `${base}?fee_gte=100&fee_lte=250.25&_sort=fee&_order=desc` });
    expect((byFee.result as { name: string }[]).map((r) => r.name)).toEqual(['Lista B', 'Lista A']);
  });

  it('refuses filtering or sorting by a JSON or file field with NOT_FILTERABLE, and a malformed instant', async () => {
    for (const query of ['settings=x', 'settings_like=x', 'attachment_ne=x', '_sort=settings', '_sort=attachment']) {
      const res = await app.request(as.admin, { method: 'GET', url: `${base}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.result).toMatchObject({ code: 'INVALID_QUERY', fields: [expect.objectContaining({ code: 'NOT_FILTERABLE' })] });
    }
    const bad = await app.request(as.admin, { method: 'GET', url: `${base}?dueAt_gte=mañana` });
    expect(bad.result).toMatchObject({ code: 'INVALID_QUERY', fields: [expect.objectContaining({ code: 'INVALID_DATETIME' })] });
  });
});

describe('access', () => {
  it('refuses a caller without the permission code', async () => {
    expect((await post({ name: 'Prohibido' }, as.professional)).statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'GET', url: base })).statusCode).toBe(403);
  });

  it('keeps another tenant out of these rows', async () => {
    const row = (await post({ name: 'Ajeno', fee: '1.00', settings: { secreto: true } })).result as { id: string };
    const theirs = await app.request(as.outsider, { method: 'GET', url: base });
    expect((theirs.result as { id: string }[]).map((r) => r.id)).not.toContain(row.id);
    expect((await app.request(as.outsider, { method: 'GET', url: `${base}/${row.id}` })).statusCode).toBe(404);
    const patch = await app.request(as.outsider, { method: 'PATCH', url: `${base}/${row.id}`, payload: { fee: '2.00' } });
    expect(patch.statusCode).toBe(404);
    expect((await app.owner('field_type_samples').where({ id: row.id }).first()).fee).toBe('1.000000');
  });
});

describe('OpenAPI', () => {
  it('documents each field by its type module: JSON type, format, description and sample', async () => {
    // The document of this resource's routes (its tag): built from them alone, in milliseconds.
    const res = await app.request(null, { method: 'GET', url: `/openapi.json?tags=${samples.name}` });
    expect(res.statusCode).toBe(200);
    const doc = res.result as { definitions: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }> };
    const create = Object.entries(doc.definitions).find(([name]) => name.startsWith('field-type-samples-create'))?.[1];
    expect(create, Object.keys(doc.definitions).join(', ')).toBeDefined();
    expect(create!.required).toEqual(['name']);
    expect(create!.properties.fee).toMatchObject({ type: 'string', example: '1234.50' });
    expect(String(create!.properties.fee.description)).toContain('never a JSON number');
    expect(create!.properties.dueAt).toMatchObject({ type: 'string', example: '2026-01-15T14:30:00.000Z' });
    expect(String(create!.properties.dueAt.description)).toContain('UTC');
    // Objects are documented as definitions of their own.
    const resolve = (p: Record<string, unknown>) => (p.$ref ? (doc.definitions[String(p.$ref).split('/').pop()!] as unknown as Record<string, unknown>) : p);
    expect(resolve(create!.properties.settings)).toMatchObject({ type: 'object' });
    expect(resolve(create!.properties.attachment)).toMatchObject({ type: 'object', properties: { size: { type: 'integer' } } });
    expect(String(resolve(create!.properties.attachment).description)).toContain('contentType');
  });
});
