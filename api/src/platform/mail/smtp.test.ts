// Mail that leaves (issue 31, item 1): with SMTP_URL the messages go to an SMTP server, over STARTTLS
// and with the URL's login, instead of the outbox folder. A real SMTP server (smtp-server) started
// here receives a help request, an appointment's invitation and a flow alert, each read back with
// mailparser: headers (Content-Language among them), words and parts. A server that refuses the login leaves the help request
// and the flow alert's mail recorded as not sent (the retry job sends them once the server takes
// them) and undoes an appointment with 503 MAIL_UNAVAILABLE.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { ownActivity, tenants, userId } from '../testing/fixtures.ts';
import { closeMailTransports } from './outbox.ts';

const TLS = path.join(import.meta.dirname, '../testing/tls');
const LOGIN = { user: 'lawfirm', password: 's3cret' };

interface Received {
  mail: ParsedMail;
  secure: boolean;
  user: unknown;
  to: string[];
}

let app: TestApp;
let smtp: SMTPServer;
let port = 0;
let received: Received[] = [];
let professional: string;
let activityId: string;

const smtpUrl = (password = LOGIN.password) => `smtp://${LOGIN.user}:${password}@127.0.0.1:${port}?tls.rejectUnauthorized=false`;
/** Waits for `count` messages (delivery is done before the API answers, parsing a moment after). */
async function messages(count: number): Promise<Received[]> {
  const deadline = Date.now() + 10_000;
  while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return received;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    key: fs.readFileSync(path.join(TLS, 'localhost.key')),
    cert: fs.readFileSync(path.join(TLS, 'localhost.crt')),
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === LOGIN.user && auth.password === LOGIN.password) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      simpleParser(stream).then((mail) => {
        received.push({ mail, secure: session.secure, user: session.user, to: session.envelope.rcptTo.map((r) => r.address) });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp();
  const ids = await tenants(app.owner);
  professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
  activityId = await ownActivity(app.owner, ids.mainCompanyId, 'profesional@demo.test');
});

beforeEach(() => {
  received = [];
  app.config.mail.smtpUrl = smtpUrl();
});

afterAll(async () => {
  closeMailTransports();
  await app?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('through SMTP', () => {
  it('sends a help request to support over TLS with the login, replying to the person, in Spanish', async () => {
    const answer = await app.request(null, {
      method: 'POST',
      url: '/api/auth/need-help',
      headers: { 'accept-language': 'en' },
      payload: { email: 'Ana.Gomez@cafe-quindio.com.co', concern: 'No puedo entrar: ¿me ayudan? Gracias' },
    });
    expect(answer.statusCode).toBe(201);
    const [{ mail, secure, user, to }] = await messages(1);
    expect(secure).toBe(true); // STARTTLS before the login
    expect(user).toBe(LOGIN.user);
    expect(to).toEqual([app.config.mail.supportEmail]);
    expect(mail.from?.value[0].address).toBe(app.config.mail.from);
    expect(mail.replyTo?.value[0].address).toBe('ana.gomez@cafe-quindio.com.co');
    expect(mail.subject).toBe('Solicitud de ayuda de ana.gomez@cafe-quindio.com.co');
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    // The support team reads Spanish; the person's language is said in it.
    expect(mail.text).toContain('Idioma: en');
    expect(mail.headers.get('content-language')).toBe('es');
    expect(mail.text).toContain('No puedo entrar: ¿me ayudan? Gracias');
    const stored = await app.owner('help_requests').where({ email: 'ana.gomez@cafe-quindio.com.co' }).first('mailed_at', 'mail_file');
    expect(stored.mailed_at).not.toBeNull();
    expect(stored.mail_file).toBeNull(); // no outbox file: it left
  });

  it("sends an appointment's invitation to each attendee as an iCalendar REQUEST with the organizer to reply to", async () => {
    const created = await app.request(professional, {
      method: 'POST',
      url: '/api/appointments',
      payload: {
        subject: 'Audiencia de conciliación',
        location: 'Juzgado 3 Laboral',
        startsAt: '2026-06-09T14:00:00Z',
        endsAt: '2026-06-09T15:00:00Z',
        attendees: ['cliente@texmed.com.co', 'socio@texmed.com.co'],
        activityId,
      },
    });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const arrived = await messages(2);
    expect(arrived.map((m) => m.to[0]).sort()).toEqual(['cliente@texmed.com.co', 'socio@texmed.com.co']);
    for (const { mail } of arrived) {
      expect(mail.subject).toBe('Audiencia de conciliación');
      // In the company's language, on its clock (14:00 UTC is 9:00 in Bogotá), with its zone named.
      expect(mail.headers.get('content-language')).toBe('es');
      expect(mail.text).toMatch(/martes, 9 de junio de 2026, 9:00\sa\s10:00\sa\.\sm\./);
      expect(mail.text).toContain('(America/Bogota)');
      expect(mail.text).toContain('Lugar: Juzgado 3 Laboral');
      expect(mail.replyTo?.value[0].address).toBe('profesional@demo.test');
      const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      expect(calendar, 'the invitation part').toBeDefined();
      const ics = calendar!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('SUMMARY:Audiencia de conciliación');
    }
  });

  it("sends a flow alert to the activity's responsible", async () => {
    const { sendFlowAlerts } = await import('../../production/notifications/flow-alerts.ts');
    const answer = await app.owner('activities').where({ code: 'ACT-DEMO-LAB-CON' }).first('id');
    await app.owner('activities').where({ id: answer.id }).update({ state: 'InProcess', delivery_at: '2026-05-20T17:00:00Z' });
    expect(await sendFlowAlerts(app.db, app.config.mail, '2026-05-17')).toBeGreaterThanOrEqual(1);
    const [{ mail, to }] = await messages(1);
    expect(to).toEqual(['profesional@demo.test']);
    expect(mail.subject).toBe('Vence el término de contestación: ACT-DEMO-LAB-CON');
    expect(mail.text).toContain('/operative-activities/general-activities/view/');
  });
});

describe('a mail server that refuses', () => {
  beforeEach(() => {
    closeMailTransports(); // a new login for the new password
    app.config.mail.smtpUrl = smtpUrl('wrong');
  });

  it('keeps a help request for a later attempt', async () => {
    const answer = await app.request(null, {
      method: 'POST',
      url: '/api/auth/need-help',
      payload: { email: 'luis@texmed.com.co', concern: 'Olvidé mi clave' },
    });
    expect(answer.statusCode).toBe(201);
    const stored = await app.owner('help_requests').where({ email: 'luis@texmed.com.co' }).first('mailed_at');
    expect(stored.mailed_at).toBeNull();
    expect(received).toEqual([]);
  });

  it("undoes an appointment whose invitation could not leave, saying so in the person's language", async () => {
    const before = await app.owner('appointments').count({ n: '*' }).first();
    const refused = await app.request(professional, {
      method: 'POST',
      url: '/api/appointments',
      headers: { 'accept-language': 'en' },
      payload: { subject: 'Reunión', startsAt: '2026-06-10T14:00:00Z', endsAt: '2026-06-10T15:00:00Z', attendees: ['cliente@texmed.com.co'] },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.result).toMatchObject({ code: 'MAIL_UNAVAILABLE', message: 'The mail server is not answering; the message was not sent. Try again later' });
    expect(await app.owner('appointments').count({ n: '*' }).first()).toEqual(before);
  });

  it("records a flow alert's mail that did not leave, and the retry job sends what was held back once the server takes it", async () => {
    const { sendFlowAlerts } = await import('../../production/notifications/flow-alerts.ts');
    const { retryUnsentMail } = await import('../../production/notifications/mail-retry.ts');
    const answer = await app.owner('activities').where({ code: 'ACT-DEMO-LAB-CON' }).first('id');
    await app.owner('activities').where({ id: answer.id }).update({ state: 'InProcess', delivery_at: '2026-05-25T17:00:00Z' });
    await expect(sendFlowAlerts(app.db, app.config.mail, '2026-05-22')).rejects.toThrow(/not sent/);
    const held = await app.owner('flow_alert_deliveries').where({ activity_id: answer.id, fire_date: '2026-05-22' }).first('mailed_at', 'mail_error');
    expect(held).toMatchObject({ mailed_at: null, mail_error: 'MAIL_UNAVAILABLE' });
    // Still refused: nothing leaves, nothing is marked.
    expect((await retryUnsentMail(app.db, app.config.mail)).sent).toBe(0);

    closeMailTransports();
    app.config.mail.smtpUrl = smtpUrl();
    expect(await retryUnsentMail(app.db, app.config.mail)).toEqual({ sent: 2, unsent: 0 });
    const arrived = await messages(2);
    expect(arrived.map((m) => m.mail.subject).sort()).toEqual([
      'Solicitud de ayuda de luis@texmed.com.co',
      'Vence el término de contestación: ACT-DEMO-LAB-CON',
    ]);
    expect(await app.owner('help_requests').where({ email: 'luis@texmed.com.co' }).first('mailed_at')).toMatchObject({ mailed_at: expect.any(Date) });
    expect(await app.owner('flow_alert_deliveries').where({ activity_id: answer.id, fire_date: '2026-05-22' }).first('mailed_at', 'mail_error')).toMatchObject({
      mailed_at: expect.any(Date),
      mail_error: null,
    });
    // Sent once: the next run finds nothing.
    expect(await retryUnsentMail(app.db, app.config.mail)).toEqual({ sent: 0, unsent: 0 });
    expect(received.length).toBe(2);
  });
});
