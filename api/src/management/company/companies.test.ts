// Companies through the API: required name, hex colours, IANA time zone, one main company per
// tenant, permissions and tenant isolation; the pure checks with property tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCookies, otherTenantHolder, userId } from '../../platform/testing/fixtures.ts';
import { png } from '../../platform/testing/image-bytes.ts';
import { companyProblems, HEX_COLOUR } from './company-rules.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

/** The codes of another tenant's company editor: the outsider of the cross-tenant cases. */
const COMPANY_EDITOR = ['AdministrationCompany', 'AdministrationCompanyGeneralUpdate'];

const { app, as, ids } = apiTest({ as: ['admin'] });

type Body = { code: string; messages: { es: string; en: string }; fields?: { field: string; code: string; message: string }[] };
type Company = { id: string; name: string; mainColor: string | null; timeZone: string; isMain: boolean };

const patch = (id: string, payload: Record<string, unknown>, cookie = as.admin) =>
  app.request(cookie, { method: 'PATCH', url: `/api/companies/${id}`, payload, headers: { 'accept-language': 'es' } });

describe('company rules (pure)', () => {
  it('accepts #RGB and #RRGGBB and nothing else', () => {
    fc.assert(fc.property(fc.stringMatching(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/), (c) => companyProblems({ mainColor: c }).length === 0));
    fc.assert(fc.property(fc.string(), (s) => HEX_COLOUR.test(s) === (companyProblems({ secondaryColor: s }).length === 0) || s === ''));
    expect(companyProblems({ mainColor: 'red', timeZone: 'GMT-5' }).map((p) => p.code)).toEqual(['COLOUR_NOT_HEX', 'TIME_ZONE_UNKNOWN']);
  });
});

describe('companies', () => {
  it('lists the tenant companies and saves the colours and system variables', async () => {
    const list = (await app.request(as.admin, { method: 'GET', url: '/api/companies?_end=100' })).result as Company[];
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining([ids.mainCompanyId, ids.secondCompanyId]));
    expect(list.map((c) => c.id)).not.toContain(ids.otherCompanyId);
    const res = await patch(ids.secondCompanyId, { mainColor: '#0B5FFF', secondaryColor: '#f5a623', timeZone: 'America/Bogota', includeProcess: false });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const row = await app.owner('companies').where({ id: ids.secondCompanyId }).first();
    expect([row.main_color, row.secondary_color, row.include_process]).toEqual(['#0B5FFF', '#f5a623', false]);
  });

  it("gives the session the active company's colours, includeProcess and preselectResponsibleUser", async () => {
    expect((await patch(ids.mainCompanyId, { mainColor: '#aa3300', preselectResponsibleUser: true })).statusCode).toBe(200);
    const me = (await app.request(as.admin, { method: 'GET', url: '/api/me' })).result as { company: Record<string, unknown> };
    expect(me.company).toMatchObject({
      id: ids.mainCompanyId,
      mainColor: '#aa3300',
      timeZone: 'America/Bogota',
      includeProcess: true,
      preselectResponsibleUser: true,
    });
  });

  it('refuses an empty name, a colour that is not hex and an unknown zone with the es messages, writing nothing', async () => {
    const before = await app.owner('companies').where({ id: ids.secondCompanyId }).first();
    const res = await patch(ids.secondCompanyId, { name: '', mainColor: 'azul', timeZone: 'Marte/Olympus' });
    expect(res.statusCode).toBe(400);
    const body = res.result as Body;
    expect(body.fields?.find((f) => f.field === 'name')?.message).toBe('El nombre es requerido');
    // The colour is the field type's check; the zone the company's rule, once the fields pass.
    const second = await patch(ids.secondCompanyId, { mainColor: 'azul', timeZone: 'Marte/Olympus' });
    expect(second.statusCode).toBe(400);
    expect((second.result as Body).fields?.map((f) => f.code)).toEqual(['COLOUR_NOT_HEX']);
    const third = await patch(ids.secondCompanyId, { mainColor: '#1F4E79', timeZone: 'Marte/Olympus' });
    expect((third.result as Body).fields?.map((f) => f.code)).toEqual(['TIME_ZONE_UNKNOWN']);
    expect(await app.owner('companies').where({ id: ids.secondCompanyId }).first()).toEqual(before);
  });

  it('keeps exactly one main company per tenant', async () => {
    expect((await patch(ids.secondCompanyId, { isMain: true })).statusCode).toBe(200);
    const mains = async () => (await app.owner('companies').where({ tenant_id: ids.demoTenantId, is_main: true })).map((c) => c.id);
    expect(await mains()).toEqual([ids.secondCompanyId]);
    const refused = await patch(ids.secondCompanyId, { isMain: false });
    expect(refused.statusCode).toBe(409);
    expect((refused.result as Body).code).toBe('COMPANY_MAIN_REQUIRED');
    expect((await patch(ids.mainCompanyId, { isMain: true })).statusCode).toBe(200);
    expect(await mains()).toEqual([ids.mainCompanyId]);
  });

  it('answers 403 to a professional and 404 to another tenant', async () => {
    const { professional, outsider } = await demoCookies(app, ['professional'], COMPANY_EDITOR);
    expect((await app.request(professional, { method: 'GET', url: '/api/companies' })).statusCode).toBe(403);
    expect((await patch(ids.mainCompanyId, { name: 'X' }, professional)).statusCode).toBe(403);
    expect((await app.request(outsider, { method: 'GET', url: `/api/companies/${ids.mainCompanyId}` })).statusCode).toBe(404);
    expect((await patch(ids.mainCompanyId, { name: 'Ajena' }, outsider)).statusCode).toBe(404);
    const list = (await app.request(outsider, { method: 'GET', url: '/api/companies?_end=100' })).result as Company[];
    expect(list.map((c) => c.id)).not.toContain(ids.mainCompanyId);
  });
});

describe('system variables (config-system)', () => {
  it('saves goals, restriction, work days, registration limit, ranges and holidays in one write, and reads them back', async () => {
    const payload = {
      dailyWorkedHoursGoal: '8.5',
      dailyBilledHoursGoal: '6',
      restrictionType: 'weekly',
      workDays: ['1', '2', '3', '4', '5', '6'],
      endOfDayDelivery: true,
      billableTimeType: 'declared',
      dailyRegistrationLimit: '12',
      initialWorkHour: 7,
      nearDueHours: '48',
      overdueHours: '0',
      revisionAlertHours: '12',
      holidays: [
        { day: '2026-12-08', name: 'Inmaculada Concepción' },
        { day: '2026-12-25', name: 'Navidad' },
      ],
    };
    const res = await patch(ids.secondCompanyId, payload);
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const read = (await app.request(as.admin, { method: 'GET', url: `/api/companies/${ids.secondCompanyId}` })).result as Record<string, unknown>;
    expect(read).toMatchObject({
      dailyWorkedHoursGoal: '8.50',
      restrictionType: 'weekly',
      endOfDayDelivery: true,
      billableTimeType: 'declared',
      dailyRegistrationLimit: '12.00',
      initialWorkHour: 7,
      nearDueHours: '48.00',
      revisionAlertHours: '12.00',
    });
    expect([...(read.workDays as string[])].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect((read.holidays as { day: string; name: string }[]).map((h) => `${h.day} ${h.name}`)).toEqual([
      '2026-12-08 Inmaculada Concepción',
      '2026-12-25 Navidad',
    ]);
  });

  it('refuses a restriction outside none/day/weekly/monthly, a goal above 24 h, an hour outside 0-23 and a nameless holiday, changing nothing', async () => {
    const before = await app.owner('companies').where({ id: ids.secondCompanyId }).first('restriction_type', 'daily_worked_hours_goal');
    const res = await patch(ids.secondCompanyId, {
      restrictionType: 'yearly',
      dailyWorkedHoursGoal: '25',
      initialWorkHour: 24,
      holidays: [{ day: '2026-01-01', name: '' }],
    });
    expect(res.statusCode).toBe(400);
    const fields = ((res.result as Body).fields ?? []).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['restrictionType', 'dailyWorkedHoursGoal', 'initialWorkHour', 'holidays[0].name']));
    expect(await app.owner('companies').where({ id: ids.secondCompanyId }).first('restriction_type', 'daily_worked_hours_goal')).toEqual(before);
  });

  it('is changed only with AdministrationCompanyGeneralUpdate and only in the own tenant', async () => {
    const { professional, outsider } = await demoCookies(app, ['professional'], COMPANY_EDITOR);
    expect((await patch(ids.mainCompanyId, { restrictionType: 'day' }, professional)).statusCode).toBe(403);
    expect((await patch(ids.mainCompanyId, { restrictionType: 'day' }, outsider)).statusCode).toBe(404);
    expect((await app.owner('companies').where({ id: ids.mainCompanyId }).first('restriction_type')).restriction_type).not.toBe('day');
  });
});

describe("the company's emails (EmailExterns)", () => {
  it('takes a list, and a single string as a one-item list; refuses bad and repeated addresses', async () => {
    const one = await patch(ids.secondCompanyId, { emails: 'gerencia@agrollano.co' });
    expect(one.statusCode, JSON.stringify(one.result)).toBe(200);
    expect((one.result as { emails: string[] }).emails).toEqual(['gerencia@agrollano.co']);
    const two = await patch(ids.secondCompanyId, { emails: ['gerencia@agrollano.co', ' facturas@agrollano.co '] });
    expect((two.result as { emails: string[] }).emails).toEqual(['gerencia@agrollano.co', 'facturas@agrollano.co']);
    const bad = await patch(ids.secondCompanyId, { emails: ['gerencia@agrollano'] });
    expect(bad.statusCode).toBe(400);
    expect((bad.result as Body).fields?.[0]).toMatchObject({ field: 'emails', code: 'EMAIL_NOT_ALLOWED', message: 'Este formato de email no está permitido' });
    const repeated = await patch(ids.secondCompanyId, { emails: ['a@agrollano.co', 'A@agrollano.co'] });
    expect((repeated.result as Body).fields?.[0]).toMatchObject({ code: 'EMAIL_LIST_DUPLICATE', message: 'El correo A@agrollano.co está repetido' });
    const cleared = await patch(ids.secondCompanyId, { emails: [] });
    expect((cleared.result as { emails: string[] }).emails).toEqual([]);
  });
});

describe("company-notifications and the company's custom fields", () => {
  it('keeps one row per event with its channels, refusing an event named twice', async () => {
    const seeded = (await app.request(as.admin, { method: 'GET', url: `/api/companies/${ids.mainCompanyId}` })).result as {
      notifications: { event: string; whatsapp: boolean }[];
    };
    expect(seeded.notifications.find((n) => n.event === 'activityOverdue')).toMatchObject({ whatsapp: true });
    const saved = await patch(ids.secondCompanyId, {
      notifications: [
        { event: 'activityAssigned', email: true, sms: false, push: true, whatsapp: false, active: true },
        { event: 'invoiceIssued', email: true, sms: false, push: false, whatsapp: false, active: false },
      ],
    });
    expect(saved.statusCode, JSON.stringify(saved.result)).toBe(200);
    expect((saved.result as { notifications: { event: string }[] }).notifications.map((n) => n.event)).toEqual(['activityAssigned', 'invoiceIssued']);
    const repeated = await patch(ids.secondCompanyId, { notifications: [{ event: 'mentioned' }, { event: 'mentioned' }] });
    expect(repeated.statusCode).toBe(400);
    expect((repeated.result as Body).fields).toMatchObject([
      { field: 'notifications[1].event', code: 'COMPANY_NOTIFICATION_EVENT_REPEATED', message: 'Este evento ya está en la lista de notificaciones' },
    ]);
    const unknown = await patch(ids.secondCompanyId, { notifications: [{ event: 'lunchTime' }] });
    expect((unknown.result as Body).fields?.[0]).toMatchObject({ field: 'notifications[0].event', code: 'INVALID_OPTION' });
  });

  it("takes the company's own custom fields", async () => {
    await app
      .owner('custom_field_definitions')
      .insert({
        tenant_id: ids.demoTenantId,
        company_id: ids.mainCompanyId,
        entity: 'companies',
        key: 'camara',
        label: 'Cámara de comercio',
        data_type: 'Text',
        position: 1,
      });
    const res = await patch(ids.mainCompanyId, { customFields: { camara: 'Bogotá' } });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect((res.result as { customFields: Record<string, unknown> }).customFields).toEqual({ camara: 'Bogotá' });
  });
});

describe('add-company', () => {
  const create = (payload: Record<string, unknown>, cookie = as.admin) =>
    app.request(cookie, { method: 'POST', url: '/api/companies', payload, headers: { 'accept-language': 'es' } });

  it('creates a company of the tenant whose creator is its member and administrator, and may switch to it', async () => {
    const res = await create({ name: 'Abogados Asociados Medellín S.A.S.', timeZone: 'America/Bogota', mainColor: '#7B1FA2' });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const company = res.result as Company;
    const stored = await app.owner('companies').where({ id: company.id }).first();
    expect([stored.tenant_id, stored.is_main, stored.main_color]).toEqual([ids.demoTenantId, false, '#7B1FA2']);
    const adminId = await userId(app.owner, 'admin@demo.test');
    expect(await app.owner('company_memberships').where({ company_id: company.id }).pluck('user_id')).toEqual([adminId]);
    const role = await app.owner('roles').where({ company_id: company.id }).first();
    expect(role.code).toBe('ADMIN');
    expect(await app.owner('user_roles').where({ company_id: company.id, user_id: adminId }).pluck('role_id')).toEqual([role.id]);

    const me = (await app.request(as.admin, { method: 'GET', url: '/api/me' })).result as { companies: { id: string }[] };
    expect(me.companies.map((c) => c.id)).toContain(company.id);
    const there = await app.cookieFor(adminId, { tenantId: ids.demoTenantId, companyId: company.id });
    const inside = (await app.request(there, { method: 'GET', url: '/api/me' })).result as { company: { id: string }; permissions: string[] };
    expect(inside.company.id).toBe(company.id);
    expect(inside.permissions).toContain('AdministrationCompanyGeneralCreate');
    // The creation is in the company's history.
    const history = await app.request(as.admin, { method: 'GET', url: `/api/audit-log?entity=companies&entityId=${company.id}` });
    expect((history.result as { action: string }[]).map((h) => h.action)).toEqual(['create']);
  });

  it('makes the new company the main one when asked, unmarking the old one', async () => {
    const res = await create({ name: 'Sede principal nueva', isMain: true });
    expect(res.statusCode).toBe(201);
    const mains = await app.owner('companies').where({ tenant_id: ids.demoTenantId, is_main: true }).pluck('id');
    expect(mains).toEqual([(res.result as Company).id]);
    await app.owner('companies').where({ tenant_id: ids.demoTenantId }).update({ is_main: false });
    await app.owner('companies').where({ id: ids.mainCompanyId }).update({ is_main: true });
  });

  it('requires the name and a real time zone, writing nothing', async () => {
    const before = Number((await app.owner('companies').count({ n: '*' }).first())!.n);
    const unnamed = await create({ name: '' });
    expect(unnamed.statusCode).toBe(400);
    expect((unnamed.result as Body).fields?.find((f) => f.field === 'name')?.message).toBe('El nombre es requerido');
    expect((await create({ name: 'Zona rara', timeZone: 'Marte/Olympus' })).statusCode).toBe(400);
    expect(Number((await app.owner('companies').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it('needs AdministrationCompanyGeneralCreate: the general update code alone does not create', async () => {
    // A person of the demo company whose only role holds the company's administration and update codes.
    const tenant = ids.demoTenantId;
    const [{ id: person }] = await app
      .owner('users')
      .insert({ email: `actualiza-${Date.now()}@demo.test`, name: 'Solo', last_name: 'Actualiza' })
      .returning('id');
    await app.owner('tenant_memberships').insert({ tenant_id: tenant, user_id: person });
    await app.owner('company_memberships').insert({ tenant_id: tenant, company_id: ids.mainCompanyId, user_id: person, is_default: true });
    const [{ id: role }] = await app
      .owner('roles')
      .insert({ tenant_id: tenant, company_id: ids.mainCompanyId, name: `Actualiza ${Date.now()}`, code: `UPD-${Date.now()}` })
      .returning('id');
    await app
      .owner('role_permissions')
      .insert(['AdministrationCompany', 'AdministrationCompanyGeneralUpdate'].map((code) => ({ tenant_id: tenant, role_id: role, permission_code: code })));
    await app.owner('user_roles').insert({ tenant_id: tenant, company_id: ids.mainCompanyId, user_id: person, role_id: role });
    const cookie = await app.cookieFor(person);
    expect((await create({ name: 'Sin permiso' }, cookie)).statusCode).toBe(403);
    expect((await patch(ids.mainCompanyId, { phone: '6015550000' }, cookie)).statusCode).toBe(200);
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await create({ name: 'Sin permiso' }, professional)).statusCode).toBe(403);
  });

  it("creates in the caller's own tenant only", async () => {
    const creator = await otherTenantHolder(app.owner, ['AdministrationCompany', 'AdministrationCompanyGeneralCreate']);
    const cookie = await app.cookieFor(creator.userId, creator);
    const res = await create({ name: 'Filial andina' }, cookie);
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    expect(
      (
        await app
          .owner('companies')
          .where({ id: (res.result as Company).id })
          .first()
      ).tenant_id,
    ).toBe(ids.otherTenantId);
    const mine = (await app.request(as.admin, { method: 'GET', url: '/api/companies?_end=100' })).result as Company[];
    expect(mine.map((c) => c.id)).not.toContain((res.result as Company).id);
  });
});

describe("the company's logo", () => {
  const upload = (id: string, bytes: Buffer, cookie = as.admin, type = 'image/png') =>
    app.request(cookie, { method: 'POST', url: `/api/companies/${id}/logo`, payload: bytes, headers: { 'content-type': type } });

  it("replaces the logo, serves it to the company's members, warns of an unusual size, and removes it", async () => {
    const res = await upload(ids.secondCompanyId, png(171, 51));
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    expect(res.result).toMatchObject({ type: 'png', width: 171, height: 51, warnings: [] });
    const read = await app.request(as.admin, { method: 'GET', url: `/api/companies/${ids.secondCompanyId}/logo` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.rawPayload).subarray(12, 16).toString('latin1')).toBe('IHDR');
    const odd = await upload(ids.secondCompanyId, png(400, 400));
    expect((odd.result as { warnings: { code: string }[] }).warnings.map((w) => w.code)).toEqual(['LOGO_SIZE_NOT_RECOMMENDED']);
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await app.request(professional, { method: 'GET', url: `/api/companies/${ids.mainCompanyId}/logo` })).statusCode).toBe(404); // none yet
    expect((await app.request(as.admin, { method: 'DELETE', url: `/api/companies/${ids.secondCompanyId}/logo` })).statusCode).toBe(204);
    expect((await app.request(as.admin, { method: 'GET', url: `/api/companies/${ids.secondCompanyId}/logo` })).statusCode).toBe(404);
  });

  it('refuses what is not an image by its bytes, and a caller who may not change the company', async () => {
    const fake = await upload(ids.secondCompanyId, Buffer.from('MZ not an image at all, only bytes'));
    expect(fake.statusCode).toBe(400);
    expect(fake.result).toMatchObject({ code: 'LOGO_TYPE_NOT_ALLOWED' });
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await upload(ids.secondCompanyId, png(171, 51), professional)).statusCode).toBe(403);
  });

  it("keeps tenants apart: another tenant neither reads nor replaces this tenant's logo", async () => {
    await upload(ids.mainCompanyId, png(171, 51));
    const { outsider } = await demoCookies(app, [], COMPANY_EDITOR);
    expect((await app.request(outsider, { method: 'GET', url: `/api/companies/${ids.mainCompanyId}/logo` })).statusCode).toBe(404);
    expect((await upload(ids.mainCompanyId, png(171, 51), outsider)).statusCode).toBe(404);
    // Nor the company itself, though this person is also a member of the demo tenant.
    expect((await app.request(outsider, { method: 'GET', url: `/api/companies/${ids.mainCompanyId}` })).statusCode).toBe(404);
    expect((await app.request(outsider, { method: 'PATCH', url: `/api/companies/${ids.mainCompanyId}`, payload: { phone: '1' } })).statusCode).toBe(404);
    const me = (await app.request(as.admin, { method: 'GET', url: '/api/me' })).result as { company: { hasLogo: boolean } };
    expect(me.company.hasLogo).toBe(true);
  });
});

describe("the company's country and city", () => {
  it("stores the demo's cities in the pickers' scheme and refuses an unknown one", async () => {
    expect((await app.owner('companies').where({ id: ids.mainCompanyId }).first('city')).city).toMatch(/^[A-Z]+:/);
    expect((await patch(ids.secondCompanyId, { country: 'COL', city: 'ANT:Medellín' })).statusCode).toBe(200);
    const refused = await patch(ids.secondCompanyId, { city: '05001' });
    expect((refused.result as Body).fields).toMatchObject([{ field: 'city', code: 'CITY_UNKNOWN' }]);
  });
});
