// Generated from the declarations: the bad input a fuzzer sends (NUL characters, names of built-in
// object properties, values of the wrong type or out of range, empty required fields, a huge body)
// answers a 4xx with a stable code on every resource and writes nothing. Never a 500.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources.ts';
import { validPayload } from '../testing/fixtures.ts';
import { fieldType } from '../../contract/field-checks.ts';
import { fieldTypeModule } from './field-types/index.ts';
import { apiTest } from '../testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'phone', 'digits', 'personName', 'country', 'city']);
const BUILT_INS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

type Body = { code: string; fields?: { field: string; code: string; messages: { es: string; en: string } }[] };

function expectRefused(res: { statusCode: number; result: unknown }, code: string, fieldCode?: string) {
  expect(res.statusCode, JSON.stringify(res.result)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.result as Body;
  expect(body.code).toBe(code);
  if (fieldCode) expect(body.fields?.map((f) => f.code)).toContain(fieldCode);
  for (const f of body.fields ?? []) expect(f.messages.es && f.messages.en).toBeTruthy();
}

describe.each(RESOURCES.map((r) => [r.name, r] as const))('bad input to %s', (name, r) => {
  const base = `/api/${name}`;
  const can = new Set(r.operations);
  const writable = Object.entries(r.fields).filter(([, f]) => !f.readOnly);
  const textFields = writable.filter(([, f]) => TEXT_TYPES.has(f.type)).map(([k]) => k);
  const count = async () => Number(((await app.owner(r.table).count({ n: '*' }).first()) as { n: string }).n);
  const firstRow = async () => ((await app.request(as.admin, { method: 'GET', url: `${base}?_start=0&_end=1` })).result as { id: string }[])[0];
  const stored = (id: string) => app.owner(r.table).where({ id }).first();

  it('refuses a NUL character in q and in every filter with INVALID_QUERY INVALID_CHARACTER', async () => {
    for (const key of ['q', ...Object.keys(r.fields).map((k) => `${k}_like`), ...textFields]) {
      const res = await app.request(as.admin, { method: 'GET', url: `${base}?${key}=a%00b` });
      expectRefused(res, 'INVALID_QUERY', 'INVALID_CHARACTER');
    }
  });

  it('refuses _sort and filters named after built-in object properties with INVALID_QUERY', async () => {
    for (const prop of BUILT_INS) {
      expectRefused(await app.request(as.admin, { method: 'GET', url: `${base}?_sort=${prop}` }), 'INVALID_QUERY');
      expectRefused(await app.request(as.admin, { method: 'GET', url: `${base}?_sort=name,${prop}&_order=asc,desc` }), 'INVALID_QUERY');
      expectRefused(await app.request(as.admin, { method: 'GET', url: `${base}?${prop}=1` }), 'INVALID_QUERY');
      expectRefused(await app.request(as.admin, { method: 'GET', url: `${base}?${prop}_gte=1` }), 'INVALID_QUERY');
    }
  });

  it('validates filter values by the field type (dates, numbers, ids, booleans, options) with INVALID_QUERY', async () => {
    for (const [field, f] of Object.entries(r.fields)) {
      for (const value of fieldTypeModule(f.type).badFilters) {
        const suffixes = fieldType(f.type).set ? [''] : ['', '_ne', '_gte', '_lte'];
        for (const suffix of suffixes) {
          const res = await app.request(as.admin, { method: 'GET', url: `${base}?${field}${suffix}=${encodeURIComponent(value)}` });
          expectRefused(res, 'INVALID_QUERY');
        }
      }
    }
  });

  if (can.has('create'))
    it('refuses a NUL character in any text field of a POST, writing nothing', async () => {
      const before = await count();
      for (const field of textFields) {
        const payload = { ...(await validPayload(app.owner, r, ids.mainCompanyId)), [field]: 'Texto\u0000con nulo' };
        const res = await app.request(as.admin, { method: 'POST', url: base, payload });
        expectRefused(res, 'VALIDATION_FAILED', 'INVALID_CHARACTER');
        expect((res.result as Body).fields).toEqual([expect.objectContaining({ field, code: 'INVALID_CHARACTER' })]);
      }
      expect(await count()).toBe(before);
    });

  if (can.has('update'))
    it('refuses a NUL character in any text field of a PATCH, changing nothing', async () => {
      const row = await firstRow();
      const before = await stored(row.id);
      for (const field of textFields) {
        const res = await app.request(as.admin, { method: 'PATCH', url: `${base}/${row.id}`, payload: { [field]: 'a\u0000' } });
        expectRefused(res, 'VALIDATION_FAILED', 'INVALID_CHARACTER');
      }
      expect(await stored(row.id)).toEqual(before);
    });

  if (can.has('update'))
    it('refuses a required field emptied, blanked or nulled by PATCH, changing nothing', async () => {
      const row = await firstRow();
      const before = await stored(row.id);
      for (const [field, f] of writable.filter(([, f]) => f.required)) {
        const empties: unknown[] = TEXT_TYPES.has(f.type) ? [null, '', '   '] : f.type === 'refs' || f.type === 'enumSet' ? [null, []] : [null];
        for (const value of empties) {
          const res = await app.request(as.admin, { method: 'PATCH', url: `${base}/${row.id}`, payload: { [field]: value } });
          expectRefused(res, 'VALIDATION_FAILED');
          expect((res.result as Body).fields?.[0].field).toBe(field);
        }
      }
      expect(await stored(row.id)).toEqual(before);
    });

  if (can.has('create'))
    it('refuses a required text field blank or null on POST, writing nothing', async () => {
      const before = await count();
      for (const [field] of writable.filter(([, f]) => f.required && TEXT_TYPES.has(f.type))) {
        for (const value of [null, '', '   ']) {
          const payload = { ...(await validPayload(app.owner, r, ids.mainCompanyId)), [field]: value };
          const res = await app.request(as.admin, { method: 'POST', url: base, payload });
          expectRefused(res, 'VALIDATION_FAILED');
          expect((res.result as Body).fields?.map((e) => e.field)).toEqual([field]);
        }
      }
      expect(await count()).toBe(before);
    });

  if (can.has('create'))
    it('answers 413 PAYLOAD_TOO_LARGE to a 10 MB JSON body, writing nothing', async () => {
      const before = await count();
      const huge = JSON.stringify({ ...(await validPayload(app.owner, r, ids.mainCompanyId)), [textFields[0] ?? 'name']: 'x'.repeat(10 * 1024 * 1024) });
      const res = await app.request(as.admin, { method: 'POST', url: base, payload: huge, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(413);
      expect((res.result as Body).code).toBe('PAYLOAD_TOO_LARGE');
      expect(await count()).toBe(before);
    });
});
