// Sessions (document 1, section 4; document 2, section 7.1): a row per login, the user's other open
// sessions and closing them, four hours of inactivity (controlled clock), inactive users.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../seeds/demo.ts';
import { INACTIVITY_TIMEOUT_MS, hashToken, lookupSession } from './sessions.ts';
import { apiTest } from '../platform/testing/api-test.ts';

const { app } = apiTest();

const get = (cookie: string | null, url: string, headers: Record<string, string> = {}) => app.request(cookie, { method: 'GET', url, headers });
const del = (cookie: string, url: string) => app.request(cookie, { method: 'DELETE', url });
const code = (res: { result: unknown }) => (res.result as { code: string }).code;
const tokenOf = (cookie: string) => cookie.split('=')[1];
const rowOf = (cookie: string) =>
  app
    .owner('auth_sessions')
    .where({ token_hash: hashToken(tokenOf(cookie)) })
    .first();
/** Moves a session's last activity into the past: the controlled clock of these tests. */
const idleFor = async (cookie: string, ms: number) =>
  app
    .owner('auth_sessions')
    .where({ token_hash: hashToken(tokenOf(cookie)) })
    .update({ last_activity_at: new Date(Date.now() - ms) });

interface SessionView {
  id: string;
  browserInfo: string;
  createdAt: string;
  lastActivityAt: string;
  expiresAt: string | null;
  current: boolean;
}

describe('the current session', () => {
  it('is a row with browser, creation, last activity, and expires four hours after the last activity', async () => {
    const cookie = await app.cookieFor(DEMO.users.administrator);
    const res = await get(cookie, '/api/sessions/current');
    expect(res.statusCode).toBe(200);
    const s = res.result as SessionView;
    expect(s).toMatchObject({ browserInfo: 'vitest', current: true });
    expect(new Date(s.expiresAt!).getTime() - new Date(s.lastActivityAt).getTime()).toBe(INACTIVITY_TIMEOUT_MS);
    expect((await rowOf(cookie)).id).toBe(s.id);
  });

  it('moves its expiry when the browser reports activity', async () => {
    const cookie = await app.cookieFor(DEMO.users.administrator);
    await idleFor(cookie, 3 * 3600_000);
    const res = await app.request(cookie, { method: 'POST', url: '/api/sessions/current/activity' });
    expect(res.statusCode).toBe(200);
    expect(new Date((res.result as SessionView).expiresAt!).getTime()).toBeGreaterThan(Date.now() + INACTIVITY_TIMEOUT_MS - 60_000);
  });
});

describe('other sessions of the user', () => {
  it('lists the earlier open sessions, closes them on request, and the closed one is refused with SESSION_CLOSED_ELSEWHERE', async () => {
    const earlier = await app.cookieFor(DEMO.users.leader);
    const current = await app.cookieFor(DEMO.users.leader);
    const someoneElse = await app.cookieFor(DEMO.users.professional);

    const me = await get(current, '/api/me');
    expect((me.result as { session: { otherOpenSessions: number } }).session.otherOpenSessions).toBe(1);
    const others = (await get(current, '/api/sessions/others')).result as SessionView[];
    expect(others.map((s) => s.id)).toEqual([(await rowOf(earlier)).id]);
    expect(others[0]).toMatchObject({ current: false, browserInfo: 'vitest' });

    const closed = await del(current, '/api/sessions/others');
    expect(closed.result).toEqual({ closed: 1 });

    for (const [locale, message] of [
      ['es', 'Tu sesión fue cerrada desde otro navegador o dispositivo'],
      ['en', 'Your session was closed from another browser or device'],
    ]) {
      const refused = await get(earlier, '/api/me', { 'accept-language': locale });
      expect(refused.statusCode).toBe(401);
      expect(refused.result).toMatchObject({ code: 'SESSION_CLOSED_ELSEWHERE', message });
    }
    expect(await rowOf(earlier)).toMatchObject({ end_reason: 'closed-elsewhere' });
    expect((await get(current, '/api/me')).statusCode).toBe(200);
    expect((await get(someoneElse, '/api/me')).statusCode).toBe(200); // another user's session is not touched
    expect((await del(current, '/api/sessions/others')).result).toEqual({ closed: 0 });
  });

  it('does not list sessions already ended by inactivity', async () => {
    const stale = await app.cookieFor(DEMO.users.commercialManager);
    const current = await app.cookieFor(DEMO.users.commercialManager);
    await idleFor(stale, INACTIVITY_TIMEOUT_MS + 1000);
    expect((await get(current, '/api/sessions/others')).result).toEqual([]);
  });

  it("reads and closes one own session by id, but never another user's (404) nor the current one (SESSION_IS_CURRENT)", async () => {
    const mine = await app.cookieFor(DEMO.users.loyaltyManager);
    const current = await app.cookieFor(DEMO.users.loyaltyManager);
    const theirs = await app.cookieFor(DEMO.users.administrator);
    const mineId = (await rowOf(mine)).id;
    const theirsId = (await rowOf(theirs)).id;
    const currentId = (await rowOf(current)).id;

    expect((await get(current, `/api/sessions/${mineId}`)).result).toMatchObject({ id: mineId, current: false });
    const foreign = await get(current, `/api/sessions/${theirsId}`);
    expect(foreign.statusCode).toBe(404);
    expect(code(foreign)).toBe('NOT_FOUND');
    expect(code(await del(current, `/api/sessions/${theirsId}`))).toBe('NOT_FOUND');
    expect((await get(theirs, '/api/me')).statusCode).toBe(200);
    expect(code(await del(current, '/api/sessions/not-an-id'))).toBe('NOT_FOUND');

    const self = await del(current, `/api/sessions/${currentId}`);
    expect(self.statusCode).toBe(409);
    expect(code(self)).toBe('SESSION_IS_CURRENT');

    expect((await del(current, `/api/sessions/${mineId}`)).result).toEqual({ closed: 1 });
    expect(code(await get(mine, '/api/me'))).toBe('SESSION_CLOSED_ELSEWHERE');
  });

  it('needs a session', async () => {
    expect((await get(null, '/api/sessions/others')).statusCode).toBe(401);
    expect((await app.request(null, { method: 'DELETE', url: '/api/sessions/others' })).statusCode).toBe(401);
  });
});

describe('four hours of inactivity', () => {
  it('ends the session at the next request with SESSION_EXPIRED', async () => {
    const cookie = await app.cookieFor(DEMO.users.administrator);
    await idleFor(cookie, INACTIVITY_TIMEOUT_MS + 1000);
    const res = await get(cookie, '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.result).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Tu sesión se cerró por inactividad. Inicia sesión nuevamente' });
    const row = await rowOf(cookie);
    expect(row.end_reason).toBe('inactivity');
    expect(row.ended_at).toBeTruthy();
    await idleFor(cookie, 0); // activity afterwards does not revive it
    expect(code(await get(cookie, '/api/me'))).toBe('SESSION_EXPIRED');
  });

  it('keeps a session idle for just under four hours, and records the new activity', async () => {
    const cookie = await app.cookieFor(DEMO.users.administrator);
    await idleFor(cookie, INACTIVITY_TIMEOUT_MS - 60_000);
    expect((await get(cookie, '/api/me')).statusCode).toBe(200);
    expect(Date.now() - new Date((await rowOf(cookie)).last_activity_at).getTime()).toBeLessThan(60_000);
  });

  it('is measured against the clock it is given', async () => {
    const cookie = await app.cookieFor(DEMO.users.professional);
    const token = tokenOf(cookie);
    const created = new Date((await rowOf(cookie)).last_activity_at).getTime();
    expect(await lookupSession(app.db, token, new Date(created + INACTIVITY_TIMEOUT_MS - 1))).toMatchObject({ ok: true });
    // That lookup recorded activity at its clock: four hours from there, plus one millisecond.
    const later = new Date(created + 2 * INACTIVITY_TIMEOUT_MS);
    expect(await lookupSession(app.db, token, later)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
    expect(await lookupSession(app.db, token)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
  });
});

describe('an inactive user', () => {
  it('is signed out at the next request with SESSION_USER_INACTIVE, and reactivation does not revive the session', async () => {
    const user = DEMO.users.externalUser;
    const cookie = await app.cookieFor(user);
    expect((await get(cookie, '/api/me')).statusCode).toBe(200);
    await app.owner('users').where({ id: user }).update({ active: false });
    try {
      const res = await get(cookie, '/api/clients');
      expect(res.statusCode).toBe(401);
      expect(code(res)).toBe('SESSION_USER_INACTIVE');
      expect(await rowOf(cookie)).toMatchObject({ end_reason: 'inactive-user' });
    } finally {
      await app.owner('users').where({ id: user }).update({ active: true });
    }
    expect(code(await get(cookie, '/api/me'))).toBe('SESSION_USER_INACTIVE');
  });
});

describe('an unknown or logged-out token', () => {
  it('answers UNAUTHENTICATED', async () => {
    expect(code(await get('lf_session=forged', '/api/me'))).toBe('UNAUTHENTICATED');
    const cookie = await app.cookieFor(DEMO.users.administrator);
    await app
      .owner('auth_sessions')
      .where({ token_hash: hashToken(tokenOf(cookie)) })
      .update({ ended_at: new Date(), end_reason: 'logout' });
    expect(code(await get(cookie, '/api/me'))).toBe('UNAUTHENTICATED');
  });
});

describe('what the API role reads of auth_sessions (issue 10)', () => {
  /** Runs `fn` as the API's role in a transaction with exactly these settings. */
  const asApp = (settings: Record<string, string>, fn: (trx: import('knex').Knex.Transaction) => Promise<unknown>) =>
    app.db.transaction(async (trx) => {
      for (const [name, value] of Object.entries(settings)) await trx.raw('select set_config(?, ?, true)', [name, value]);
      return fn(trx);
    });

  it('with no settings, nothing: no token hashes, ID tokens or emails of any tenant', async () => {
    await app.cookieFor(DEMO.users.administrator);
    await app.cookieFor(DEMO.users.professional);
    expect(Number((await app.owner('auth_sessions').count({ n: '*' }).first())!.n)).toBeGreaterThan(1);
    expect((await asApp({}, (trx) => trx.raw('select * from auth_sessions'))) as { rows: unknown[] }).toMatchObject({ rows: [] });
    expect((await asApp({ 'app.tenant_id': DEMO.tenantId }, (trx) => trx.raw('select * from auth_sessions'))) as { rows: unknown[] }).toMatchObject({
      rows: [],
    });
  });

  it("with a cookie's hash, that session only; as a user, their own sessions only", async () => {
    const mine = await app.cookieFor(DEMO.users.professional);
    await app.cookieFor(DEMO.users.administrator);
    const byHash = await asApp({ 'app.session_hash': hashToken(tokenOf(mine)) }, (trx) => trx('auth_sessions').select('id'));
    expect(byHash).toEqual([{ id: (await rowOf(mine)).id }]);
    const byUser = (await asApp({ 'app.user_id': DEMO.users.professional }, (trx) => trx('auth_sessions').distinct('userId'))) as { userId: string }[];
    expect(byUser).toEqual([{ userId: DEMO.users.professional }]);
  });
});
