// The API under junk: every operation of /openapi.json is called many times (more than 20,000
// requests in all) with values of the wrong type, size, shape or encoding in its path, its query and
// its body, as a super administrator (who passes every guard, so the junk reaches validation and the
// handlers). Not one answer may be a 5xx: bad input is a 4xx with a stable code. Seeded, so a
// failure is the same on the next run. The operations are shared among test files
// (openapi-fuzz.part-*.test.ts), so two workers take them side by side instead of one for a minute.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { userId } from './fixtures.ts';
import { DEMO } from '../../../../seeds/demo.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'body' | 'header' | 'formData';
  schema?: Schema;
  type?: string;
}
interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  parameters?: Parameter[];
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  definitions?: Record<string, Schema>;
}

const VARIANTS_PER_OPERATION = 42;
const CONCURRENCY = 8;

/** A small seeded generator (mulberry32): the same junk on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK: unknown[] = [
  '',
  ' ',
  'a'.repeat(5000),
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  'NaN',
  'Infinity',
  true,
  false,
  null,
  [],
  {},
  [null],
  { a: { b: [] } },
  '2026-02-30',
  '9999-99-99',
  '2026-13-01T25:61:00Z',
  'ñandú ✓ 😀',
  '<script>alert(1)</script>',
  "'; drop table clients; --",
  '../../etc/passwd',
  '\u202e\u200b',
  '0x10',
  '1e5',
  '-0',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%',
  '%25%00',
  '{"a":1}',
  '[1,2]',
  'true',
  '   x   ',
  'x'.repeat(256),
  2 ** 53 + 1,
  '١٢٣',
  'COP',
  'es',
  'asc,desc,asc',
];
const PATH_JUNK = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '0', "'", 'a'.repeat(300), '%00', '..%2F..', '😀'];
const QUERY_NAMES = ['_start', '_end', '_sort', '_order', 'q', 'id', 'from', 'to', 'language', 'limit', 'cursor'];

/** Test files the operations are shared among (one part each). */
export const PARTS = 2;
const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

/** Sends the junk to the operations of part `part` (1-based) of PARTS. */
export function fuzzOperations(part: number): void {
  let app: TestApp;
  let superadmin: string;
  let doc: Doc;

  beforeAll(async () => {
    app = await createTestApp();
    superadmin = await userId(app.owner, 'superadmin@demo.test');
    doc = (await app.request(null, { method: 'GET', url: '/openapi.json' })).result as Doc;
  }, 120_000);
  afterAll(() => app?.close());

  const resolve = (schema: Schema | undefined): Schema | undefined => (schema?.$ref ? doc.definitions?.[schema.$ref.replace('#/definitions/', '')] : schema);

  function junkFor(next: () => number): unknown {
    return JUNK[Math.floor(next() * JUNK.length)];
  }

  /** One junk request for the operation: path, query and body each filled from the pool. */
  function request(path: string, method: string, op: Operation, next: () => number) {
    const params = op.parameters ?? [];
    const url = path.replace(/\{([^}]+)\}/g, () => encodeURIComponent(next() < 0.5 ? crypto.randomUUID() : PATH_JUNK[Math.floor(next() * PATH_JUNK.length)]));
    const query = new URLSearchParams();
    for (const p of params.filter((x) => x.in === 'query')) if (next() < 0.7) query.append(p.name, String(junkFor(next)));
    if (next() < 0.3) query.append(QUERY_NAMES[Math.floor(next() * QUERY_NAMES.length)], String(junkFor(next)));
    let payload: string | undefined;
    if (method !== 'get' && method !== 'delete') {
      const schema = resolve(params.find((x) => x.in === 'body')?.schema);
      const shape = next();
      if (shape < 0.6 && schema?.properties) {
        const body: Record<string, unknown> = {};
        for (const name of Object.keys(schema.properties)) if (next() < 0.7) body[name] = junkFor(next);
        payload = JSON.stringify(body);
      } else if (shape < 0.9) {
        payload = JSON.stringify(junkFor(next));
      } else {
        payload = ['{', '{"a":', '[1,', '"unterminated', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'][Math.floor(next() * 6)];
      }
    }
    const search = query.toString();
    return {
      method: method.toUpperCase(),
      url: `${url}${search ? `?${search}` : ''}`,
      payload,
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    };
  }

  describe(`the API under junk from its own OpenAPI document (part ${part} of ${PARTS})`, () => {
    it(`answers no 5xx to more than ${(20_000 / PARTS).toLocaleString('en')} requests over every ${ordinal(part)} of ${PARTS} operations`, async () => {
      const all = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
      expect(all.length).toBeGreaterThan(400);
      // The index stays the operation's own in the whole document: each keeps the junk it had.
      const operations = all.map((o, index) => ({ ...o, index })).filter(({ index }) => index % PARTS === part - 1);
      const failures: string[] = [];
      let sent = 0;
      for (const { index, path, method, op } of operations) {
        // A fresh session per operation: a logout or a deactivation among the junk ends only its own.
        const cookie = await app.cookieFor(superadmin, { companyId: DEMO.mainCompanyId });
        const next = random(index + 1);
        const batch = Array.from({ length: VARIANTS_PER_OPERATION }, () => request(path, method, op, next));
        for (let i = 0; i < batch.length; i += CONCURRENCY) {
          const answers = await Promise.all(batch.slice(i, i + CONCURRENCY).map(async (req) => ({ req, res: await app.request(cookie, req) })));
          for (const { req, res } of answers) {
            sent++;
            if (res.statusCode >= 500)
              failures.push(
                `${req.method} ${req.url.slice(0, 200)} ${String(req.payload).slice(0, 120)} -> ${res.statusCode} ${JSON.stringify(res.result).slice(0, 200)}`,
              );
          }
        }
      }
      expect(sent).toBeGreaterThanOrEqual(20_000 / PARTS);
      expect(failures.slice(0, 30)).toEqual([]);
    }, 900_000);
  });
}
