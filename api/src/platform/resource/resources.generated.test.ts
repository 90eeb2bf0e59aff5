// Generated from the declarations: every resource's routes answer the simple-rest contract, refuse
// callers without the permission, and keep tenants apart (in the API and, underneath, by RLS).
import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { RESOURCES } from '../../resources.ts';
import { validPayload } from '../testing/fixtures.ts';
import { inContext } from '../db/knex.ts';
import { apiTest } from '../testing/api-test.ts';

// The demo tenant's administrator, the professional (who holds no permission code), and the other
// tenant's administrator: every code, in the other tenant's company.
const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });

describe.each(RESOURCES.map((r) => [r.name, r] as const))('resource %s', (name, r) => {
  const base = `/api/${name}`;
  const can = new Set(r.operations);

  it('lists a page with x-total-count and sorts by the default sort', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: `${base}?_start=0&_end=20` });
    expect(res.statusCode).toBe(200);
    const rows = res.result as Record<string, unknown>[];
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const key of Object.keys(r.fields)) expect(rows[0]).toHaveProperty(key);
  });

  if (r.list.sorts) {
    it('sorts by each sort it offers and refuses a column it does not sort by', async () => {
      for (const field of r.list.sorts!) {
        const res = await app.request(as.admin, { method: 'GET', url: `${base}?_start=0&_end=5&_sort=${field}&_order=desc` });
        expect(res.statusCode, `${field}: ${JSON.stringify(res.result)}`).toBe(200);
      }
      const unsorted = r.list.columns.find((c) => !r.list.sorts!.includes(c));
      if (!unsorted) return;
      const refused = await app.request(as.admin, { method: 'GET', url: `${base}?_start=0&_end=5&_sort=${unsorted}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.result).toMatchObject({ code: 'INVALID_QUERY', fields: [{ field: '_sort', code: 'NOT_FILTERABLE' }] });
    });
  }

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await app.request(null, { method: 'GET', url: base });
    expect(res.statusCode).toBe(401);
    expect((res.result as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  if (r.permission.read !== null && !r.lookup)
    it('answers 403 FORBIDDEN to a user without the permission code', async () => {
      const res = await app.request(as.professional, { method: 'GET', url: base });
      expect(res.statusCode).toBe(403);
      expect((res.result as { code: string }).code).toBe('FORBIDDEN');
    });

  if (r.lookup)
    it('lets a member without the read code look rows up, seeing only the lookup fields', async () => {
      const res = await app.request(as.professional, { method: 'GET', url: `${base}?_start=0&_end=5` });
      expect(res.statusCode).toBe(200);
      const rows = res.result as Record<string, unknown>[];
      expect(Object.keys(rows[0]).sort()).toEqual(['id', ...r.lookup!.fields].sort());
      const one = await app.request(as.professional, { method: 'GET', url: `${base}/${rows[0].id as string}` });
      expect(Object.keys(one.result as object).sort()).toEqual(['id', ...r.lookup!.fields].sort());
    });

  it('gets one (where it shows one) and many by repeated id', async () => {
    const list = (await app.request(as.admin, { method: 'GET', url: `${base}?_start=0&_end=2` })).result as { id: string }[];
    // A read-only list of a parent's rows (a pre-invoice's lines) has no page of its own.
    if (can.has('show')) {
      const one = await app.request(as.admin, { method: 'GET', url: `${base}/${list[0].id}` });
      expect(one.statusCode).toBe(200);
      expect((one.result as { id: string }).id).toBe(list[0].id);
    }
    const query = list.map((row) => `id=${row.id}`).join('&');
    const many = await app.request(as.admin, { method: 'GET', url: `${base}?${query}` });
    expect((many.result as { id: string }[]).map((row) => row.id).sort()).toEqual(list.map((row) => row.id).sort());
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await app.request(as.admin, { method: 'GET', url: `${base}/00000000-0000-0000-0000-000000000000` })).statusCode).toBe(404);
    expect((await app.request(as.admin, { method: 'GET', url: `${base}/not-an-id` })).statusCode).toBe(404);
  });

  it('refuses an unknown filter with INVALID_QUERY', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: `${base}?nope=1` });
    expect(res.statusCode).toBe(400);
    expect((res.result as { code: string }).code).toBe('INVALID_QUERY');
  });

  if (can.has('create') && can.has('update') && can.has('delete'))
    it('creates, updates with PATCH and deletes', async () => {
      const payload = await validPayload(app.owner, r, ids.mainCompanyId);
      const created = await app.request(as.admin, { method: 'POST', url: base, payload });
      expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
      const row = created.result as Record<string, unknown>;
      const titleField = r.fields[r.titleField]?.readOnly ? 'id' : r.titleField;
      expect(row[titleField]).toBe(titleField === 'id' ? row.id : payload[titleField]);
      const stored = await app.owner(r.table).where({ id: row.id }).first();
      expect(stored.tenant_id).toBe(ids.demoTenantId);

      // `active` is a state moved by actions on some resources (clients): the title is edited there.
      const patch = r.fields.description
        ? { description: 'Actualizado' }
        : r.fields.active && !r.fields.active.readOnly
          ? { active: false }
          : { [r.titleField]: `Actualizado ${row.id as string}` };
      // A resource whose edits ask for confirmation is sent confirmed (its own tests cover the question).
      const confirm = [r.confirmUpdate, 'active' in patch ? r.confirmDeactivation : undefined].filter(Boolean);
      const headers = confirm.length ? { 'x-confirm': confirm.join(',') } : {};
      const updated = await app.request(as.admin, { method: 'PATCH', url: `${base}/${row.id}`, payload: patch, headers });
      expect(updated.statusCode, JSON.stringify(updated.result)).toBe(200);
      expect(updated.result).toMatchObject(patch);

      const deleted = await app.request(as.admin, { method: 'DELETE', url: `${base}/${row.id}` });
      expect(deleted.statusCode).toBe(200);
      expect(await app.owner(r.table).where({ id: row.id }).first()).toBeUndefined();
    });

  if (can.has('create'))
    it('refuses an empty payload with a field error for every required field, writing nothing', async () => {
      const before = await app.owner(r.table).count({ n: '*' }).first();
      const res = await app.request(as.admin, { method: 'POST', url: base, payload: {} });
      expect(res.statusCode).toBe(400);
      const body = res.result as { code: string; fields: { field: string; code: string; messages: { es: string; en: string } }[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      const required = Object.entries(r.fields)
        .filter(([, f]) => f.required && f.default === undefined)
        .map(([k]) => k);
      expect(body.fields.map((f) => f.field).sort()).toEqual(required.sort());
      for (const f of body.fields) expect(f.messages.es && f.messages.en).toBeTruthy();
      expect(await app.owner(r.table).count({ n: '*' }).first()).toEqual(before);
    });

  // Production's resources open their writes to every member; their rules say who (their own tests).
  if (can.has('create') && (r.permission.create ?? r.permission.write) !== null)
    it('refuses a write without the permission code', async () => {
      const res = await app.request(as.professional, { method: 'POST', url: base, payload: await validPayload(app.owner, r, ids.mainCompanyId) });
      expect(res.statusCode).toBe(403);
    });

  describe('tenant isolation', () => {
    it('another tenant lists none of these rows and gets 404 on get, update and delete by id', async () => {
      const demoRows = (await app.request(as.admin, { method: 'GET', url: `${base}?_start=0&_end=1000` })).result as { id: string }[];
      const theirs = await app.request(as.outsider, { method: 'GET', url: `${base}?_start=0&_end=1000` });
      expect(theirs.statusCode).toBe(200);
      const theirIds = new Set((theirs.result as { id: string }[]).map((row) => row.id));
      const exclusive = demoRows.filter((row) => !theirIds.has(row.id));
      // A person may belong to both tenants (users are global identities); business rows never are shared.
      if (r.ownedBy === 'companyMembers') expect(exclusive.length).toBeGreaterThan(0);
      else expect(exclusive).toHaveLength(demoRows.length);
      const target = exclusive[0].id;
      expect((await app.request(as.outsider, { method: 'GET', url: `${base}/${target}` })).statusCode).toBe(404);
      if (can.has('update')) {
        // Where `active` follows a state moved by actions, an empty patch still names the row.
        const payload = r.fields.active && !r.fields.active.readOnly ? { active: false } : {};
        const res = await app.request(as.outsider, { method: 'PATCH', url: `${base}/${target}`, payload });
        expect(res.statusCode).toBe(404);
      }
      for (const action of r.actions ?? []) {
        const res = await app.request(as.outsider, { method: 'POST', url: `${base}/${target}/${action.name}`, headers: { 'x-confirm': 'all' } });
        expect(res.statusCode, action.name).toBe(404);
      }
      if (can.has('delete')) expect((await app.request(as.outsider, { method: 'DELETE', url: `${base}/${target}` })).statusCode).toBe(404);
      const still = await app.owner(r.table).where({ id: target }).first();
      expect(still).toBeDefined();
      if ('active' in r.fields) expect(still.active).toBe(true);
    });

    if (r.ownedBy === 'company')
      it('RLS: the API role reading the table directly with the other tenant set sees no row of this tenant', async () => {
        const seen = await inContext(app.db, { tenantId: ids.otherTenantId }, (trx) =>
          trx(r.table).where({ tenantId: ids.demoTenantId }).count({ n: '*' }).first(),
        );
        expect(Number((seen as { n: string }).n)).toBe(0);
        const none = await inContext(app.db, {}, (trx) => trx(r.table).count({ n: '*' }).first());
        expect(Number((none as { n: string }).n)).toBe(0);
        const own = await inContext(app.db, { tenantId: ids.demoTenantId }, (trx) => trx(r.table).count({ n: '*' }).first());
        expect(Number((own as { n: string }).n)).toBeGreaterThan(0);
      });
  });
});
