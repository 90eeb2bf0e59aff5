// Check-then-write rules hold under concurrency: a burst of parallel requests (server.inject against
// the real database, each in its own transaction) passes a rule exactly as often as one at a time.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seeds/demo.ts';
import { createRegistrationSession } from '../auth/sessions.ts';
import { apiTest } from '../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });
let taxProfileId: string;

beforeAll(async () => {
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

type Res = { statusCode: number; result: unknown };
const burst = (n: number, send: (i: number) => Promise<Res>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const post = (url: string, payload: object, cookie = as.admin) => app.request(cookie, { method: 'POST', url, payload });
/** How many answers had each status and code, e.g. { '201': 1, '409 CLIENT_DOCUMENT_DUPLICATE': 19 }. */
function tally(answers: Res[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode < 300 ? String(a.statusCode) : `${a.statusCode} ${(a.result as { code: string }).code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe('parallel writes', () => {
  it('20 clients with one document number and no confirmation: one is created, 19 get CLIENT_DOCUMENT_DUPLICATE', async () => {
    const answers = await burst(20, (i) => post('/api/clients', { name: `Cliente paralelo ${i}`, documentNumber: '900777001', taxProfileId }));
    expect(tally(answers)).toEqual({ 201: 1, '409 CLIENT_DOCUMENT_DUPLICATE': 19 });
    expect(await app.owner('clients').where({ document_number: '900777001' }).count({ n: '*' }).first()).toEqual({ n: '1' });
  });

  it('confirmed duplicates in parallel are all created (the warning was accepted)', async () => {
    const answers = await burst(5, (i) =>
      app.request(as.admin, {
        method: 'POST',
        url: '/api/clients',
        headers: { 'x-confirm': 'CLIENT_DOCUMENT_DUPLICATE' },
        payload: { name: `Cliente confirmado ${i}`, documentNumber: '900777002', taxProfileId },
      }),
    );
    expect(tally(answers)).toEqual({ 201: 5 });
  });

  it('roles with one code in any case: one is created, the others get ROLE_CODE_TAKEN', async () => {
    const codes = ['PAR-A', 'par-a', 'Par-A', 'pAR-a', 'PAR-a', 'par-A', 'PaR-A', 'pAr-A'];
    const answers = await burst(codes.length, (i) => post('/api/roles', { name: `Rol paralelo ${i}`, code: codes[i], permissions: ['ClientFullAccess'] }));
    expect(tally(answers)).toEqual({ 201: 1, '409 ROLE_CODE_TAKEN': codes.length - 1 });
  });

  it('parallel copies of one role get distinct free codes', async () => {
    const role = await app.owner('roles').where({ company_id: ids.mainCompanyId }).first('id', 'code');
    const answers = await burst(5, () => post(`/api/roles/${role.id}/duplicate`, {}));
    expect(tally(answers)).toEqual({ 201: 5 });
    expect(new Set(answers.map((a) => (a.result as { code: string }).code)).size).toBe(5);
  });

  it('work groups with one code in any case: one is created, the others get WORK_GROUP_CODE_TAKEN', async () => {
    const codes = ['EQ-PAR', 'eq-par', 'Eq-Par', 'EQ-par', 'eq-PAR', 'eQ-pAr'];
    const answers = await burst(codes.length, (i) => post('/api/work-groups', { name: `Equipo paralelo ${i}`, code: codes[i] }));
    expect(tally(answers)).toEqual({ 201: 1, '409 WORK_GROUP_CODE_TAKEN': codes.length - 1 });
  });

  it('tax profiles with one name in any case: one is created, the others get TAX_PROFILE_NAME_TAKEN', async () => {
    const tax = await app.owner('taxes').where({ company_id: ids.mainCompanyId }).first('id');
    const names = ['Perfil paralelo', 'PERFIL PARALELO', 'perfil paralelo', 'Perfil Paralelo', 'perfil PARALELO', 'pErFiL paralelo'];
    const answers = await burst(names.length, (i) => post('/api/tax-profiles', { name: names[i], taxIds: [tax.id] }));
    expect(tally(answers)).toEqual({ 201: 1, '409 TAX_PROFILE_NAME_TAKEN': names.length - 1 });
  });

  it('users with one email: one is created, the others get EMAIL_ALREADY_REGISTERED', async () => {
    const answers = await burst(8, (i) =>
      post('/api/users', { name: 'Paula', lastName: `Paralela ${'abcdefgh'[i]}`, email: i % 2 ? 'PARALELA@firma.example' : 'paralela@firma.example' }),
    );
    expect(tally(answers)).toEqual({ 201: 1, '409 EMAIL_ALREADY_REGISTERED': 7 });
  });

  it('the active-user limit: with one place left, one of 8 parallel creations passes, 7 get USER_LIMIT_REACHED', async () => {
    const active = await app.owner('company_memberships').where({ company_id: ids.mainCompanyId, active: true }).count({ n: '*' }).first();
    await app
      .owner('companies')
      .where({ id: ids.mainCompanyId })
      .update({ active_user_limit: Number(active!.n) + 1 });
    try {
      const answers = await burst(8, (i) => post('/api/users', { name: 'Límite', lastName: `Paralelo ${'abcdefgh'[i]}`, email: `limite${i}@firma.example` }));
      expect(tally(answers)).toEqual({ 201: 1, '409 USER_LIMIT_REACHED': 7 });
    } finally {
      await app.owner('companies').where({ id: ids.mainCompanyId }).update({ active_user_limit: null });
    }
  });

  it('one person registering twice at once gets one organisation', async () => {
    const user = DEMO.users.loyaltyManager;
    await app.owner('tenant_memberships').where({ user_id: user }).update({ active: false });
    const cookie = await app.cookieFor(user);
    const before = Number((await app.owner('tenants').count({ n: '*' }).first())!.n);
    const answers = await burst(4, () => post('/api/register', { name: 'Julián', lastName: 'Castaño', companyName: 'Castaño Paralelo' }, cookie));
    expect(tally(answers)).toEqual({ 201: 1, '409 ALREADY_REGISTERED': 3 });
    expect(Number((await app.owner('tenants').count({ n: '*' }).first())!.n)).toBe(before + 1);
  });

  it('a newcomer registering twice at once gets one organisation', async () => {
    const { token } = await createRegistrationSession(app.db, { email: 'doble@firma.example', name: 'Dora', lastName: 'Doble', browserInfo: 'vitest' });
    const cookie = `${app.config.sessionCookie}=${token}`;
    const before = Number((await app.owner('tenants').count({ n: '*' }).first())!.n);
    const answers = await burst(4, () => post('/api/register', { name: 'Dora', lastName: 'Doble', companyName: 'Doble S.A.S.' }, cookie));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.statusCode).toBeLessThan(500);
    expect(Number((await app.owner('tenants').count({ n: '*' }).first())!.n)).toBe(before + 1);
  });
});
