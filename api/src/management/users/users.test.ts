// Users management through the API (document 1, sections 3, 5, 6, 8): the four sections written in
// one transaction, the email, name and phone rules, the active-user limit, deactivation (people in
// charge, verification, logout), the super administrator flag, the assignable lookup, permissions,
// the audit log and tenant isolation.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

// outsider: the other tenant's user administrator.
const { app, as, ids } = apiTest({ as: ['admin', 'professional', 'superAdmin'], outsider: PERMISSION_CODES });
const user: Record<string, string> = {};
let refs: { roleId: string; otherRoleId: string; workGroupId: string; otherWorkGroupId: string; practiceId: string; clientId: string };

type Body = { code: string; message: string; confirmable?: boolean; fields?: { field: string; code: string; message: string }[] };
type UserRow = Record<string, unknown> & { id: string; active: boolean; roleIds: string[]; workGroupIds: string[] };

let counter = 0;
const person = (over: Record<string, unknown> = {}) => {
  counter += 1;
  return { name: 'María José', lastName: 'Pérez Díaz', email: `persona${counter}@ejemplo.co`, ...over };
};

const post = (payload: Record<string, unknown>, cookie = as.admin) =>
  app.request(cookie, { method: 'POST', url: '/api/users', payload, headers: { 'accept-language': 'es' } });
const patch = (id: string, payload: Record<string, unknown>, cookie = as.admin, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'PATCH', url: `/api/users/${id}`, payload, headers: { 'accept-language': 'es', ...headers } });
const get = (url: string, cookie = as.admin) => app.request(cookie, { method: 'GET', url });
const confirmDeactivation = { 'x-confirm': 'USER_DEACTIVATION_CONFIRM' };

async function created(payload: Record<string, unknown>): Promise<UserRow> {
  const res = await post(payload);
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  return res.result as UserRow;
}

async function setLimit(limit: number | null) {
  await app.owner('companies').where({ id: ids.mainCompanyId }).update({ active_user_limit: limit });
}
async function activeCount(): Promise<number> {
  const row = await app.owner('company_memberships').where({ company_id: ids.mainCompanyId, active: true }).count({ n: '*' }).first();
  return Number(row!.n);
}

beforeAll(async () => {
  for (const [key, email] of Object.entries({
    admin: 'admin@demo.test',
    professional: 'profesional@demo.test',
    leader: 'lider@demo.test',
    superAdmin: 'superadmin@demo.test',
    contact: 'cliente@demo.test',
    multi: 'multi@demo.test',
  }))
    user[key] = await userId(app.owner, email);

  const roles = await app.owner('roles').where({ company_id: ids.mainCompanyId }).orderBy('code').select('id');
  const groups = await app.owner('work_groups').where({ company_id: ids.mainCompanyId }).orderBy('code').select('id');
  refs = {
    roleId: roles[0].id,
    otherRoleId: roles[1].id,
    workGroupId: groups[0].id,
    otherWorkGroupId: groups[1].id,
    practiceId: (await app.owner('practices').where({ company_id: ids.mainCompanyId }).first('id')).id,
    clientId: (await app.owner('clients').where({ company_id: ids.mainCompanyId }).first('id')).id,
  };
});

describe('users: create', () => {
  it('creates the identity, the memberships, the profile, roles and work groups of every section in one write', async () => {
    const row = await created(
      person({
        idNumber: '1020304050',
        phone: '3001234567',
        country: 'COL',
        city: 'DC:Bogotá D.C.',
        category: 'Asociado',
        code: 'EMP-900',
        workday: 'half',
        dailyWorkedHoursGoal: '4.5',
        dailyBilledHoursGoal: '3.25',
        restriction: 'weekly',
        workDays: ['1', '3', '5'],
        admissionDate: '2026-02-01',
        practiceIds: [refs.practiceId],
        supervisedUserIds: [user.professional],
        roleIds: [refs.roleId],
        workGroupIds: [refs.workGroupId],
        notifyEmail: false,
        notifyPush: true,
        isContact: true,
        clientId: refs.clientId,
        position: 'Tesorera',
        documentNumber: '52123456',
        contactPhone: '6015550000',
        postalCode: '110111',
        comments: 'Recibe las facturas',
        contactType: 1,
      }),
    );
    expect(row).toMatchObject({
      fullName: 'María José Pérez Díaz',
      idNumber: '1020304050',
      workday: 'half',
      dailyWorkedHoursGoal: '4.50',
      dailyBilledHoursGoal: '3.25',
      restriction: 'weekly',
      workDays: ['1', '3', '5'],
      practiceIds: [refs.practiceId],
      supervisedUserIds: [user.professional],
      roleIds: [refs.roleId],
      workGroupIds: [refs.workGroupId],
      isSuperAdmin: false,
      active: true,
      assignable: false,
      notifyEmail: false,
      isContact: true,
      clientId: refs.clientId,
      contactType: 1,
      position: 'Tesorera',
    });
    const stored = await app.owner('users').where({ id: row.id }).first();
    expect(stored).toMatchObject({ name: 'María José', last_name: 'Pérez Díaz', active: true, is_super_admin: false });
    expect(await app.owner('tenant_memberships').where({ user_id: row.id, tenant_id: ids.demoTenantId }).first()).toBeDefined();
    expect(await app.owner('company_memberships').where({ user_id: row.id, company_id: ids.mainCompanyId }).first()).toMatchObject({ active: true });
    expect(await app.owner('user_profiles').where({ user_id: row.id }).first()).toMatchObject({
      tenant_id: ids.demoTenantId,
      company_id: ids.mainCompanyId,
      code: 'EMP-900',
    });
    expect(await app.owner('user_roles').where({ user_id: row.id }).select('role_id')).toEqual([{ role_id: refs.roleId }]);
    const audit = await get(`/api/audit-log?entity=users&entityId=${row.id}`);
    expect((audit.result as { action: string }[])[0].action).toBe('create');
  });

  it('fills the work profile defaults when only the identity is given', async () => {
    const row = await created(person());
    expect(row).toMatchObject({
      workday: 'full',
      restriction: 'none',
      workDays: ['1', '2', '3', '4', '5'],
      country: 'COL',
      isContact: false,
      contactType: 0,
      assignable: true,
    });
  });

  it("refuses an email already registered with 'El correo ingresado ya se encuentra registrado', whatever its case", async () => {
    const res = await post(person({ email: 'ADMIN@demo.test' }));
    expect(res.statusCode).toBe(409);
    const body = res.result as Body;
    expect(body.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(body.message).toBe('El correo ingresado ya se encuentra registrado');
    expect(body.fields?.[0]).toMatchObject({ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('adds a person who belongs only to another organisation like a new one, without telling: their identity stays theirs', async () => {
    await app.owner('users').insert({ email: 'solo.andinos@ejemplo.co', name: 'Esteban', last_name: 'Montoya', phone: '3110000000' });
    const other = await userId(app.owner, 'solo.andinos@ejemplo.co');
    await app.owner('tenant_memberships').insert({ tenant_id: ids.otherTenantId, user_id: other });
    await app.owner('company_memberships').insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, user_id: other, is_default: true });
    const fresh = await post(person({ roleIds: [refs.roleId] }));
    const res = await post(person({ email: 'Solo.Andinos@ejemplo.co', roleIds: [refs.roleId], code: 'INV-1' }));
    // The same answer as for a person nobody knew: status, shape, no code.
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    expect(Object.keys(res.result as object).sort()).toEqual(Object.keys(fresh.result as object).sort());
    expect(res.result).toMatchObject({ id: other, email: 'solo.andinos@ejemplo.co', code: 'INV-1', roleIds: [refs.roleId], active: true });
    // The identity is untouched (another organisation's person is not renamed from here); ours is the membership.
    expect(await app.owner('users').where({ id: other }).first()).toMatchObject({ name: 'Esteban', last_name: 'Montoya', phone: '3110000000' });
    expect(await app.owner('company_memberships').where({ user_id: other }).orderBy('is_default', 'desc').select('company_id', 'is_default')).toEqual([
      { company_id: ids.otherCompanyId, is_default: true },
      { company_id: ids.mainCompanyId, is_default: false },
    ]);
    // Now a member here: the specification's refusal.
    const again = await post(person({ email: 'solo.andinos@ejemplo.co' }));
    expect(again.statusCode).toBe(409);
    expect((again.result as Body).message).toBe('El correo ingresado ya se encuentra registrado');
  });

  it('adds a person of another organisation deactivated there as active here, and makes this company their default when they have no other', async () => {
    await app.owner('users').insert({ email: 'inactiva@ejemplo.co', name: 'Inés', last_name: 'Activa', active: false });
    const other = await userId(app.owner, 'inactiva@ejemplo.co');
    await app.owner('tenant_memberships').insert({ tenant_id: ids.otherTenantId, user_id: other });
    await app
      .owner('company_memberships')
      .insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, user_id: other, active: false, is_default: true });
    const res = await post(person({ email: 'inactiva@ejemplo.co' }));
    expect(res.statusCode).toBe(201);
    expect(await app.owner('users').where({ id: other }).first()).toMatchObject({ active: true, name: 'Inés' });
    expect(await app.owner('company_memberships').where({ user_id: other, company_id: ids.mainCompanyId }).first()).toMatchObject({
      is_default: true,
      active: true,
    });
  });

  it('accepts letters only in names and digits only in phones', async () => {
    const res = await post(person({ name: 'Juan3', lastName: 'Pérez_', phone: '300-123', contactPhone: '+57 300' }));
    expect(res.statusCode).toBe(400);
    const fields = (res.result as Body).fields!;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'LETTERS_ONLY' }),
        expect.objectContaining({ field: 'lastName', code: 'LETTERS_ONLY' }),
        expect.objectContaining({ field: 'phone', code: 'DIGITS_ONLY' }),
        expect.objectContaining({ field: 'contactPhone', code: 'DIGITS_ONLY' }),
      ]),
    );
  });

  it("requires the name with 'El nombre es requerido' and a client for a contact user", async () => {
    const res = await post(person({ name: '' }));
    expect((res.result as Body).fields).toContainEqual(expect.objectContaining({ field: 'name', message: 'El nombre es requerido' }));
    const contact = await post(person({ isContact: true }));
    expect((contact.result as Body).fields).toEqual([expect.objectContaining({ field: 'clientId', code: 'REQUIRED' })]);
  });

  it('refuses roles and work groups of another company with INVALID_REFERENCE', async () => {
    const foreignRole = await app.owner('roles').where({ company_id: ids.secondCompanyId }).first('id');
    const foreignGroup = await app.owner('work_groups').where({ company_id: ids.secondCompanyId }).first('id');
    const res = await post(person({ roleIds: [foreignRole.id], workGroupIds: [foreignGroup.id] }));
    expect(res.statusCode).toBe(400);
    expect((res.result as Body).fields!.map((f) => f.field).sort()).toEqual(['roleIds', 'workGroupIds']);
  });
});

describe('users: active-user limit', () => {
  it('answers GET /api/users/limit with the limit and the active users', async () => {
    const res = await get('/api/users/limit');
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ limit: 50, active: await activeCount() });
    expect((await get('/api/users/limit', as.professional)).statusCode).toBe(403);
  });

  it('blocks creating an active user past the limit with USER_LIMIT_REACHED, not an inactive one', async () => {
    await setLimit(await activeCount());
    try {
      const res = await post(person());
      expect(res.statusCode).toBe(409);
      expect(res.result).toMatchObject({ code: 'USER_LIMIT_REACHED' });
      expect((res.result as Body).message).toContain(String(await activeCount()));
      const inactive = await created(person({ active: false }));
      expect(inactive.active).toBe(false);
      // Activating them would go past the limit too.
      const activate = await patch(inactive.id, { active: true });
      expect(activate.statusCode).toBe(409);
      expect((activate.result as Body).code).toBe('USER_LIMIT_REACHED');
      await setLimit((await activeCount()) + 1);
      const again = await patch(inactive.id, { active: true });
      expect(again.statusCode, JSON.stringify(again.result)).toBe(200);
      expect((again.result as UserRow).active).toBe(true);
      expect((await app.owner('users').where({ id: inactive.id }).first()).active).toBe(true);
    } finally {
      await setLimit(50);
    }
  });

  it('answers a null limit as unlimited', async () => {
    await setLimit(null);
    try {
      expect(await get('/api/users/limit').then((r) => r.result)).toMatchObject({ limit: null, context: 'unlimited' });
      expect((await post(person())).statusCode).toBe(201);
    } finally {
      await setLimit(50);
    }
  });
});

describe('users: deactivation', () => {
  it('refuses to deactivate a user who supervises people of their work group with USER_HAS_PEOPLE_IN_CHARGE', async () => {
    // The seeded leader supervises the professional; both are in Equipo Corporativo.
    const res = await patch(user.leader, { active: false }, as.admin, confirmDeactivation);
    expect(res.statusCode).toBe(409);
    expect((res.result as Body).code).toBe('USER_HAS_PEOPLE_IN_CHARGE');
    expect((await app.owner('company_memberships').where({ user_id: user.leader, company_id: ids.mainCompanyId }).first()).active).toBe(true);
  });

  it('asks to confirm first (USER_DEACTIVATION_CONFIRM), then deactivates, and the user is signed out at their next request', async () => {
    const row = await created(person({ roleIds: [refs.roleId] }));
    const theirs = await app.cookieFor(row.id);
    expect((await get('/api/me', theirs)).statusCode).toBe(200);

    const ask = await patch(row.id, { active: false });
    expect(ask.statusCode).toBe(409);
    expect(ask.result).toMatchObject({ code: 'USER_DEACTIVATION_CONFIRM', confirmable: true });
    expect((await app.owner('company_memberships').where({ user_id: row.id }).first()).active).toBe(true);

    const done = await patch(row.id, { active: false }, as.admin, confirmDeactivation);
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect(done.result).toMatchObject({ active: false, assignable: false });
    expect((await app.owner('users').where({ id: row.id }).first()).active).toBe(false);

    const next = await get('/api/me', theirs);
    expect(next.statusCode).toBe(401);
    expect((next.result as Body).code).toBe('SESSION_USER_INACTIVE');
  });

  it('keeps the identity active while another company still has the person active', async () => {
    const secondAdmin = await app.cookieFor(user.admin, { tenantId: ids.demoTenantId, companyId: ids.secondCompanyId });
    const res = await patch(user.multi, { active: false }, secondAdmin, confirmDeactivation);
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect((await app.owner('company_memberships').where({ user_id: user.multi, company_id: ids.secondCompanyId }).first()).active).toBe(false);
    expect((await app.owner('users').where({ id: user.multi }).first()).active).toBe(true);
    expect((await patch(user.multi, { active: true }, secondAdmin)).statusCode).toBe(200);
  });

  it('refuses to deactivate yourself', async () => {
    const res = await patch(user.admin, { active: false }, as.admin, confirmDeactivation);
    expect(res.statusCode).toBe(403);
  });
});

describe('users: access', () => {
  it('lets only a super administrator set or clear the super administrator flag (FORBIDDEN on the field)', async () => {
    const refused = await post(person({ isSuperAdmin: true }));
    expect(refused.statusCode).toBe(403);
    expect((refused.result as Body).fields).toEqual([expect.objectContaining({ field: 'isSuperAdmin', code: 'FORBIDDEN' })]);
    const row = await created(person());
    expect((await patch(row.id, { isSuperAdmin: true })).statusCode).toBe(403);
    const granted = await patch(row.id, { isSuperAdmin: true }, as.superAdmin);
    expect(granted.statusCode, JSON.stringify(granted.result)).toBe(200);
    expect((await patch(row.id, { isSuperAdmin: false })).statusCode).toBe(403);
    expect((await patch(row.id, { isSuperAdmin: false }, as.superAdmin)).statusCode).toBe(200);
    // Sending the flag unchanged is no attempt to change it.
    expect((await patch(row.id, { isSuperAdmin: false, city: 'ANT:Medellín' })).statusCode).toBe(200);
  });

  it('declares in the metadata that only a super administrator writes the flag (the admin disables it by that)', async () => {
    const res = await get('/api/meta/resources');
    const users = (res.result as { resources: { name: string; fields: Record<string, { writableBy?: string }> }[] }).resources.find((r) => r.name === 'users')!;
    expect(users.fields.isSuperAdmin.writableBy).toBe('superAdmin');
    expect(
      Object.entries(users.fields)
        .filter(([, f]) => f.writableBy)
        .map(([name]) => name),
    ).toEqual(['isSuperAdmin']);
  });

  it('records roles and work groups added and removed in the audit log', async () => {
    const row = await created(person({ roleIds: [refs.roleId], workGroupIds: [refs.workGroupId] }));
    const res = await patch(row.id, { roleIds: [refs.otherRoleId], workGroupIds: [refs.workGroupId, refs.otherWorkGroupId] });
    expect(res.statusCode).toBe(200);
    const history = (await get(`/api/audit-log?entity=users&entityId=${row.id}`)).result as { action: string; changes: Record<string, unknown>[] }[];
    expect(history[0].action).toBe('update');
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'roleIds', added: [refs.otherRoleId], removed: [refs.roleId] },
        { field: 'workGroupIds', added: [refs.otherWorkGroupId], removed: [] },
      ]),
    );
    const members = await app.owner('work_group_members').where({ user_id: row.id }).select('work_group_id');
    expect(members.map((m) => m.work_group_id).sort()).toEqual([refs.workGroupId, refs.otherWorkGroupId].sort());
  });

  it('lists only active users who are not contacts as assignable', async () => {
    const inactive = await created(person({ active: false }));
    const res = await get('/api/users?assignable=true&_start=0&_end=200');
    const listed = (res.result as UserRow[]).map((r) => r.id);
    expect(listed).toContain(user.professional);
    expect(listed).not.toContain(user.contact);
    expect(listed).not.toContain(inactive.id);
    const byFilters = await get('/api/users?active=true&isContact=false&_start=0&_end=200');
    expect((byFilters.result as UserRow[]).map((r) => r.id).sort()).toEqual([...listed].sort());
    // The same lookup is open to a member without AdministrationUsers (later forms pick responsibles).
    const lookup = await get('/api/users?assignable=true&_start=0&_end=200', as.professional);
    expect(lookup.statusCode).toBe(200);
    expect((lookup.result as UserRow[]).map((r) => r.id).sort()).toEqual([...listed].sort());
  });

  it('shows a member without AdministrationUsers only identity columns, and refuses them profile filters and every write', async () => {
    const one = await get(`/api/users/${user.leader}`, as.professional);
    expect(one.statusCode).toBe(200);
    expect(one.result).not.toHaveProperty('supervisedUserIds');
    expect(one.result).not.toHaveProperty('dailyBilledHoursGoal');
    expect(one.result).toMatchObject({ id: user.leader, fullName: 'Santiago Rojas' });
    const filter = await get('/api/users?workday=full', as.professional);
    expect(filter.statusCode).toBe(400);
    expect((filter.result as Body).code).toBe('INVALID_QUERY');
    expect((await post(person(), as.professional)).statusCode).toBe(403);
    expect((await patch(user.leader, { city: 'ANT:Medellín' }, as.professional)).statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'DELETE', url: `/api/users/${user.contact}` })).statusCode).toBe(403);
    expect((await get(`/api/audit-log?entity=users&entityId=${user.leader}`, as.professional)).statusCode).toBe(403);
  });

  it('refuses to change the email of a person who also belongs to another organisation', async () => {
    const res = await patch(user.multi, { email: 'otra.persona@ejemplo.co' });
    expect(res.statusCode).toBe(403);
    expect((res.result as Body).fields).toEqual([expect.objectContaining({ field: 'email', code: 'FORBIDDEN' })]);
  });
});

describe('users: removal and isolation', () => {
  it('removes a person from the company, keeping the global identity', async () => {
    const row = await created(person({ roleIds: [refs.roleId], workGroupIds: [refs.workGroupId], practiceIds: [refs.practiceId] }));
    const res = await app.request(as.admin, { method: 'DELETE', url: `/api/users/${row.id}` });
    expect(res.statusCode).toBe(200);
    expect(await app.owner('company_memberships').where({ user_id: row.id }).first()).toBeUndefined();
    expect(await app.owner('user_roles').where({ user_id: row.id }).first()).toBeUndefined();
    expect(await app.owner('work_group_members').where({ user_id: row.id }).first()).toBeUndefined();
    expect(await app.owner('users').where({ id: row.id }).first()).toBeDefined();
    expect((await get(`/api/users/${row.id}`)).statusCode).toBe(404);
  });

  it('refuses to remove a person the company still names (a client commercial manager) with RECORD_IN_USE', async () => {
    const manager = await userId(app.owner, 'comercial@demo.test');
    const res = await app.request(as.admin, { method: 'DELETE', url: `/api/users/${manager}` });
    expect(res.statusCode).toBe(409);
    expect((res.result as Body).code).toBe('RECORD_IN_USE');
  });

  it('answers 404 to another tenant on get, update and delete, changing nothing', async () => {
    expect((await get(`/api/users/${user.professional}`, as.outsider)).statusCode).toBe(404);
    expect((await patch(user.professional, { name: 'Intruso' }, as.outsider)).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'DELETE', url: `/api/users/${user.professional}` })).statusCode).toBe(404);
    expect((await app.owner('users').where({ id: user.professional }).first()).name).toBe('Camila');
    const theirs = (await get('/api/users?_start=0&_end=200', as.outsider)).result as UserRow[];
    expect(theirs.map((r) => r.id)).not.toContain(user.professional);
  });
});

describe('users: job-profile', () => {
  it('saves the work profile and notification parameters alone, leaving identity, access and roles as they were', async () => {
    const created = (await post(person({ roleIds: [refs.roleId] }))).result as Record<string, unknown>;
    const before = (await get(`/api/users/${created.id}`)).result as Record<string, unknown>;
    const res = await patch(String(created.id), {
      workday: 'half',
      dailyWorkedHoursGoal: '4',
      dailyBilledHoursGoal: '3',
      restriction: 'weekly',
      workDays: ['1', '3', '5'],
      admissionDate: '2026-02-02',
      practiceIds: [refs.practiceId],
      supervisedUserIds: [],
      notifyEmail: false,
      notifyPush: true,
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const after = res.result as Record<string, unknown>;
    expect(after).toMatchObject({
      workday: 'half',
      restriction: 'weekly',
      workDays: ['1', '3', '5'],
      admissionDate: '2026-02-02',
      practiceIds: [refs.practiceId],
      notifyEmail: false,
    });
    expect(Number(after.dailyWorkedHoursGoal)).toBe(4);
    for (const kept of ['name', 'lastName', 'email', 'roleIds', 'workGroupIds', 'active', 'isContact']) expect(after[kept]).toEqual(before[kept]);
  });

  it('refuses a work profile change by someone without AdministrationUsers', async () => {
    const created = (await post(person())).result as Record<string, unknown>;
    expect((await patch(String(created.id), { workday: 'half' }, as.professional)).statusCode).toBe(403);
    expect((await patch(String(created.id), { workday: 'half' }, as.outsider)).statusCode).toBe(404);
    expect(((await patch(String(created.id), { workday: 'night' })).result as { fields: { code: string }[] }).fields[0].code).toBe('INVALID_OPTION');
  });
});

describe('users: country and city', () => {
  it('picks the city as clients do, refusing a code of another scheme', async () => {
    const created = (await post(person({ country: 'COL', city: 'QUI:Armenia' }))).result as Record<string, unknown>;
    expect(created).toMatchObject({ country: 'COL', city: 'QUI:Armenia' });
    const refused = await patch(String(created.id), { city: '63001' });
    expect(refused.statusCode).toBe(400);
    expect((refused.result as { fields: { field: string; code: string }[] }).fields).toMatchObject([{ field: 'city', code: 'CITY_UNKNOWN' }]);
  });
});
