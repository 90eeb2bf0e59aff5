// The authorization matrix, generated: for every API route and every seeded role, the route's
// declared access decides allow or deny exactly as the specification's guard reads it (super
// admin, or a held code containing the route's code; a route any member may call is refused a
// client's contact unless it is every member's, and a contacts' route is refused the staff). The oracle below is the rule written
// plainly from the role's codes in the database, not the Casbin enforcer under test. Every route
// and role is decided by the guard the session scheme runs, on the caller the session resolves to;
// one request per route then shows that guard is what answers over HTTP.
// Then the All and Workgroup variants counted on the seeded projects, where the two differ.
import type { RequestRoute } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../platform/testing/harness.ts';
import { otherTenantHolder, tenants, userId } from '../platform/testing/fixtures.ts';
import { DEMO } from '../../../seeds/demo.ts';
import { lookupSession } from '../auth/sessions.ts';
import { routeRefusal } from '../platform/http/guard.ts';

let app: TestApp;

/**
 * Seeded principals: each holds exactly one demo role in the main company (or the super admin flag),
 * and the second tenant's administrator in its company (issue 10: the flag grants nothing, the role does).
 */
const PRINCIPALS: readonly { email: string; role: string | null; companyId?: string }[] = [
  { email: 'admin@demo.test', role: 'ADMIN' },
  { email: 'lider@demo.test', role: 'LIDER' },
  { email: 'profesional@demo.test', role: 'PROF' },
  { email: 'comercial@demo.test', role: 'COMERCIAL' },
  { email: 'fidelizador@demo.test', role: 'FIDELIZADOR' },
  { email: 'cliente@demo.test', role: 'CLIENTE' },
  { email: 'superadmin@demo.test', role: null },
  { email: 'multi@demo.test', role: 'ADMIN', companyId: DEMO.otherCompanyId },
];

interface Principal {
  email: string;
  role: string | null;
  userId: string;
  companyId: string;
  codes: string[];
  superAdmin: boolean;
  contact: boolean;
}
const principals: Principal[] = [];

/** Routes that end or replace the caller's own session: checked with a fresh session each time. */
const SESSION_CHANGING = /^\/api\/(auth|me\/company|sessions|register|view-as)/;

const expectedAllowed = (p: Principal, route: RequestRoute): boolean => {
  const access = route.settings.plugins?.lawfirm;
  if (!access) return true;
  // What any member may call in a company is the firm's staff's, unless said to be every member's or the contacts' only.
  if (access.permission === null) {
    if (!access.needsCompany || access.audience === 'members') return true;
    return access.audience === 'contacts' ? p.contact : !p.contact;
  }
  const codes = [access.permission, ...(access.alsoAllowed ?? [])];
  return p.superAdmin || codes.some((required) => p.codes.some((held) => held.includes(required)));
};

/** The session token in a Cookie header value of the harness. */
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

const urlOf = (route: RequestRoute) => route.path.replace(/\{[^}]+\}/g, '7f0000ff-0000-4000-8000-0000000000ff');

beforeAll(async () => {
  app = await createTestApp();
  const ids = await tenants(app.owner);
  for (const p of PRINCIPALS) {
    const id = await userId(app.owner, p.email);
    const companyId = p.companyId ?? ids.mainCompanyId;
    const user = await app.owner('users').where({ id }).first('is_super_admin');
    const roles = await app
      .owner('user_roles as ur')
      .join('roles as r', 'r.id', 'ur.role_id')
      .where({ 'ur.user_id': id, 'ur.company_id': companyId, 'r.active': true })
      .select('r.code');
    if (p.role) expect(roles.map((r: { code: string }) => r.code)).toContain(p.role);
    const codes = await app
      .owner('user_roles as ur')
      .join('roles as r', 'r.id', 'ur.role_id')
      .join('role_permissions as rp', 'rp.role_id', 'r.id')
      .where({ 'ur.user_id': id, 'ur.company_id': companyId, 'r.active': true })
      .pluck('rp.permission_code');
    const contact = !!(await app
      .owner('user_profiles')
      .where({ user_id: id, company_id: companyId, is_contact: true })
      .whereNotNull('client_id')
      .first('user_id'));
    principals.push({ email: p.email, role: p.role, userId: id, companyId, codes, superAdmin: user.is_super_admin, contact });
  }
});

afterAll(() => app?.close());

describe('every API route against every seeded role', () => {
  const routes = () =>
    app.server
      .table()
      .filter((route) => route.path.startsWith('/api/'))
      .filter((route) => (route.settings.auth as unknown) !== false && route.path !== '/api/auth/logout');
  const label = (route: RequestRoute) => `${route.method.toUpperCase()} ${route.path}`;

  it('the guard allows exactly the callers the declared access names and refuses the others with FORBIDDEN', async () => {
    expect(routes().length).toBeGreaterThan(30);
    const mismatches: string[] = [];
    let denied = 0;
    for (const p of principals) {
      // The caller as the session scheme resolves it from the cookie, then the scheme's own guard.
      const found = await lookupSession(app.db, tokenOf(await app.cookieFor(p.userId, { companyId: p.companyId })));
      if (!found.ok) throw new Error(`${p.email}: ${found.code}`);
      for (const route of routes()) {
        const refusal = routeRefusal(route.settings.plugins?.lawfirm, found.caller);
        const expected = expectedAllowed(p, route);
        if (!expected) denied += 1;
        if ((refusal === null) !== expected)
          mismatches.push(`${p.email} ${label(route)}: expected ${expected ? 'allow' : 'deny'}, the guard says ${refusal ?? 'allow'}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(denied).toBeGreaterThan(20); // the matrix does refuse: the seeded roles differ
  });

  it('runs that guard on every route, before validation: over HTTP a denied caller gets 403 FORBIDDEN, an allowed one is not refused', async () => {
    const cookies = new Map<Principal, string>();
    const cookieOf = async (p: Principal, route: RequestRoute) => {
      if (!cookies.has(p) || SESSION_CHANGING.test(route.path)) cookies.set(p, await app.cookieFor(p.userId, { companyId: p.companyId }));
      return cookies.get(p)!;
    };
    const mismatches: string[] = [];
    for (const [i, route] of routes().entries()) {
      // One caller per route, taking turns: one the route denies, else (nobody is denied) anyone.
      const denied = principals.filter((p) => !expectedAllowed(p, route));
      const pool = denied.length ? denied : principals;
      const p = pool[i % pool.length];
      const method = route.method.toUpperCase();
      const res = await app.request(await cookieOf(p, route), {
        method,
        url: urlOf(route),
        ...(['POST', 'PATCH', 'PUT'].includes(method) ? { payload: {} } : {}),
      });
      const refused = res.statusCode === 403 && (res.result as { code?: string })?.code === 'FORBIDDEN';
      if (refused !== denied.length > 0) mismatches.push(`${p.email} ${label(route)}: expected ${denied.length ? 'deny' : 'allow'}, got ${res.statusCode}`);
      expect(res.statusCode, `${p.email} ${label(route)}`).toBeLessThan(500);
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});

describe('the people lookup is for staff', () => {
  const lookup = async (email: string, url = '/api/users?_start=0&_end=100') => {
    const cookie = await app.cookieFor(await userId(app.owner, email), { companyId: DEMO.mainCompanyId });
    return app.request(cookie, { method: 'GET', url });
  };

  it("a client contact is refused the lookup (the firm's staff's), and an external user holding no code for it finds nobody: an empty list and 404 by id", async () => {
    const someone = await userId(app.owner, 'admin@demo.test');
    for (const url of ['/api/users?_start=0&_end=100', `/api/users/${someone}`]) {
      const res = await lookup('cliente@demo.test', url);
      expect(res.statusCode, url).toBe(403);
      expect((res.result as { code: string }).code).toBe('FORBIDDEN');
    }
    for (const email of ['externo@demo.test']) {
      const res = await lookup(email);
      expect(res.statusCode, email).toBe(200);
      expect(res.result, email).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
      expect((await lookup(email, '/api/users?q=demo')).result).toEqual([]);
      expect((await lookup(email, `/api/users/${someone}`)).statusCode).toBe(404);
    }
  });

  it('staff without the users code still look people up to pick them in forms (identity columns only)', async () => {
    for (const email of ['profesional@demo.test', 'lider@demo.test']) {
      const res = await lookup(email);
      expect(res.statusCode).toBe(200);
      expect((res.result as { email: string }[]).map((u) => u.email)).toContain('admin@demo.test');
      expect(Object.keys((res.result as object[])[0])).not.toContain('workday');
    }
  });

  it('the same people, once principal users, see the directory', async () => {
    const contact = await userId(app.owner, 'cliente@demo.test');
    await app.owner('user_profiles').where({ user_id: contact, company_id: DEMO.mainCompanyId }).update({ is_contact: false });
    try {
      expect(((await lookup('cliente@demo.test')).result as unknown[]).length).toBeGreaterThan(3);
    } finally {
      await app.owner('user_profiles').where({ user_id: contact, company_id: DEMO.mainCompanyId }).update({ is_contact: true });
    }
  });
});

describe('All versus Workgroup on the seeded projects', () => {
  const list = async (email: string, query = '') => {
    const cookie = await app.cookieFor(await userId(app.owner, email), { companyId: DEMO.mainCompanyId });
    const res = await app.request(cookie, { method: 'GET', url: `/api/settlement-projects?_start=0&_end=100${query}` });
    expect(res.statusCode).toBe(200);
    const rows = res.result as { id: string; name: string }[];
    expect(Number(res.headers['x-total-count'])).toBe(rows.length); // the count never includes rows one cannot open
    return { cookie, rows };
  };

  it('All sees every project of the company; Workgroup only those of its work groups, in lists, counts and gets', async () => {
    const all = await list('admin@demo.test');
    const workgroup = await list('lider@demo.test');
    expect(all.rows.map((r) => r.id).sort()).toEqual([DEMO.projectId, ...otherMainProjects()].sort());
    // The leader is in EQ-CORP and EQ-LAB: the project staffed only by EQ-LIT is not theirs.
    const litigation = await app.owner('projects').where({ name: 'Defensa tributaria TexMed' }).first('id');
    expect(workgroup.rows.map((r) => r.id)).not.toContain(litigation.id);
    expect(workgroup.rows).toHaveLength(all.rows.length - 1);
    expect((await app.request(workgroup.cookie, { method: 'GET', url: `/api/settlement-projects/${litigation.id}` })).statusCode).toBe(404);
    expect((await app.request(all.cookie, { method: 'GET', url: `/api/settlement-projects/${litigation.id}` })).statusCode).toBe(200);
    // A filter cannot widen the scope: of EQ-LIT's projects, only those staffed by EQ-CORP or EQ-LAB too (the merger among them).
    const lit = await groupId('EQ-LIT');
    const byGroup = await list('lider@demo.test', `&workGroupIds=${lit}`);
    const shared = await app
      .owner('project_work_groups as a')
      .join('project_work_groups as b', 'b.project_id', 'a.project_id')
      .where('a.work_group_id', lit)
      .whereIn('b.work_group_id', [await groupId('EQ-CORP'), await groupId('EQ-LAB')])
      .distinct('a.project_id')
      .pluck('a.project_id');
    expect(byGroup.rows.map((r) => r.id).sort()).toEqual([...shared].sort());
    expect(shared).toContain(DEMO.projectId);
    expect(shared).not.toContain(litigation.id);
  });

  it('searches the queue by project or client name, within the scope', async () => {
    const { client } = await app.owner('projects as p').join('clients as c', 'c.id', 'p.client_id').where('p.id', DEMO.projectId).first('c.name as client');
    const fragment = encodeURIComponent(client.slice(1, 7).toLowerCase());
    const found = await list('admin@demo.test', `&q=${fragment}`);
    expect(found.rows.map((r) => r.id)).toContain(DEMO.projectId);
    expect(
      found.rows.every(
        (r) =>
          (r as { clientName?: string }).clientName?.toLowerCase().includes(decodeURIComponent(fragment)) ||
          r.name.toLowerCase().includes(decodeURIComponent(fragment)),
      ),
    ).toBe(true);
    const litigation = await app.owner('projects').where({ name: 'Defensa tributaria TexMed' }).first('id');
    expect((await list('lider@demo.test', '&q=TexMed')).rows.map((r) => r.id)).not.toContain(litigation.id);
    expect((await list('admin@demo.test', '&q=TexMed')).rows.map((r) => r.id)).toContain(litigation.id);
  });

  it('a private project is seen only by its members and commercial managers, whatever the scope; the super admin sees all', async () => {
    await app.owner('projects').where({ id: DEMO.projectId }).update({ privacy: true });
    try {
      expect((await list('admin@demo.test')).rows.map((r) => r.id)).not.toContain(DEMO.projectId); // All, but not a member
      expect((await list('lider@demo.test')).rows.map((r) => r.id)).toContain(DEMO.projectId); // member of EQ-CORP
      expect((await list('superadmin@demo.test')).rows.map((r) => r.id)).toContain(DEMO.projectId);
    } finally {
      await app.owner('projects').where({ id: DEMO.projectId }).update({ privacy: false });
    }
  });

  it('a former member keeps seeing a private project unless its retired-member privacy is on', async () => {
    const admin = await userId(app.owner, 'admin@demo.test');
    const corp = await groupId('EQ-CORP');
    const cookie = await app.cookieFor(admin, { companyId: DEMO.mainCompanyId });
    const members = async () => ((await app.request(cookie, { method: 'GET', url: `/api/work-groups/${corp}` })).result as { memberIds: string[] }).memberIds;
    const setMembers = async (memberIds: string[]) => {
      const res = await app.request(cookie, { method: 'PATCH', url: `/api/work-groups/${corp}`, payload: { memberIds } });
      expect(res.statusCode).toBe(200);
    };
    const sees = async () => (await list('admin@demo.test')).rows.map((r) => r.id).includes(DEMO.projectId);
    const former = () => app.owner('project_former_members').where({ project_id: DEMO.projectId, user_id: admin });
    const before = await members();
    await app.owner('projects').where({ id: DEMO.projectId }).update({ privacy: true });
    try {
      expect(await sees()).toBe(false);
      await setMembers([...before, admin]);
      expect(await sees()).toBe(true);
      await setMembers([...before, admin]); // saved again unchanged: staying is not leaving
      expect(await former()).toHaveLength(0);
      await setMembers(before); // the administrator leaves the project's work group
      expect(await former()).toHaveLength(1);
      expect(await sees()).toBe(true);
      await app.owner('projects').where({ id: DEMO.projectId }).update({ retired_member_privacy: true });
      expect(await sees()).toBe(false);
      await setMembers([...before, admin]); // back in: a member again, no longer a former one
      expect(await former()).toHaveLength(0);
      expect(await sees()).toBe(true);
    } finally {
      await setMembers(before);
      await app.owner('project_former_members').where({ project_id: DEMO.projectId }).delete();
      await app.owner('projects').where({ id: DEMO.projectId }).update({ privacy: false, retired_member_privacy: false });
    }
  });

  it('refuses a caller with neither variant, and another tenant sees none of these projects', async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'), { companyId: DEMO.mainCompanyId });
    expect((await app.request(professional, { method: 'GET', url: '/api/settlement-projects' })).statusCode).toBe(403);
    const other = await otherTenantHolder(app.owner, ['SettlementAccessReviewedServicesAll']);
    const outsider = await app.cookieFor(other.userId, other);
    const res = await app.request(outsider, { method: 'GET', url: '/api/settlement-projects?_start=0&_end=100' });
    expect((res.result as { id: string }[]).map((r) => r.id)).not.toContain(DEMO.projectId);
    expect((await app.request(outsider, { method: 'GET', url: `/api/settlement-projects/${DEMO.projectId}` })).statusCode).toBe(404);
  });
});

let mainProjects: string[] = [];
const otherMainProjects = () => mainProjects;
const groupId = async (code: string) => (await app.owner('work_groups').where({ code, company_id: DEMO.mainCompanyId }).first('id')).id as string;

beforeAll(async () => {
  mainProjects = (await app.owner('projects').where({ company_id: DEMO.mainCompanyId }).whereNot({ id: DEMO.projectId }).pluck('id')) as string[];
});
