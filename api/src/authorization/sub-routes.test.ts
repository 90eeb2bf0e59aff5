// Sub-routes follow their parent: every GET under `/api/<resource>/{id}/…` answers 404 exactly when
// the resource's own `GET /api/<resource>/{id}` does (a 403 of the guard, decided by the caller's
// codes before any row is read, aside), for each demo principal, with the demo's
// first project made private (the administrator holds every All pair but is no member of it).
// Generated from the server's route table, so a new sub-route is walked without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../platform/testing/harness.ts';
import { userId } from '../platform/testing/fixtures.ts';
import { RESOURCES } from '../resources.ts';
import { DEMO } from '../../../seeds/demo.ts';

const PRINCIPALS = ['admin@demo.test', 'lider@demo.test', 'profesional@demo.test', 'comercial@demo.test', 'cliente@demo.test'];
const SUB_ROUTE = /^\/api\/([a-z-]+)\/\{id\}\/[a-z-]+(\.[a-z]+)?$/;
// A company's logo is any member's (the header shows it), and 404 only says it has none.
const OWN_RULE = new Set(['/api/companies/{id}/logo']);

let app: TestApp;
const cookies = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp();
  for (const email of PRINCIPALS) cookies.set(email, await app.cookieFor(await userId(app.owner, email), { companyId: DEMO.mainCompanyId }));
  await app.owner('projects').where({ id: DEMO.projectId }).update({ privacy: true });
});

afterAll(async () => {
  await app?.owner('projects').where({ id: DEMO.projectId }).update({ privacy: false });
  await app?.close();
});

/** The parents with sub-routes, each with a row of the private project when it has one, else its first row. */
async function parents(): Promise<{ resource: string; id: string; children: string[] }[]> {
  const children = new Map<string, string[]>();
  for (const route of app.server.table()) {
    const m = route.method === 'get' ? SUB_ROUTE.exec(route.path) : null;
    if (m && !OWN_RULE.has(route.path)) children.set(m[1], [...(children.get(m[1]) ?? []), route.path]);
  }
  const found = [];
  for (const [name, paths] of children) {
    const r = RESOURCES.find((x) => x.name === name);
    if (!r) continue;
    const columns = await app.owner(r.table).columnInfo();
    const q = app.owner(r.table).first('id');
    if ('company_id' in columns) q.where({ company_id: DEMO.mainCompanyId });
    if ('project_id' in columns) q.orderByRaw('project_id = ? desc', [DEMO.projectId]);
    const row = await q;
    if (row) found.push({ resource: name, id: row.id as string, children: paths });
  }
  return found;
}

describe('a sub-route answers 404 exactly when its parent does', () => {
  it('for every GET /api/<resource>/{id}/… and every demo principal, on a private project', async () => {
    const walked = await parents();
    expect(walked.map((p) => p.resource)).toContain('preinvoices');
    const mismatches: string[] = [];
    for (const { resource, id, children } of walked) {
      for (const [email, cookie] of cookies) {
        const parent = await app.request(cookie, { method: 'GET', url: `/api/${resource}/${id}` });
        for (const path of children) {
          const child = await app.request(cookie, { method: 'GET', url: path.replace('{id}', id) });
          // A 403 is the guard's answer to the caller's codes, before any row is read: it tells nothing.
          if (parent.statusCode !== 403 && child.statusCode !== 403 && (parent.statusCode === 404) !== (child.statusCode === 404)) {
            mismatches.push(`${email} ${path}: ${child.statusCode} while its parent answers ${parent.statusCode}`);
          }
          expect(child.statusCode, `${email} ${path}`).toBeLessThan(500);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('the administrator, who holds the All pair, reads none of a private pre-invoice of a project not theirs', async () => {
    const preinvoice = await app.owner('preinvoices').where({ project_id: DEMO.projectId }).first('id', 'tenant_id', 'company_id');
    expect(preinvoice, 'the demo has a pre-invoice on its first project').toBeTruthy();
    const { tenant_id, company_id } = preinvoice;
    await app.owner('preinvoice_comments').insert({ tenant_id, company_id, preinvoice_id: preinvoice.id, author_name: 'Socia', body: 'Nota interna' });
    const admin = cookies.get('admin@demo.test')!;
    for (const sub of ['', '/pdf', '/mentionable']) {
      const res = await app.request(admin, { method: 'GET', url: `/api/preinvoices/${preinvoice.id}${sub}` });
      expect(res.statusCode, sub || 'the pre-invoice').toBe(404);
    }
    // Its client links and its billing notes are declared lists, scoped like the pre-invoice: none of them.
    expect((await app.request(admin, { method: 'GET', url: `/api/billing-notes?preinvoiceId=${preinvoice.id}` })).result).toEqual([]);
    expect((await app.request(admin, { method: 'GET', url: `/api/preinvoice-links?preinvoiceId=${preinvoice.id}` })).result).toEqual([]);
    // Its comments are a declared list, scoped like the pre-invoice: none of them.
    const comments = `/api/preinvoice-comments?preinvoiceId=${preinvoice.id}`;
    const hidden = await app.request(admin, { method: 'GET', url: comments });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.result).toEqual([]);
    const superadmin = await app.cookieFor(await userId(app.owner, 'superadmin@demo.test'), { companyId: DEMO.mainCompanyId });
    expect((await app.request(superadmin, { method: 'GET', url: comments })).result).toEqual(
      expect.arrayContaining([expect.objectContaining({ body: 'Nota interna' })]),
    );
    // Its lines, and its invoice's, are declared lists scoped like their parents: none of them, all to the super admin.
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoice.id }).first('id');
    expect(invoice, 'the pre-invoice was approved').toBeTruthy();
    for (const lines of [`/api/preinvoice-lines?preinvoiceId=${preinvoice.id}`, `/api/invoice-lines?invoiceId=${invoice.id}`]) {
      const none = await app.request(admin, { method: 'GET', url: lines });
      expect([none.statusCode, none.result], lines).toEqual([200, []]);
      const all = await app.request(superadmin, { method: 'GET', url: lines });
      expect((all.result as unknown[]).length, lines).toBeGreaterThan(0);
    }
  });
});

describe('cases of a private project', () => {
  it('are read only by those the privacy rule lets see the project, whatever else opens the case to them', async () => {
    const cases = await app.owner('cases').where({ company_id: DEMO.mainCompanyId }).whereNotNull('project_id').select('id', 'project_id');
    expect(cases.length).toBeGreaterThan(0);
    const projects = [...new Set(cases.map((c) => c.project_id as string))];
    await app.owner('projects').whereIn('id', projects).update({ privacy: true });
    try {
      for (const email of ['lider@demo.test', 'profesional@demo.test', 'comercial@demo.test', 'admin@demo.test']) {
        const user = await userId(app.owner, email);
        for (const c of cases) {
          const { rows } = await app.owner.raw(
            `select exists (select 1 from project_work_groups pw join work_group_members m on m.work_group_id = pw.work_group_id
              where pw.project_id = :p and m.user_id = :u
            union all select 1 from project_commercial_managers cm where cm.project_id = :p and cm.user_id = :u) as allowed`,
            { p: c.project_id, u: user },
          );
          const res = await app.request(cookies.get(email)!, { method: 'GET', url: `/api/cases/${c.id}` });
          if (!rows[0].allowed) expect(res.statusCode, `${email} reads a case of a private project not theirs`).not.toBe(200);
        }
      }
    } finally {
      await app.owner('projects').whereIn('id', projects).update({ privacy: false });
    }
  });
});
