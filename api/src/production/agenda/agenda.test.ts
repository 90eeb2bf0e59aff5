// The agenda: the caller's activities by date and appointments; an appointment's invitation is an
// iCalendar REQUEST in the outbox (stable UID, SEQUENCE raised by each change, the reminder as an
// alarm), its cancellation a CANCEL, and every change is in its history; only its organizer changes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherTenantHolder, ownActivity } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['professional', 'leader'], outsider: ['SettlementAccessAll'] });
let activityId: string;

/** The invitations written to the outbox for `to` since `since`. */
function invitationsTo(to: string, since: number): string[] {
  const dir = app.config.mail.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).mtimeMs >= since)
    .map((f) => fs.readFileSync(f, 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) => {
      // The calendar part, decoded.
      const part = /Content-Type: text\/calendar[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(raw)?.[1] ?? '';
      const text = /base64/i.test(raw.slice(raw.indexOf('text/calendar'), raw.indexOf('text/calendar') + 300))
        ? Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8')
        : part;
      return text.replace(/\r\n[ \t]/g, ''); // unfolded (iCalendar folds lines at 75 octets)
    });
}

beforeAll(async () => {
  app.config.mail.outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agenda-outbox-'));
  activityId = await ownActivity(app.owner, ids.mainCompanyId, 'profesional@demo.test');
  await app.owner('activities').where({ id: activityId }).update({ delivery_at: '2026-06-10T22:00:00Z' });
});

/** Asks for an appointment as the caller of `cookie`. */
const appoint = (cookie: string, payload: Record<string, unknown>) => app.request(cookie, { method: 'POST', url: '/api/appointments', payload });

describe('appointments', () => {
  it('invite by iCalendar, keep their history, and are changed and cancelled by their organizer only', async () => {
    const since = Date.now() - 1000;
    const created = await appoint(as.professional, {
      subject: 'Audiencia inicial',
      location: 'Tribunal Administrativo',
      startsAt: '2026-06-09T14:00:00Z',
      endsAt: '2026-06-09T15:30:00Z',
      reminderMinutes: 30,
      attendees: ['cliente@texmed.com.co'],
      activityId,
    });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const id = (created.result as { id: string }).id;
    const [request] = invitationsTo('cliente@texmed.com.co', since);
    expect(request).toContain('METHOD:REQUEST');
    expect(request).toContain('SUMMARY:Audiencia inicial');
    expect(request).toContain('SEQUENCE:0');
    expect(request).toMatch(/ATTENDEE;.*RSVP=TRUE.*:mailto:cliente@texmed\.com\.co/i);
    expect(request).toContain('BEGIN:VALARM');
    const uid = /UID:(.+)/.exec(request)![1].trim();

    expect((await app.request(as.leader, { method: 'PATCH', url: `/api/appointments/${id}`, payload: { subject: 'x' } })).statusCode).toBe(403);
    const moved = await app.request(as.professional, {
      method: 'PATCH',
      url: `/api/appointments/${id}`,
      payload: { startsAt: '2026-06-09T16:00:00Z', endsAt: '2026-06-09T17:00:00Z' },
    });
    expect(moved.statusCode).toBe(200);
    const updates = invitationsTo('cliente@texmed.com.co', since);
    expect(updates.some((u) => u.includes('SEQUENCE:1') && u.includes(`UID:${uid}`))).toBe(true);
    const wrong = await app.request(as.professional, { method: 'PATCH', url: `/api/appointments/${id}`, payload: { endsAt: '2026-06-09T15:00:00Z' } });
    expect((wrong.result as { fields: { code: string }[] }).fields[0].code).toBe('APPOINTMENT_ENDS_BEFORE_START');

    const agenda = await app.request(as.professional, { method: 'GET', url: '/api/agenda?from=2026-06-01T00:00:00Z&to=2026-06-30T00:00:00Z' });
    const body = agenda.result as { activities: { id: string; kind: string }[]; appointments: { id: string }[] };
    expect(body.activities).toEqual(expect.arrayContaining([expect.objectContaining({ id: activityId, kind: 'inProcess' })]));
    expect(body.appointments.map((a) => a.id)).toContain(id);

    expect((await app.request(as.professional, { method: 'DELETE', url: `/api/appointments/${id}` })).statusCode).toBe(200);
    expect(invitationsTo('cliente@texmed.com.co', since).some((u) => u.includes('METHOD:CANCEL') && u.includes('SEQUENCE:2'))).toBe(true);
    const history = await app.request(as.professional, { method: 'GET', url: `/api/appointments/${id}/history` });
    expect((history.result as { change: string }[]).map((c) => c.change)).toEqual(['create', 'update', 'cancel']);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/appointments/${id}/history` })).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'GET', url: '/api/agenda?from=2026-06-01T00:00:00Z&to=2026-06-30T00:00:00Z' })).result).toEqual({
      activities: [],
      appointments: [],
    });
  });

  it('refuses an agenda range over 62 days and an appointment for an activity the caller cannot see', async () => {
    expect((await app.request(as.professional, { method: 'GET', url: '/api/agenda?from=2026-01-01T00:00:00Z&to=2026-06-30T00:00:00Z' })).statusCode).toBe(400);
    const res = await appoint(as.outsider, { subject: 'x', startsAt: '2026-06-09T14:00:00Z', endsAt: '2026-06-09T15:00:00Z', activityId });
    expect((res.result as { fields: { field: string }[] }).fields[0].field).toBe('activityId');
  });

  it('sends its attachments with the invitation: uploads of the company only, by their stored name', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('Orden del día de la audiencia '.repeat(20))]);
    const upload = await app.request(as.professional, {
      method: 'POST',
      url: '/api/uploads',
      payload: pdf,
      headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Orden del día.pdf') },
    });
    const file = upload.result as { id: string };
    const since = Date.now() - 1000;
    const created = await appoint(as.professional, {
      subject: 'Preparación de audiencia',
      startsAt: '2026-06-12T14:00:00Z',
      endsAt: '2026-06-12T15:00:00Z',
      attendees: ['socio@texmed.com.co'],
      attachments: [{ id: file.id, name: 'otro nombre.exe' }],
    });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    expect((created.result as { attachments: { name: string }[] }).attachments).toEqual([
      expect.objectContaining({ id: file.id, name: 'Orden del día.pdf', contentType: 'application/pdf' }),
    ]);
    const dir = app.config.mail.outboxDir;
    const mail = fs
      .readdirSync(dir)
      .map((f) => path.join(dir, f))
      .filter((f) => fs.statSync(f).mtimeMs >= since)
      .map((f) => fs.readFileSync(f, 'utf8'))
      .find((raw) => raw.includes('To: socio@texmed.com.co'))!;
    expect(mail).toMatch(/Content-Type: application\/pdf; name=/);
    expect(mail).toContain(pdf.toString('base64').slice(0, 60));
    // The file is read by those who see the appointment: not by a colleague outside it, by an attendee.
    const read = () => app.request(as.leader, { method: 'GET', url: `/api/uploads/${file.id}` });
    expect((await read()).statusCode).toBe(404);
    await app
      .owner('appointments')
      .where({ id: (created.result as { id: string }).id })
      .update({ attendees: ['socio@texmed.com.co', 'lider@demo.test'] });
    expect((await read()).statusCode).toBe(200);
    // Another tenant's upload (or a made-up id) is not a file of this company: refused, nothing written.
    const other = await otherTenantHolder(app.owner, ['SettlementAccessAll']);
    const theirs = await app.request(await app.cookieFor(other.userId, other), {
      method: 'POST',
      url: '/api/uploads',
      payload: pdf,
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'ajeno.pdf' },
    });
    const before = await app.owner('appointments').count<{ n: string }[]>({ n: '*' });
    const refused = await appoint(as.professional, {
      subject: 'Con archivo ajeno',
      startsAt: '2026-06-12T16:00:00Z',
      endsAt: '2026-06-12T17:00:00Z',
      attachments: [{ id: (theirs.result as { id: string }).id }],
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.result as { fields: { field: string; code: string }[] }).fields[0]).toMatchObject({ field: 'attachments', code: 'INVALID_FILE' });
    expect(await app.owner('appointments').count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });
});
