// Roles through the API (document 1, sections 3 and 6): create, a code unique per company, edits
// confirmed, no deactivation or deletion while users hold the role, duplicate, the history of
// permissions added and removed, the permission catalogue, and who may do it (tenant and permission).
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES, permissionArea } from '../../../../policies/permissions.ts';
import { DEMO } from '../../../../seeds/demo.ts';
import { otherTenantHolder, userId } from '../../platform/testing/fixtures.ts';
import { copyCode, copyName } from './copy-names.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

type Body = Record<string, unknown> & { code?: string; message?: string; fields?: { field: string; code: string }[] };
interface HistoryRow {
  action: string;
  actorName: string;
  at: string;
  changes: { field: string; before?: unknown; after?: unknown; added?: unknown[]; removed?: unknown[] }[];
  after: Record<string, unknown> | null;
}

const { app, as, ids } = apiTest({ as: ['admin', 'professional'] });
let outsider: string;
let outsiderRole: string; // the only role of the other tenant's company

const CONFIRM = { 'x-confirm': 'ROLE_CHANGE_CONFIRM' };

beforeAll(async () => {
  // The other tenant's user administrator.
  const other = await otherTenantHolder(app.owner, ['AdministrationUsers']);
  outsider = await app.cookieFor(other.userId, other);
  outsiderRole = other.roleCode;
});

const post = (payload: object, cookie = as.admin) => app.request(cookie, { method: 'POST', url: '/api/roles', payload });
const patch = (id: string, payload: object, headers: Record<string, string> = CONFIRM, cookie = as.admin) =>
  app.request(cookie, { method: 'PATCH', url: `/api/roles/${id}`, payload, headers });
const history = async (id: string, cookie = as.admin) => {
  const res = await app.request(cookie, { method: 'GET', url: `/api/audit-log?entity=roles&entityId=${id}` });
  return { res, rows: res.result as HistoryRow[] };
};
const createRole = async (over: Record<string, unknown> = {}) => {
  const res = await post({ name: 'Auditor', code: `AUD-${Math.random().toString(36).slice(2, 8)}`, ...over });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  return res.result as Record<string, unknown> & { id: string };
};

describe('copy names (pure)', () => {
  it("names the copy 'Copia de <name>' within the column's length", () => {
    expect(copyName('Líder')).toBe('Copia de Líder');
    expect(copyName('x'.repeat(100))).toHaveLength(100);
  });

  it('derives the first free code, whatever the case of the taken ones, within 40 characters', () => {
    expect(copyCode('LIDER', ['LIDER'])).toBe('LIDER-COPIA');
    expect(copyCode('LIDER', ['LIDER', 'lider-copia', 'LIDER-COPIA-2'])).toBe('LIDER-COPIA-3');
    const long = copyCode('C'.repeat(40), []);
    expect(long).toHaveLength(40);
    expect(long.endsWith('-COPIA')).toBe(true);
  });
});

describe('roles', () => {
  it('creates a role with its permissions, held by nobody, and records it in the history', async () => {
    const role = await createRole({ description: 'Revisa la facturación', permissions: ['SettlementReadPreinvoicesAll', 'ClientFullAccess'] });
    expect(role).toMatchObject({ name: 'Auditor', userCount: 0, active: true, description: 'Revisa la facturación' });
    expect((role.permissions as string[]).sort()).toEqual(['ClientFullAccess', 'SettlementReadPreinvoicesAll']);
    const stored = await app.owner('role_permissions').where({ role_id: role.id }).pluck('permission_code');
    expect(stored.sort()).toEqual(['ClientFullAccess', 'SettlementReadPreinvoicesAll']);
    const { rows } = await history(role.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actorName: 'Laura Restrepo' });
    expect(rows[0].changes).toContainEqual({ field: 'permissions', added: ['ClientFullAccess', 'SettlementReadPreinvoicesAll'], removed: [] });
  });

  it("requires name and code ('El nombre es requerido') and refuses codes outside the catalogue, writing nothing", async () => {
    const before = await app.owner('roles').count({ n: '*' }).first();
    const empty = await app.request(as.admin, { method: 'POST', url: '/api/roles', payload: {}, headers: { 'accept-language': 'es' } });
    expect(empty.statusCode).toBe(400);
    expect((empty.result as { fields: { field: string; code: string; message: string }[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'NAME_REQUIRED', message: 'El nombre es requerido' }),
        expect.objectContaining({ field: 'code', code: 'REQUIRED' }),
      ]),
    );
    const bogus = await post({ name: 'Raro', code: 'RARO', permissions: ['ClientFullAccess', 'DropDatabase'] });
    expect(bogus.statusCode).toBe(400);
    expect((bogus.result as Body).fields).toEqual([expect.objectContaining({ field: 'permissions', code: 'INVALID_OPTION' })]);
    const twice = await post({ name: 'Raro', code: 'RARO', permissions: ['ClientFullAccess', 'ClientFullAccess'] });
    expect((twice.result as Body).fields).toEqual([expect.objectContaining({ field: 'permissions', code: 'INVALID_OPTION' })]);
    expect(await app.owner('roles').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a code another role of the company holds (any case) with ROLE_CODE_TAKEN; another company may use it', async () => {
    const taken = await post({ name: 'Otro administrador', code: 'admin' });
    expect(taken.statusCode).toBe(409);
    expect((taken.result as Body).code).toBe('ROLE_CODE_TAKEN');
    const role = await createRole({ code: 'UNICO' });
    const renamed = await patch(role.id, { code: 'LIDER' });
    expect((renamed.result as Body).code).toBe('ROLE_CODE_TAKEN');
    // The second company of the tenant has no LIDER role.
    const second = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { tenantId: ids.demoTenantId, companyId: ids.secondCompanyId });
    const there = await post({ name: 'Líder', code: 'LIDER' }, second);
    expect(there.statusCode, JSON.stringify(there.result)).toBe(201);
  });

  it('asks to confirm an edit (409 ROLE_CHANGE_CONFIRM, confirmable) and saves it when confirmed', async () => {
    const role = await createRole({ permissions: ['ClientFullAccess'] });
    const asked = await patch(role.id, { name: 'Auditor externo' }, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.result).toMatchObject({ code: 'ROLE_CHANGE_CONFIRM', confirmable: true });
    expect((await app.owner('roles').where({ id: role.id }).first('name')).name).toBe('Auditor');
    const confirmed = await patch(role.id, { name: 'Auditor externo' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.result).toMatchObject({ name: 'Auditor externo' });
  });

  it('refuses to deactivate a role held by users, naming how many (ROLE_IN_USE); an unheld one deactivates', async () => {
    const holders = Number((await app.owner('user_roles').where({ role_id: DEMO.adminRoleId }).count({ n: '*' }).first())!.n);
    expect(holders).toBeGreaterThan(0);
    const res = await app.request(as.admin, {
      method: 'PATCH',
      url: `/api/roles/${DEMO.adminRoleId}`,
      payload: { active: false },
      headers: { ...CONFIRM, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'ROLE_IN_USE', message: `El rol está asignado a ${holders} usuarios y no se puede desactivar` });
    expect((await app.owner('roles').where({ id: DEMO.adminRoleId }).first('active')).active).toBe(true);
    // Refused before asking: no confirmation is needed to learn it cannot be done.
    expect(((await patch(DEMO.adminRoleId, { active: false }, {})).result as Body).code).toBe('ROLE_IN_USE');

    const unheld = await createRole();
    const off = await patch(unheld.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.result).toMatchObject({ active: false });
  });

  it('refuses to delete a role held by users (RECORD_IN_USE) and deletes an unheld one', async () => {
    const res = await app.request(as.admin, { method: 'DELETE', url: `/api/roles/${DEMO.leaderRoleId}` });
    expect(res.statusCode).toBe(409);
    expect((res.result as Body).code).toBe('RECORD_IN_USE');
    expect(await app.owner('roles').where({ id: DEMO.leaderRoleId }).first('id')).toBeDefined();
    const unheld = await createRole({ permissions: ['ClientFullAccess'] });
    expect((await app.request(as.admin, { method: 'DELETE', url: `/api/roles/${unheld.id}` })).statusCode).toBe(200);
    expect(await app.owner('role_permissions').where({ role_id: unheld.id })).toEqual([]);
  });

  it('counts the users holding each role and lists the roles holding a permission', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: '/api/roles?permissions=SettlementAccessWorkgroup&_start=0&_end=100' });
    expect(res.statusCode).toBe(200);
    const rows = res.result as { id: string; code: string; userCount: number }[];
    expect(rows.map((r) => r.code)).toContain('LIDER');
    expect(rows.map((r) => r.code)).not.toContain('PROF');
    expect(rows.find((r) => r.id === DEMO.leaderRoleId)?.userCount).toBe(1);
    const bad = await app.request(as.admin, { method: 'GET', url: '/api/roles?permissions=DropDatabase' });
    expect(bad.statusCode).toBe(400);
    expect((bad.result as Body).code).toBe('INVALID_QUERY');
  });
});

describe('duplicate', () => {
  it("copies a role in its company: 'Copia de <name>', a free derived code, the same permissions, active, held by nobody", async () => {
    const original = await app.owner('role_permissions').where({ role_id: DEMO.leaderRoleId }).pluck('permission_code');
    const res = await app.request(as.admin, { method: 'POST', url: `/api/roles/${DEMO.leaderRoleId}/duplicate` });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const copy = res.result as Record<string, unknown> & { id: string; permissions: string[] };
    expect(copy).toMatchObject({ name: 'Copia de Líder', code: 'LIDER-COPIA', active: true, userCount: 0 });
    expect(copy.id).not.toBe(DEMO.leaderRoleId);
    expect([...copy.permissions].sort()).toEqual([...original].sort());
    const stored = await app.owner('roles').where({ id: copy.id }).first();
    expect(stored).toMatchObject({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId });

    const again = await app.request(as.admin, { method: 'POST', url: `/api/roles/${DEMO.leaderRoleId}/duplicate` });
    expect((again.result as { code: string }).code).toBe('LIDER-COPIA-2');
  });

  it("is recorded as 'duplicate' on the new role, naming the original", async () => {
    const res = await app.request(as.admin, { method: 'POST', url: `/api/roles/${DEMO.professionalRoleId}/duplicate` });
    const copy = res.result as { id: string };
    const { rows } = await history(copy.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'duplicate', actorName: 'Laura Restrepo' });
    expect(rows[0].after).toMatchObject({ duplicateOf: DEMO.professionalRoleId, name: 'Copia de Profesional' });
    expect(rows[0].changes).toContainEqual({ field: 'duplicateOf', before: null, after: DEMO.professionalRoleId });
  });

  it('answers 404 for an unknown or malformed id and writes nothing', async () => {
    const before = await app.owner('roles').count({ n: '*' }).first();
    expect((await app.request(as.admin, { method: 'POST', url: '/api/roles/00000000-0000-0000-0000-000000000000/duplicate' })).statusCode).toBe(404);
    expect((await app.request(as.admin, { method: 'POST', url: '/api/roles/nope/duplicate' })).statusCode).toBe(404);
    expect(await app.owner('roles').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('history', () => {
  it('records each permission added and removed, by whom and when, newest first', async () => {
    const role = await createRole({ permissions: ['ClientFullAccess', 'AdministrationClient'] });
    const started = Date.now();
    const res = await patch(role.id, { permissions: ['AdministrationClient', 'SettlementAccessAll', 'SettlementCreditNotesAll'] });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const { res: answer, rows } = await history(role.id);
    expect(answer.headers['x-total-count']).toBe('2');
    expect(rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(rows[0].actorName).toBe('Laura Restrepo');
    expect(Math.abs(new Date(rows[0].at).getTime() - started)).toBeLessThan(60_000);
    expect(rows[0].changes).toEqual([{ field: 'permissions', added: ['SettlementAccessAll', 'SettlementCreditNotesAll'], removed: ['ClientFullAccess'] }]);
  });

  it('writes nothing for a refused change, nor for an edit that changes nothing', async () => {
    const role = await createRole({ permissions: ['ClientFullAccess'] });
    await patch(role.id, { permissions: ['ClientFullAccess', 'Nope'] });
    await patch(role.id, { permissions: ['ClientFullAccess'] }, {}); // not confirmed
    await patch(role.id, { permissions: ['ClientFullAccess'] }); // confirmed, same set
    expect((await history(role.id)).rows.map((r) => r.action)).toEqual(['create']);
  });
});

describe('permission catalogue', () => {
  it('answers every code with its area, in catalogue order, to any member of the company', async () => {
    const res = await app.request(as.professional, { method: 'GET', url: '/api/permissions' });
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual(PERMISSION_CODES.map((code) => ({ code, area: permissionArea(code) })));
  });

  it('needs a session', async () => {
    const res = await app.request(null, { method: 'GET', url: '/api/permissions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('who may', () => {
  it('refuses every role route to a professional (403 FORBIDDEN), writing nothing', async () => {
    const before = await app.owner('roles').count({ n: '*' }).first();
    const calls = [
      { method: 'GET', url: '/api/roles' },
      { method: 'GET', url: `/api/roles/${DEMO.leaderRoleId}` },
      { method: 'POST', url: '/api/roles', payload: { name: 'X', code: 'X' } },
      { method: 'PATCH', url: `/api/roles/${DEMO.leaderRoleId}`, payload: { name: 'X' }, headers: CONFIRM },
      { method: 'DELETE', url: `/api/roles/${DEMO.leaderRoleId}` },
      { method: 'POST', url: `/api/roles/${DEMO.leaderRoleId}/duplicate` },
      { method: 'GET', url: `/api/audit-log?entity=roles&entityId=${DEMO.leaderRoleId}` },
    ];
    for (const call of calls) {
      const res = await app.request(as.professional, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((res.result as Body).code).toBe('FORBIDDEN');
    }
    expect(await app.owner('roles').count({ n: '*' }).first()).toEqual(before);
  });

  it("another tenant's user administrator gets 404 on this tenant's role: get, edit, delete, duplicate and history", async () => {
    const before = await app.owner('roles').count({ n: '*' }).first();
    const target = DEMO.leaderRoleId;
    const calls = [
      { method: 'GET', url: `/api/roles/${target}` },
      { method: 'PATCH', url: `/api/roles/${target}`, payload: { name: 'Tomado' }, headers: CONFIRM },
      { method: 'DELETE', url: `/api/roles/${target}` },
      { method: 'POST', url: `/api/roles/${target}/duplicate` },
      { method: 'GET', url: `/api/audit-log?entity=roles&entityId=${target}` },
    ];
    for (const call of calls) {
      const res = await app.request(outsider, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const theirs = await app.request(outsider, { method: 'GET', url: '/api/roles?_start=0&_end=100' });
    // Only their tenant's roles: the seeded ADMIN of that tenant and the one made for this test.
    expect((theirs.result as { code: string }[]).map((r) => r.code).sort()).toEqual(['ADMIN', outsiderRole].sort());
    expect(await app.owner('roles').count({ n: '*' }).first()).toEqual(before);
    expect(await app.owner('roles').where({ id: target }).first('name')).toEqual({ name: 'Líder' });
  });
});
