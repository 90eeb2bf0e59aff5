// Notifications: a return, an approval, a reassignment and a mention tell their people in the same
// transaction; each member lists, reads (one or all) and deletes only their own.
import { describe, expect, it } from 'vitest';
import { ownActivity } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['professional', 'leader'], outsider: ['SettlementAccessAll'] });

const inbox = async (cookie: string) => {
  const res = await app.request(cookie, { method: 'GET', url: '/api/notifications?_start=0&_end=200' });
  return {
    rows: res.result as { id: string; kind: string; params: Record<string, string>; link: string; readAt: string | null }[],
    unread: Number(res.headers['x-unread-count']),
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

  it('are read one by one or all at once, deleted, and only by their owner', async () => {
    const { rows } = await inbox(as.professional);
    const first = rows[0].id;
    expect((await app.request(as.leader, { method: 'POST', url: `/api/notifications/${first}/read` })).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'DELETE', url: `/api/notifications/${first}` })).statusCode).toBe(404);
    expect((await app.request(as.professional, { method: 'POST', url: `/api/notifications/${first}/read` })).statusCode).toBe(200);
    expect((await inbox(as.professional)).rows.find((r) => r.id === first)?.readAt).toBeTruthy();
    await app.request(as.professional, { method: 'POST', url: '/api/notifications/read-all' });
    expect((await inbox(as.professional)).unread).toBe(0);
    await app.request(as.professional, { method: 'DELETE', url: `/api/notifications/${first}` });
    expect((await inbox(as.professional)).rows.find((r) => r.id === first)).toBeUndefined();
    expect((await inbox(as.outsider)).rows).toEqual([]);
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
