// Idempotency-Key on creating POSTs (a resource's create, an action): a retry answers the first
// result without a second effect, another body with the key is refused, a burst acts once, and keys
// belong to their user.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTest } from '../testing/api-test.ts';

// The commercial: another user of the same company holding ClientFullAccess.
const { app, as, ids } = apiTest({ as: ['admin', 'commercial'] });
let taxProfileId: string;
let seq = 0;

beforeAll(async () => {
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

const client = () => {
  seq += 1;
  return { name: `Cliente Idempotente ${seq}`, documentNumber: String(960000000 + seq), taxProfileId };
};
const create = (cookie: string, key: string | undefined, payload: object, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'POST', url: '/api/clients', payload, headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers } });
const count = async (documentNumber: string) => Number((await app.owner('clients').where({ document_number: documentNumber }).count({ n: '*' }).first())!.n);

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first result (status and body) and creates once', async () => {
    const key = crypto.randomUUID();
    const payload = client();
    const first = await create(as.admin, key, payload);
    expect(first.statusCode).toBe(201);
    const again = await create(as.admin, key, { ...payload }); // the same content, in another object
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(again.payload)).toEqual(JSON.parse(first.payload));
    expect(await count(payload.documentNumber)).toBe(1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = crypto.randomUUID();
    const { name, documentNumber } = client();
    expect((await create(as.admin, key, { name, documentNumber, taxProfileId })).statusCode).toBe(201);
    expect((await create(as.admin, key, { taxProfileId, documentNumber, name })).statusCode).toBe(201);
    expect(await count(documentNumber)).toBe(1);
  });

  it('refuses the same key with another body with 422 IDEMPOTENCY_KEY_REUSED, acting on nothing', async () => {
    const key = crypto.randomUUID();
    expect((await create(as.admin, key, client())).statusCode).toBe(201);
    const other = client();
    const res = await create(as.admin, key, other, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.result).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'La clave de idempotencia ya se usó con otra solicitud' });
    expect(await count(other.documentNumber)).toBe(0);
  });

  it('acts once under a burst of concurrent retries with one key', async () => {
    const key = crypto.randomUUID();
    const payload = client();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(as.admin, key, payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => (a.result as { id: string }).id)).size).toBe(1);
    expect(await count(payload.documentNumber)).toBe(1);
  });

  it("keeps each user's keys apart: another user's same key is another request", async () => {
    const key = crypto.randomUUID();
    const mine = await create(as.admin, key, client());
    const theirs = await create(as.commercial, key, client());
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((theirs.result as { id: string }).id).not.toBe((mine.result as { id: string }).id);
  });

  it('keeps no key for a refused request: the retry confirming the warning acts', async () => {
    const key = crypto.randomUUID();
    const payload = client();
    expect((await create(as.admin, undefined, payload)).statusCode).toBe(201);
    const warned = await create(as.admin, key, { ...payload, name: 'Otro nombre' });
    expect(warned.statusCode).toBe(409);
    const confirmed = await create(as.admin, key, { ...payload, name: 'Otro nombre' }, { 'x-confirm': 'CLIENT_DOCUMENT_DUPLICATE' });
    expect(confirmed.statusCode).toBe(201);
    expect(await count(payload.documentNumber)).toBe(2);
  });

  it('answers an action once: a retried deactivation replays its answer and writes one audit entry', async () => {
    const created = await create(as.admin, undefined, client());
    const id = (created.result as { id: string }).id;
    const key = crypto.randomUUID();
    const post = () => app.request(as.admin, { method: 'POST', url: `/api/clients/${id}/deactivate`, headers: { 'idempotency-key': key } });
    const first = await post();
    expect(first.result).toMatchObject({ state: 'inactive' });
    const again = await post();
    expect(again.statusCode).toBe(200); // not INVALID_TRANSITION: the first answer again
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(again.payload)).toEqual(JSON.parse(first.payload));
    expect(await app.owner('audit_log').where({ entity_id: id, action: 'deactivate' }).count({ n: '*' }).first()).toEqual({ n: '1' });
    // The same key on another row's action is another request.
    const other = (await create(as.admin, undefined, client())).result as { id: string };
    const reused = await app.request(as.admin, { method: 'POST', url: `/api/clients/${other.id}/deactivate`, headers: { 'idempotency-key': key } });
    expect(reused.statusCode).toBe(422);
  });

  it('forgets a key once it expires', async () => {
    const key = crypto.randomUUID();
    expect((await create(as.admin, key, client())).statusCode).toBe(201);
    await app
      .owner('idempotency_keys')
      .where({ key })
      .update({ expires_at: app.owner.raw("now() - interval '1 minute'") });
    expect((await create(as.admin, key, client())).statusCode).toBe(201);
    expect(await app.owner('idempotency_keys').where({ key }).count({ n: '*' }).first()).toEqual({ n: '1' });
  });

  it('refuses a malformed key with 400 INVALID_IDEMPOTENCY_KEY', async () => {
    for (const key of ['x'.repeat(201), 'con espacio']) {
      const res = await create(as.admin, key, client());
      expect(res.statusCode).toBe(400);
      expect(res.result).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' });
    }
  });

  it('stores keys under row-level security: the API role sees no key of another tenant', async () => {
    await create(as.admin, crypto.randomUUID(), client());
    const seen = await app.db.transaction(async (trx) => {
      await trx.raw(`select set_config('app.tenant_id', ?, true)`, [ids.otherTenantId]);
      return trx('idempotency_keys').count({ n: '*' }).first();
    });
    expect(seen).toEqual({ n: '0' });
  });
});
