// Registration (document 1, section 2): a registration session (verified email, no user yet), the
// two steps (the second skippable) in one transaction, and the session turned into a normal one.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../policies/permissions.ts';
import { DEMO } from '../../../seeds/demo.ts';
import { gif, jpg, png } from '../platform/testing/image-bytes.ts';
import { createServer } from '../server.ts';
import { sniffImage } from '../platform/storage/sniff.ts';
import { localFileStorage } from '../platform/storage/file-storage.ts';
import { LOGO_MAX_BYTES } from '../contract/logo-rules.ts';
import { createRegistrationSession, hashToken } from './sessions.ts';
import { apiTest } from '../platform/testing/api-test.ts';

const { app } = apiTest();
let counter = 0;

/** A registration session for a new person, as the OIDC callback opens it. */
async function newcomer(names: { name?: string; lastName?: string } = { name: 'Lucía', lastName: 'Pérez' }) {
  counter += 1;
  const email = `nueva${counter}@firma.example`;
  const { token } = await createRegistrationSession(app.db, { email, ...names, browserInfo: 'vitest' });
  return { email, cookie: `${app.config.sessionCookie}=${token}` };
}

const post = (cookie: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'POST', url: '/api/register', payload: payload as object, headers });
const get = (cookie: string | null, url: string) => app.request(cookie, { method: 'GET', url });
const code = (res: { result: unknown }) => (res.result as { code: string }).code;
const fields = (res: { result: unknown }) => (res.result as { fields: { field: string; code: string }[] }).fields.map((f) => `${f.field}:${f.code}`);
const count = async (table: string) => Number((await app.owner(table).count({ n: '*' }).first())!.n);
const newCookie = (res: { headers: Record<string, unknown> }) => {
  const set = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]);
  return set.find((c) => c.startsWith(`${app.config.sessionCookie}=`))!;
};

describe('the registration session', () => {
  it('prefills the verified email and the names from the identity provider', async () => {
    const { email, cookie } = await newcomer();
    const res = await get(cookie, '/api/register');
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ email, name: 'Lucía', lastName: 'Pérez', defaults: { country: 'COL', timeZone: 'America/Bogota', language: 'es' } });
  });

  it('opens nothing else: /api/me and business calls answer REGISTRATION_REQUIRED', async () => {
    const { cookie } = await newcomer();
    for (const url of ['/api/me', '/api/clients', '/api/me/tenants', '/api/sessions/others']) {
      const res = await get(cookie, url);
      expect(res.statusCode, url).toBe(403);
      expect(code(res), url).toBe('REGISTRATION_REQUIRED');
    }
    expect((await get(cookie, '/api/sessions/current')).statusCode).toBe(200);
  });

  it('needs a session at all', async () => {
    expect(code(await get(null, '/api/register'))).toBe('UNAUTHENTICATED');
    expect(code(await post(null, { name: 'Ana', lastName: 'Ruiz' }))).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/register', () => {
  it('with step 2 skipped, creates tenant, company (named after the person), user, memberships and an administrator role with every permission', async () => {
    const { email, cookie } = await newcomer();
    const res = await post(cookie, { name: 'Lucía', lastName: 'Pérez', email });
    expect(res.statusCode).toBe(201);
    const me = res.result as {
      user: { id: string; email: string };
      tenant: { id: string; name: string };
      company: { id: string; name: string };
      permissions: string[];
      next: string | null;
    };
    expect(me).toMatchObject({
      user: { email, name: 'Lucía', lastName: 'Pérez' },
      tenant: { name: 'Lucía Pérez' },
      company: { name: 'Lucía Pérez' },
      next: null,
      tenantCount: 1,
    });
    expect([...me.permissions].sort()).toEqual([...PERMISSION_CODES].sort());

    const company = await app.owner('companies').where({ id: me.company.id }).first();
    expect(company).toMatchObject({
      tenant_id: me.tenant.id,
      is_main: true,
      country: 'COL',
      time_zone: 'America/Bogota',
      language: 'es',
      city: null,
      phone: null,
    });
    expect(await app.owner('tenant_memberships').where({ tenant_id: me.tenant.id })).toEqual([
      expect.objectContaining({ user_id: me.user.id, is_admin: true, active: true }),
    ]);
    expect(await app.owner('company_memberships').where({ company_id: me.company.id })).toEqual([
      expect.objectContaining({ user_id: me.user.id, is_default: true }),
    ]);
    const role = await app.owner('roles').where({ company_id: me.company.id }).first();
    expect(role).toMatchObject({ code: 'ADMIN', name: 'Administrador' });
    expect(await app.owner('user_roles').where({ role_id: role.id })).toEqual([expect.objectContaining({ user_id: me.user.id })]);
  });

  it('turns the session into a normal one under a new cookie; the old token is worth nothing', async () => {
    const { email, cookie } = await newcomer();
    const sessionId = (
      await app
        .owner('auth_sessions')
        .where({ token_hash: hashToken(cookie.split('=')[1]) })
        .first()
    ).id;
    const res = await post(cookie, { name: 'Lucía', lastName: 'Pérez' });
    const set = newCookie(res);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).not.toMatch(/Secure/); // http://localhost
    const registered = set.split(';')[0];
    expect(registered).not.toBe(cookie);
    expect(code(await get(cookie, '/api/me'))).toBe('UNAUTHENTICATED');
    const me = await get(registered, '/api/me');
    expect(me.result).toMatchObject({ user: { email }, session: { id: sessionId } }); // same row, new token
    expect(await app.owner('auth_sessions').where({ id: sessionId }).first()).toMatchObject({ user_id: (me.result as { user: { id: string } }).user.id });
  });

  it('sees only its own tenant afterwards (not the demo tenant)', async () => {
    const { cookie } = await newcomer();
    const registered = newCookie(await post(cookie, { name: 'Lucía', lastName: 'Pérez' })).split(';')[0];
    const clients = await get(registered, '/api/clients');
    expect(clients.statusCode).toBe(200);
    expect(clients.result).toEqual([]);
    expect(clients.headers['x-total-count']).toBe('0');
    const demoClient = await get(registered, `/api/clients/${DEMO.clientId}`);
    expect(demoClient.statusCode).toBe(404);
    expect((await get(registered, '/api/users')).result).toHaveLength(1);
  });

  it('with step 2, stores the company data (time zone in its canonical spelling)', async () => {
    const { cookie } = await newcomer();
    const res = await post(cookie, {
      name: 'Lucía',
      lastName: 'Pérez',
      companyName: 'Pérez & Asociados',
      country: 'esp',
      city: 'Madrid',
      address: 'Calle Mayor 1',
      phone: '34911234567',
      timeZone: 'europe/madrid',
      language: 'en',
    });
    expect(res.statusCode).toBe(201);
    const me = res.result as { tenant: { name: string }; company: { id: string; name: string } };
    expect(me.tenant.name).toBe('Pérez & Asociados');
    expect(await app.owner('companies').where({ id: me.company.id }).first()).toMatchObject({
      name: 'Pérez & Asociados',
      country: 'ESP',
      city: 'Madrid',
      address: 'Calle Mayor 1',
      phone: '34911234567',
      time_zone: 'Europe/Madrid',
      language: 'en',
    });
  });

  it('answers an empty body with a 400, not a 500', async () => {
    const { cookie } = await newcomer();
    const res = await app.request(cookie, { method: 'POST', url: '/api/register' });
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('VALIDATION_FAILED');
  });

  it('validates both steps with field codes and writes nothing', async () => {
    const { cookie } = await newcomer();
    const before = await count('tenants');
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: 'R2D2', lastName: 'Pérez' }, ['name:LETTERS_ONLY']],
      [{ lastName: 'Pérez' }, ['name:NAME_REQUIRED']],
      [{ name: 'Lucía' }, ['lastName:REQUIRED']],
      [{ name: 'Lucía', lastName: 'Pérez', companyName: 'X', phone: '+57 300' }, ['phone:DIGITS_ONLY']],
      [{ name: 'Lucía', lastName: 'Pérez', companyName: 'X', language: 'fr' }, ['language:INVALID_OPTION']],
      [{ name: 'Lucía', lastName: 'Pérez', companyName: 'X', country: 'Colombia' }, ['country:INVALID_OPTION']],
      [{ name: 'Lucía', lastName: 'Pérez', companyName: 'X', country: 'XXX' }, ['country:INVALID_OPTION']],
      [{ name: 'Lucía', lastName: 'Pérez', companyName: 'X', timeZone: 'Mars/Base' }, ['timeZone:INVALID_OPTION']],
      [{ name: 'Lucía', lastName: 'Pérez', city: 'Bogotá' }, ['companyName:NAME_REQUIRED']],
      [{ name: 'Lucía', lastName: 'Pérez', companyName: 'X', city: 'x'.repeat(21) }, ['city:TOO_LONG']],
      [{ name: 'Lucía', lastName: 'Pérez', email: 'otra@firma.example' }, ['email:REGISTRATION_EMAIL_FIXED']],
      [{ name: 'Lucía', lastName: 'Pérez', tenantId: DEMO.tenantId }, ['tenantId:UNKNOWN_FIELD']],
    ];
    for (const [payload, expected] of cases) {
      const res = await post(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fields(res), JSON.stringify(payload)).toEqual(expected);
    }
    expect(await count('tenants')).toBe(before);
    expect((await get(cookie, '/api/register')).statusCode).toBe(200); // still a registration session
  });

  it("answers 'El correo ingresado ya se encuentra registrado' when the email was registered meanwhile, leaving no tenant or company behind", async () => {
    const { email, cookie } = await newcomer();
    await app.owner('users').insert({ email: email.toUpperCase(), name: 'Otra', last_name: 'Persona' });
    const [tenants, companies] = [await count('tenants'), await count('companies')];
    const res = await post(cookie, { name: 'Lucía', lastName: 'Pérez', companyName: 'Firma Nueva' }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', message: 'El correo ingresado ya se encuentra registrado' });
    expect([await count('tenants'), await count('companies')]).toEqual([tenants, companies]);
    expect(await app.owner('companies').where({ name: 'Firma Nueva' }).first()).toBeUndefined();
  });

  it('refuses a user who already belongs to a tenant with ALREADY_REGISTERED', async () => {
    const admin = await app.cookieFor(DEMO.users.administrator);
    const before = await count('tenants');
    const res = await post(admin, { name: 'Laura', lastName: 'Restrepo' });
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('ALREADY_REGISTERED');
    expect(code(await get(admin, '/api/register'))).toBe('ALREADY_REGISTERED');
    expect(await count('tenants')).toBe(before);
  });

  it('registers a new organisation for a known user left without any tenant', async () => {
    const user = DEMO.users.loyaltyManager;
    await app.owner('tenant_memberships').where({ user_id: user }).update({ active: false });
    const cookie = await app.cookieFor(user);
    expect((await get(cookie, '/api/me')).result).toMatchObject({ next: 'register' });
    expect((await get(cookie, '/api/register')).result).toMatchObject({ email: 'fidelizador@demo.test', name: 'Julián', lastName: 'Castaño' });
    const res = await post(cookie, { name: 'Julián', lastName: 'Castaño', companyName: 'Castaño Abogados' });
    expect(res.statusCode).toBe(201);
    expect(res.result).toMatchObject({ user: { id: user }, tenant: { name: 'Castaño Abogados' }, next: null });
  });

  it('refuses a registration posted from another site', async () => {
    const { cookie } = await newcomer();
    const res = await post(cookie, { name: 'Lucía', lastName: 'Pérez' }, { origin: 'https://evil.example' });
    expect(code(res)).toBe('CROSS_SITE_REQUEST');
  });

  it('sets a Secure cookie when the site is not on this machine', async () => {
    const server = await createServer({ config: { ...app.config, publicUrl: 'https://firma.example' }, db: app.db });
    await server.initialize();
    const { cookie } = await newcomer();
    const res = await server.inject({ method: 'POST', url: '/api/register', payload: { name: 'Lucía', lastName: 'Pérez' }, headers: { cookie } });
    expect(res.statusCode).toBe(201);
    const set = newCookie(res);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/HttpOnly/);
    await server.stop();
  });
});

describe('POST /api/register/logo', () => {
  let registered: string;
  // The server's file storage is the harness's local folder.
  const stored = async (key: string) => (await localFileStorage(app.config.filesDir).get(key)) !== null;

  beforeAll(async () => {
    const { cookie } = await newcomer();
    registered = newCookie(await post(cookie, { name: 'Lucía', lastName: 'Pérez', companyName: 'Logos S.A.S.' })).split(';')[0];
  });

  const upload = (cookie: string | null, body: Buffer, contentType: string) =>
    app.request(cookie, { method: 'POST', url: '/api/register/logo', payload: body, headers: { 'content-type': contentType } });

  it('reads the type and size of PNG, GIF and JPEG from the bytes', () => {
    expect(sniffImage(png(171, 51))).toEqual({ type: 'png', width: 171, height: 51 });
    expect(sniffImage(gif(300, 90))).toEqual({ type: 'gif', width: 300, height: 90 });
    expect(sniffImage(jpg(640, 480))).toEqual({ type: 'jpg', width: 640, height: 480 });
    expect(sniffImage(Buffer.from('%PDF-1.7 not an image'))).toBeNull();
  });

  it('stores a 171x51 logo for the active company, without warnings', async () => {
    const res = await upload(registered, png(171, 51), 'image/png');
    expect(res.statusCode).toBe(201);
    const body = res.result as { logoPath: string; warnings: unknown[] };
    expect(body).toMatchObject({ type: 'png', width: 171, height: 51, warnings: [] });
    expect(await stored(body.logoPath)).toBe(true);
    expect(await app.owner('companies').where({ name: 'Logos S.A.S.' }).first()).toMatchObject({ logo_path: body.logoPath });
  });

  it('stores a logo of another size with a warning only, replacing the previous file', async () => {
    const before = (await app.owner('companies').where({ name: 'Logos S.A.S.' }).first()).logo_path as string;
    const res = await upload(registered, jpg(400, 400), 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const body = res.result as { logoPath: string; warnings: { code: string; messages: { es: string } }[] };
    expect(body.warnings).toEqual([
      expect.objectContaining({
        code: 'LOGO_SIZE_NOT_RECOMMENDED',
        messages: expect.objectContaining({ es: 'El tamaño recomendado del logo es 171x51 píxeles' }),
      }),
    ]);
    expect(await stored(body.logoPath)).toBe(true);
    expect(await stored(before)).toBe(false);
  });

  it('refuses other types (by header or by content) with LOGO_TYPE_NOT_ALLOWED and more than 5 MB with LOGO_TOO_LARGE', async () => {
    const pdf = await upload(registered, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(code(pdf)).toBe('LOGO_TYPE_NOT_ALLOWED');
    const disguised = await upload(registered, Buffer.from('%PDF-1.7 pretending'), 'image/png');
    expect(code(disguised)).toBe('LOGO_TYPE_NOT_ALLOWED');
    expect(code(await upload(registered, Buffer.alloc(0), 'image/png'))).toBe('LOGO_TYPE_NOT_ALLOWED');
    const untyped = await app.request(registered, { method: 'POST', url: '/api/register/logo', payload: png(171, 51) });
    expect(code(untyped)).toBe('LOGO_TYPE_NOT_ALLOWED');
    const big = await upload(registered, Buffer.concat([png(171, 51), Buffer.alloc(LOGO_MAX_BYTES)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.result).toMatchObject({ code: 'LOGO_TOO_LARGE', messages: { es: 'El logo no puede superar 5 MB' } });
  });

  it('needs the company update permission in the active company, and a registered user', async () => {
    const professional = await app.cookieFor(DEMO.users.professional);
    const forbidden = await upload(professional, png(171, 51), 'image/png');
    expect(forbidden.statusCode).toBe(403);
    expect(code(forbidden)).toBe('FORBIDDEN');
    expect((await app.owner('companies').where({ id: DEMO.mainCompanyId }).first()).logo_path).toBeNull();
    const { cookie } = await newcomer();
    expect(code(await upload(cookie, png(171, 51), 'image/png'))).toBe('REGISTRATION_REQUIRED');
    expect(code(await upload(null, png(171, 51), 'image/png'))).toBe('UNAUTHENTICATED');
  });
});
