// Notifications: a return, an approval, a reassignment and a mention tell their people in the same
// transaction; each member lists, reads (one or all) and deletes only their own (the declared
// resource `notifications`, its action `read` and the command read-all).
import { describe, expect, it } from 'vitest';
import { ownActivity, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['professional', 'leader', 'contact'], outsider: ['SettlementAccessAll'] });

/** The member's notifications, newest first, and how many are unread (the bell's badge: the unread list's total). */
const inbox = async (cookie: string) => {
  const res = await app.request(cookie, { method: 'GET', url: '/api/notifications?_start=0&_end=200' });
  const unread = await app.request(cookie, { method: 'GET', url: '/api/notifications?read=false&_start=0&_end=1' });
  return {
    rows: res.result as { id: string; kind: string; params: Record<string, string>; link: string; readAt: string | null; actions: string[] }[],
    unread: Number(unread.headers['x-total-count']),
  };
};

describe('notifications', () => {
  it('tell the responsible of a return with its reason, and the mentioned of a comment', async () => {
    const id = await ownActivity(app.owner, ids.mainCompanyId, 'profesional@demo.test');
    await app.owner('activities').where({ id }).update({ state: 'AwaitingRevision' });
    const before = (await inbox(as.professional)).unread;
    await app.request(as.leader, { method: 'POST', url: `/api/activities/${id}/return`, payload: { reason: 'Falta la firma' } });
    const after = await inbox(as.professional);
    expect(after.unread).toBe(before + 1);
    expect(after.rows[0]).toMatchObject({
      kind: 'activityReturned',
      params: expect.objectContaining({ reason: 'Falta la firma' }),
      link: `/operative-activities/general-activities/view/${id}`,
    });
    const leaderBefore = (await inbox(as.leader)).unread;
    await app.request(as.professional, { method: 'POST', url: '/api/activity-comments', payload: { activityId: id, message: 'Listo @lider@demo.test' } });
    expect((await inbox(as.leader)).rows[0]).toMatchObject({ kind: 'mentioned' });
    expect((await inbox(as.leader)).unread).toBe(leaderBefore + 1);
  });

  it('are read one by one (offered while unread) or all at once, deleted, and only by their owner', async () => {
    const { rows } = await inbox(as.professional);
    const first = rows.find((r) => !r.readAt)!;
    expect(first.actions).toEqual(['read']);
    const id = first.id;
    // Nobody else reads, gets, marks or deletes it: not the leader of the same company, nor another tenant's administrator.
    expect((await inbox(as.leader)).rows.map((r) => r.id)).not.toContain(id);
    expect((await app.request(as.leader, { method: 'GET', url: `/api/notifications/${id}` })).statusCode).toBe(404);
    expect((await app.request(as.leader, { method: 'POST', url: `/api/notifications/${id}/read` })).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'DELETE', url: `/api/notifications/${id}` })).statusCode).toBe(404);
    const read = await app.request(as.professional, { method: 'POST', url: `/api/notifications/${id}/read` });
    expect(read.statusCode).toBe(200);
    expect(read.result).toMatchObject({ id, read: true, actions: [] });
    expect((await inbox(as.professional)).rows.find((r) => r.id === id)?.readAt).toBeTruthy();
    // Reading is not a change the audit log tells.
    expect(await app.owner('audit_log').where({ entity: 'notifications' })).toEqual([]);
    await app.request(as.professional, { method: 'POST', url: '/api/notifications/read-all' });
    expect((await inbox(as.professional)).unread).toBe(0);
    expect((await app.request(as.professional, { method: 'DELETE', url: `/api/notifications/${id}` })).statusCode).toBe(200);
    expect((await inbox(as.professional)).rows.find((r) => r.id === id)).toBeUndefined();
    expect((await app.request(as.professional, { method: 'GET', url: `/api/notifications/${id}` })).statusCode).toBe(404);
    // Deleted is kept, marked deleted.
    expect((await app.owner('notifications').where({ id }).first('deleted_at')).deleted_at).toBeTruthy();
    expect((await inbox(as.outsider)).rows).toEqual([]);
  });

  it("are a client contact's too: their own, read and deleted like the staff's", async () => {
    const contactId = await userId(app.owner, 'cliente@demo.test');
    const [{ id }] = await app
      .owner('notifications')
      .insert({
        tenant_id: ids.demoTenantId,
        company_id: ids.mainCompanyId,
        user_id: contactId,
        kind: 'mentioned',
        params: JSON.stringify({ code: 'X', title: 'Y' }),
      })
      .returning('id');
    const { rows, unread } = await inbox(as.contact);
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(rows[0].actions).toEqual(['read']);
    expect(unread).toBe(1);
    expect((await app.request(as.contact, { method: 'POST', url: `/api/notifications/${id}/read` })).statusCode).toBe(200);
    expect((await app.request(as.contact, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(200);
    expect((await app.request(as.contact, { method: 'DELETE', url: `/api/notifications/${id}` })).statusCode).toBe(200);
    expect((await inbox(as.contact)).rows).toEqual([]);
  });
});

describe('flow alerts', () => {
  it('are sent on their day to the responsible, in-app and by e-mail, and never twice', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { sendFlowAlerts } = await import('./flow-alerts.ts');
    // The seeded lawsuit: "Vence el término de contestación" fires 3 days before the answer's delivery.
    const answer = await app.owner('activities').where({ code: 'ACT-DEMO-LAB-CON' }).first('id', 'delivery_at', 'responsible_user_id');
    await app.owner('activities').where({ id: answer.id }).update({ state: 'InProcess', delivery_at: '2026-05-20T17:00:00Z' });
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alerts-'));
    const before = (await inbox(as.professional)).rows.length;
    const day = '2026-05-17'; // 20 May (Bogotá) minus 3 days
    expect(await sendFlowAlerts(app.db, { from: 'no-reply@demo.test', outboxDir }, day)).toBeGreaterThanOrEqual(1);
    const rows = (await inbox(as.professional)).rows;
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      kind: 'flowAlert',
      params: expect.objectContaining({ alert: 'Vence el término de contestación', code: 'ACT-DEMO-LAB-CON' }),
    });
    expect(fs.readdirSync(outboxDir).length).toBe(1);
    // Run again (a retry, the next hour): nothing more.
    expect(await sendFlowAlerts(app.db, { from: 'no-reply@demo.test', outboxDir }, day)).toBe(0);
    expect((await inbox(as.professional)).rows.length).toBe(before + 1);
    expect(fs.readdirSync(outboxDir).length).toBe(1);
    // Another day: not due.
    expect(await sendFlowAlerts(app.db, { from: 'no-reply@demo.test', outboxDir }, '2026-05-18')).toBe(0);
  });
});

describe('the job runner', () => {
  it('starts pg-boss on the database with the flow alerts hourly and the mail retry every five minutes, and stops', async () => {
    const { startJobs } = await import('../../platform/jobs/job-runner.ts');
    const { notificationJobs } = await import('./notification-jobs.ts');
    const stop = await startJobs(app.ownerUrl, notificationJobs(app.db, { from: 'no-reply@demo.test', supportEmail: 'soporte@demo.test', outboxDir: '/tmp' }));
    const schedules = await app.owner.raw(`select name, cron from pgboss.schedule order by name`);
    expect(schedules.rows).toEqual([
      expect.objectContaining({ name: 'flow-alerts', cron: '5 * * * *' }),
      expect.objectContaining({ name: 'mail-retry', cron: '*/5 * * * *' }),
    ]);
    await stop();
  });
});
