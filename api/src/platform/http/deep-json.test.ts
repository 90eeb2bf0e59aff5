// JSON nested 4,000 deep, sent to every route that takes a body: a 400 PAYLOAD_TOO_DEEP where the
// body is JSON, never a 5xx, nothing written; the public routes (a client's comment through its
// link) alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { userId } from '../testing/fixtures.ts';
import { DEMO } from '../../../../seeds/demo.ts';

let app: TestApp;
let admin: string;
const DEEP = `${'['.repeat(4000)}${']'.repeat(4000)}`;
const DEEP_OBJECT = `{"name":${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}}`;
const ANY_ID = '0b0c0d0e-0000-4000-8000-000000000001';

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: DEMO.mainCompanyId });
});
afterAll(() => app?.close());

describe('a body nested too deeply', () => {
  it('is refused with PAYLOAD_TOO_DEEP by every route that takes JSON, and no route answers 5xx', async () => {
    const auditBefore = await app.owner('audit_log').count({ n: '*' }).first();
    const refused: string[] = [];
    const failures: string[] = [];
    for (const route of app.server.table()) {
      if (!['post', 'put', 'patch'].includes(route.method)) continue;
      const url = route.path.replace(/\{[^}]+\}/g, ANY_ID);
      for (const body of [DEEP, DEEP_OBJECT]) {
        const res = await app.request(admin, {
          method: route.method.toUpperCase(),
          url,
          payload: body,
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.path}: ${res.statusCode}`);
        if ((res.result as { code?: string } | null)?.code === 'PAYLOAD_TOO_DEEP') refused.push(`${route.method} ${route.path}`);
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toContain('post /api/clients');
    expect(refused).toContain('post /api/external/preinvoices/{companyId}/{preinvoiceId}/comments');
    expect((await app.owner('audit_log').count({ n: '*' }).first())!.n).toBe(auditBefore!.n);
  });

  it("answers in the caller's language", async () => {
    const es = await app.request(admin, {
      method: 'POST',
      url: '/api/clients',
      payload: DEEP,
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
    });
    expect(es.statusCode).toBe(400);
    expect(es.result).toMatchObject({ code: 'PAYLOAD_TOO_DEEP', message: 'El contenido enviado tiene demasiados niveles anidados' });
    const en = await app.request(admin, {
      method: 'POST',
      url: '/api/clients',
      payload: DEEP,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(en.result).toMatchObject({ code: 'PAYLOAD_TOO_DEEP', message: 'The content sent is nested too deeply' });
  });
});
