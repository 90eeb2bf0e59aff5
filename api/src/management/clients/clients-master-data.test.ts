// Issue 12 on clients: the existence check of a document number, cities picked by name from the
// data set, the contact deactivation warning, and the client deactivation hook.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { userId } from '../../platform/testing/fixtures.ts';
import { onClientDeactivation, type ClientDeactivation } from '../activation/client-hooks.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });
let taxProfileId: string;
let seq = 0;

type Body = Record<string, unknown> & { code?: string; params?: Record<string, unknown>; fields?: { field: string; code: string; message: string }[] };

beforeAll(async () => {
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

const get = (cookie: string, url: string, headers: Record<string, string> = {}) => app.request(cookie, { method: 'GET', url, headers });
async function newClient(over: Record<string, unknown> = {}): Promise<{ id: string } & Body> {
  seq += 1;
  const res = await app.request(as.admin, {
    method: 'POST',
    url: '/api/clients',
    headers: { 'x-confirm': 'CLIENT_DOCUMENT_DUPLICATE' },
    payload: { name: `Cliente Maestro ${seq}`, documentNumber: String(960000000 + seq), taxProfileId, ...over },
  });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  return res.result as { id: string } & Body;
}

describe('GET /api/clients/exists (ExistsClientByUniqueIdentificationNumber)', () => {
  it('answers the clients of the company with the number, leaving out excludeId', async () => {
    const a = await newClient({ documentNumber: '961000001', name: 'Alfa Legal S.A.S.' });
    const none = await get(as.admin, '/api/clients/exists?documentNumber=961000002');
    expect(none.result).toEqual({ exists: false, clients: [] });
    const found = await get(as.admin, '/api/clients/exists?documentNumber=961000001');
    expect(found.result).toEqual({ exists: true, clients: [{ id: a.id, name: 'Alfa Legal S.A.S.' }] });
    const self = await get(as.admin, `/api/clients/exists?documentNumber=961000001&excludeId=${a.id}`);
    expect(self.result).toEqual({ exists: false, clients: [] });
  });

  it("stays inside the caller's company: the other tenant's client with the demo's NIT is not named", async () => {
    // The seed gives both tenants a client with NIT 900123456.
    const mine = (await get(as.admin, '/api/clients/exists?documentNumber=900123456')).result as { clients: { name: string }[] };
    expect(mine.clients.map((c) => c.name)).toEqual(['Inversiones Los Andes S.A.S.']);
    const theirs = (await get(as.outsider, '/api/clients/exists?documentNumber=900123456')).result as { clients: { name: string }[] };
    expect(theirs.clients.map((c) => c.name)).toEqual(['Minera El Dorado S.A.']);
  });

  it('refuses a caller without ClientFullAccess (403) and a number that is not digits (400)', async () => {
    expect((await get(as.professional, '/api/clients/exists?documentNumber=900123456')).statusCode).toBe(403);
    const bad = await get(as.admin, '/api/clients/exists?documentNumber=90A');
    expect(bad.statusCode).toBe(400);
    expect((bad.result as Body).code).toBe('INVALID_QUERY');
  });
});

describe('cities', () => {
  it("finds Colombia's municipalities by name without accents, with their department, paged", async () => {
    const res = await get(as.admin, '/api/cities?country=COL&q=medellin&_start=0&_end=10');
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual([{ id: 'ANT:Medellín', code: 'ANT:Medellín', name: 'Medellín', department: 'Antioquia' }]);
    const all = await get(as.admin, '/api/cities?country=COL&_start=0&_end=20');
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(1000);
    expect(all.result).toHaveLength(20);
    const two = await get(as.admin, '/api/cities?country=COL&q=armenia');
    expect((two.result as { department: string }[]).map((c) => c.department).sort()).toEqual(['Antioquia', 'Quindío']);
  });

  it('names stored codes (getMany) and answers no cities for a country outside the data set', async () => {
    const named = await get(as.admin, `/api/cities?country=COL&id=${encodeURIComponent('VAC:Cali')}&id=${encodeURIComponent('XX:Nada')}`);
    expect((named.result as { name: string }[]).map((c) => c.name)).toEqual(['Cali']);
    expect((await get(as.admin, '/api/cities?country=ESP&q=madrid')).result).toEqual([]);
    expect((await get(as.admin, '/api/cities?_end=-1')).statusCode).toBe(400);
  });

  it('keeps a client city of the data set, and refuses an unknown city or country with their codes', async () => {
    const ok = await newClient({ city: 'VAC:Cali' });
    expect(ok).toMatchObject({ country: 'COL', city: 'VAC:Cali' });
    const badCity = await app.request(as.admin, {
      method: 'PATCH',
      url: `/api/clients/${ok.id}`,
      payload: { city: '05001' },
      headers: { 'accept-language': 'es' },
    });
    expect(badCity.statusCode).toBe(400);
    expect((badCity.result as Body).fields).toEqual([
      expect.objectContaining({ field: 'city', code: 'CITY_UNKNOWN', message: 'La ciudad seleccionada no existe en el país' }),
    ]);
    const badCountry = await app.request(as.admin, { method: 'PATCH', url: `/api/clients/${ok.id}`, payload: { country: 'ZZZ' } });
    expect((badCountry.result as Body).fields).toEqual([expect.objectContaining({ field: 'country', code: 'COUNTRY_UNKNOWN' })]);
    // A country the data set does not cover keeps the city as given.
    const abroad = await app.request(as.admin, { method: 'PATCH', url: `/api/clients/${ok.id}`, payload: { country: 'ESP', city: 'Madrid' } });
    expect(abroad.statusCode, JSON.stringify(abroad.result)).toBe(200);
    expect(await app.owner('clients').where({ id: ok.id }).first('country', 'city')).toEqual({ country: 'ESP', city: 'Madrid' });
  });

  it('rewrote the demo clients to codes of the data set (the seed and the migration agree)', async () => {
    const andes = await app.owner('clients').where({ company_id: ids.mainCompanyId, document_number: '900123456' }).first('city');
    expect(andes.city).toBe('DC:Bogotá D.C.');
  });
});

describe('contact deactivation', () => {
  async function contactOf(clientId: string, over: Record<string, unknown> = {}) {
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/client-contacts',
      payload: { clientId, name: 'Lucía', lastName: 'Gómez', email: `lucia${seq}@cliente.co`, ...over },
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    return (res.result as { id: string }).id;
  }
  const deactivate = (id: string, headers: Record<string, string> = {}, cookie = as.admin) =>
    app.request(cookie, { method: 'PATCH', url: `/api/client-contacts/${id}`, payload: { active: false }, headers });

  it('warns with the links it loses (main contact, projects it requested) and deactivates once confirmed', async () => {
    const client = await newClient();
    const id = await contactOf(client.id, { isMain: true });
    await app
      .owner('projects')
      .insert({
        tenant_id: ids.demoTenantId,
        company_id: ids.mainCompanyId,
        client_id: client.id,
        name: `Proyecto contacto ${seq}`,
        requested_by: 'Lucía Gómez',
      });
    const warned = await deactivate(id, { 'accept-language': 'es' });
    expect(warned.statusCode).toBe(409);
    expect(warned.result).toMatchObject({ code: 'CONTACT_DEACTIVATION_LINKS', confirmable: true });
    expect((warned.result as { message: string }).message).toBe(
      'El contacto está vinculado: contacto principal del cliente (1), usuarios de contacto (0), proyectos que solicitó (1). Al desactivarlo se perderán estos vínculos. ¿Deseas desactivarlo?',
    );
    expect((await app.owner('client_contacts').where({ id }).first('active')).active).toBe(true);
    const done = await deactivate(id, { 'x-confirm': 'CONTACT_DEACTIVATION_LINKS' });
    expect(done.statusCode).toBe(200);
    expect((await app.owner('client_contacts').where({ id }).first('active')).active).toBe(false);
  });

  it("warns the same way when the contact is turned inactive among the client's rows (the client's form)", async () => {
    const client = await newClient();
    const id = await contactOf(client.id);
    await app
      .owner('projects')
      .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, client_id: client.id, name: `Proyecto filas ${seq}`, requested_by: 'Lucía Gómez' });
    const stored = ((await app.request(as.admin, { method: 'GET', url: `/api/clients/${client.id}` })).result as { contacts: Record<string, unknown>[] })
      .contacts;
    const rows = stored.map((c) => (c.id === id ? { ...c, active: false } : c));
    const save = (headers: Record<string, string> = {}) =>
      app.request(as.admin, { method: 'PATCH', url: `/api/clients/${client.id}`, payload: { contacts: rows }, headers });
    const warned = await save({ 'accept-language': 'es' });
    expect(warned.statusCode).toBe(409);
    expect(warned.result).toMatchObject({ code: 'CONTACT_DEACTIVATION_LINKS', confirmable: true });
    expect((warned.result as { message: string }).message).toContain('proyectos que solicitó (1)');
    expect((await app.owner('client_contacts').where({ id }).first('active')).active).toBe(true);
    expect((await save({ 'x-confirm': 'CONTACT_DEACTIVATION_LINKS' })).statusCode).toBe(200);
    expect((await app.owner('client_contacts').where({ id }).first('active')).active).toBe(false);
  });

  it('counts a contact user of the client with the same email', async () => {
    const client = await newClient();
    const contactUser = await userId(app.owner, 'cliente@demo.test');
    const email = (await app.owner('users').where({ id: contactUser }).first('email')).email as string;
    const id = await contactOf(client.id, { email });
    const profile = await app.owner('user_profiles').where({ user_id: contactUser, company_id: ids.mainCompanyId }).first('client_id', 'is_contact');
    await app.owner('user_profiles').where({ user_id: contactUser, company_id: ids.mainCompanyId }).update({ client_id: client.id, is_contact: true });
    try {
      const warned = await deactivate(id);
      expect(warned.result).toMatchObject({ code: 'CONTACT_DEACTIVATION_LINKS' });
      expect((warned.result as { messages: { en: string } }).messages.en).toContain(
        'main contact of the client (0), contact users (1), projects it requested (0)',
      );
    } finally {
      await app.owner('user_profiles').where({ user_id: contactUser, company_id: ids.mainCompanyId }).update(profile);
    }
  });

  it('deactivates an unlinked contact at once; refuses a caller without the permission and another tenant', async () => {
    const client = await newClient();
    const id = await contactOf(client.id);
    expect((await deactivate(id, {}, as.professional)).statusCode).toBe(403);
    expect((await deactivate(id, {}, as.outsider)).statusCode).toBe(404);
    expect((await deactivate(id)).statusCode).toBe(200);
  });

  it("keeps the specification's messages: name required, email format, digits only", async () => {
    const client = await newClient();
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/client-contacts',
      headers: { 'accept-language': 'es' },
      payload: { clientId: client.id, name: '', email: 'x@', phone: '300-1' },
    });
    const messages = Object.fromEntries((res.result as Body).fields!.map((f) => [f.field, f.message]));
    expect(messages).toMatchObject({ name: 'El nombre es requerido', email: 'Este formato de email no está permitido', phone: 'Solo se permiten números' });
  });
});

describe('onClientDeactivation', () => {
  it("receives the client and the projects that followed it, inside the action's transaction", async () => {
    const client = await newClient();
    const [project] = await app
      .owner('projects')
      .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, client_id: client.id, name: `Proyecto gancho ${seq}` })
      .returning('id');
    const seen: ClientDeactivation[] = [];
    const off = onClientDeactivation(async (trx, change) => {
      seen.push(change);
      // In the transaction: the projects already moved.
      expect((await trx('projects').where({ id: project.id }).first('state')).state).toBe('inactive');
    });
    try {
      const res = await app.request(as.admin, {
        method: 'POST',
        url: `/api/clients/${client.id}/deactivate`,
        headers: { 'x-confirm': 'CLIENT_DEACTIVATION_CONFIRM' },
      });
      expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    } finally {
      off();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ next: 'inactive', projectIds: [project.id], client: { id: client.id, name: client.name, state: 'active' } });
  });

  it('rolls the deactivation back when a follower fails', async () => {
    const client = await newClient();
    const off = onClientDeactivation(async () => {
      throw new Error('seguidor roto');
    });
    try {
      const res = await app.request(as.admin, { method: 'POST', url: `/api/clients/${client.id}/deactivate` });
      expect(res.statusCode).toBe(500);
    } finally {
      off();
    }
    expect((await app.owner('clients').where({ id: client.id }).first('state')).state).toBe('active');
  });
});

describe('GET /api/clients/dashboard', () => {
  it("counts the company's clients by state and commercial manager and lists the newest", async () => {
    const commercial = await userId(app.owner, 'comercial@demo.test');
    const fresh = await newClient({ commercialManagerId: commercial, name: 'Zeta Nuevo Cliente S.A.S.' });
    const res = await get(as.admin, '/api/clients/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.result as {
      total: number;
      byState: { state: string; count: number }[];
      byCommercialManager: { userId: string | null; count: number }[];
      newest: { id: string }[];
    };
    const stored = (await app.owner('clients').where({ company_id: ids.mainCompanyId }).groupBy('state').select('state').count({ n: '*' })) as {
      state: string;
      n: string;
    }[];
    expect(body.byState).toEqual(expect.arrayContaining(stored.map((s) => ({ state: s.state, count: Number(s.n) }))));
    expect(body.total).toBe(stored.reduce((sum, s) => sum + Number(s.n), 0));
    const mine = Number((await app.owner('clients').where({ company_id: ids.mainCompanyId, commercial_manager_id: commercial }).count({ n: '*' }).first())!.n);
    expect(body.byCommercialManager).toContainEqual(expect.objectContaining({ userId: commercial, count: mine }));
    expect(body.newest[0].id).toBe(fresh.id);
    expect(body.newest).toHaveLength(5);
  });

  it('never counts another tenant, and refuses a caller without ClientFullAccess', async () => {
    const theirs = (await get(as.outsider, '/api/clients/dashboard')).result as { total: number };
    const stored = Number((await app.owner('clients').where({ company_id: ids.otherCompanyId }).count({ n: '*' }).first())!.n);
    expect(theirs.total).toBe(stored);
    expect((await get(as.professional, '/api/clients/dashboard')).statusCode).toBe(403);
  });
});
