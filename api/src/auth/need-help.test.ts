// The help form of the login page (stored, mailed to support through the outbox, limited per email
// and address) and the countries list; neither needs a session.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { createTestApp, type TestApp } from '../platform/testing/harness.ts';
import { composeMessage } from '../platform/mail/outbox.ts';
import type { Request } from '@hapi/hapi';
import { LIMITS, clientAddress } from './rate-limit.ts';

let app: TestApp;
let outbox: string;

beforeAll(async () => {
  app = await createTestApp();
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  app.config.mail.outboxDir = outbox; // read at each request
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const ask = (payload: unknown, opts: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  app.server.inject({ method: 'POST', url: '/api/auth/need-help', payload: payload as object, ...opts });
const code = (res: { result: unknown }) => (res.result as { code: string }).code;

/** Headers (unfolded) and the decoded body of an .eml file. */
function readEml(file: string) {
  const raw = fs.readFileSync(file, 'utf8');
  const [head, body] = raw.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .replace(/\r\n /g, ' ')
      .split('\r\n')
      .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
  );
  return { raw, headers, text: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8') };
}
/** RFC 2047: blanks between two encoded words are not text. */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

describe('POST /api/auth/need-help', () => {
  it('stores the request and writes an RFC 5322 mail to the support address, with no session', async () => {
    const res = await ask({ email: 'Ana.Ruiz@firma.example', concern: 'No puedo ingresar desde ayer.\nGracias.' }, { headers: { 'user-agent': 'vitest' } });
    expect(res.statusCode).toBe(201);
    const { id } = res.result as { id: string; receivedAt: string };
    const row = await app.owner('help_requests').where({ id }).first();
    expect(row).toMatchObject({ email: 'ana.ruiz@firma.example', concern: 'No puedo ingresar desde ayer.\nGracias.', locale: 'es', user_agent: 'vitest' });
    expect(row.mailed_at).toBeTruthy();

    const eml = readEml(path.join(outbox, row.mail_file));
    expect(eml.raw).not.toMatch(/[^\r]\n/); // CRLF line endings only
    expect(eml.headers).toMatchObject({
      From: 'no-reply@localhost',
      To: 'soporte@localhost',
      'Reply-To': 'ana.ruiz@firma.example',
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Transfer-Encoding': 'base64',
    });
    expect(eml.headers.Date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(eml.headers['Message-ID']).toMatch(/^<[\w-]+@localhost>$/);
    expect(decodeWords(eml.headers.Subject)).toBe('Solicitud de ayuda de ana.ruiz@firma.example');
    expect(eml.text).toMatch(/No puedo ingresar desde ayer\.\r?\nGracias\./);
    expect(eml.text).toContain(`Referencia: ${id}`);
  });

  it("refuses a bad email with 'Este formato de email no está permitido' and a missing concern, storing nothing", async () => {
    const before = await app.owner('help_requests').count({ n: '*' }).first();
    const bad = await ask({ email: 'no-es-un-correo', concern: 'Ayuda' }, { headers: { 'accept-language': 'es' } });
    expect(bad.statusCode).toBe(400);
    expect((bad.result as { fields: unknown[] }).fields).toEqual([
      expect.objectContaining({ field: 'email', code: 'EMAIL_NOT_ALLOWED', message: 'Este formato de email no está permitido' }),
    ]);
    for (const email of ['a@b', 'ana ruiz@firma.example', 'ana@firma.example\r\nBcc: x@y.example', 'a,b@firma.example']) {
      expect(code(await ask({ email, concern: 'Ayuda' }))).toBe('VALIDATION_FAILED');
    }
    const missing = await ask({ email: 'ana@firma.example', concern: '   ' });
    expect((missing.result as { fields: { field: string; code: string }[] }).fields).toEqual([expect.objectContaining({ field: 'concern', code: 'REQUIRED' })]);
    expect(await app.owner('help_requests').count({ n: '*' }).first()).toEqual(before);
  });

  it('limits requests per email with HELP_RATE_LIMITED', async () => {
    const email = 'insistente@firma.example';
    for (let i = 0; i < LIMITS.helpPerEmail.max; i += 1) {
      expect((await ask({ email, concern: `Intento ${i}` }, { remoteAddress: `198.51.100.${i + 1}` })).statusCode).toBe(201);
    }
    const refused = await ask({ email: email.toUpperCase(), concern: 'Otra vez' }, { remoteAddress: '198.51.100.99' });
    expect(refused.statusCode).toBe(429);
    expect(code(refused)).toBe('HELP_RATE_LIMITED');
    expect(await app.owner('help_requests').where({ email }).count({ n: '*' }).first()).toEqual({ n: String(LIMITS.helpPerEmail.max) });
    expect((await ask({ email: 'otra@firma.example', concern: 'Hola' }, { remoteAddress: '198.51.100.99' })).statusCode).toBe(201);
  });

  it('limits requests per client address', async () => {
    const remoteAddress = '203.0.113.50';
    for (let i = 0; i < LIMITS.helpPerIp.max; i += 1) {
      expect((await ask({ email: `persona${i}@firma.example`, concern: 'Hola' }, { remoteAddress })).statusCode).toBe(201);
    }
    expect(code(await ask({ email: 'una.mas@firma.example', concern: 'Hola' }, { remoteAddress }))).toBe('HELP_RATE_LIMITED');
    // The refused request used no slot of its email.
    expect((await ask({ email: 'una.mas@firma.example', concern: 'Hola' }, { remoteAddress: '203.0.113.51' })).statusCode).toBe(201);
  });

  it('counts the address the one trusted proxy saw, only when told to trust it', () => {
    const req = (forwarded?: string) =>
      ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, info: { remoteAddress: '::ffff:10.0.0.1' } }) as unknown as Request;
    expect(clientAddress(req('203.0.113.1, 192.0.2.10'), true)).toBe('192.0.2.10');
    expect(clientAddress(req('203.0.113.1, 192.0.2.10'), false)).toBe('10.0.0.1');
    expect(clientAddress(req(), true)).toBe('10.0.0.1');
  });

  it('refuses a request posted from another site', async () => {
    expect(code(await ask({ email: 'ana@firma.example', concern: 'x' }, { headers: { origin: 'https://evil.example' } }))).toBe('CROSS_SITE_REQUEST');
  });
});

describe('the outbox message', () => {
  it('takes the support address from SUPPORT_EMAIL', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'ayuda@firma.example' }).mail.supportEmail).toBe('ayuda@firma.example');
    expect(loadConfig({}).mail.supportEmail).toBe('soporte@localhost');
  });

  it('composes a UTF-8 message whose non-ASCII subject survives the trip', async () => {
    const subject = 'Solicitud de ayuda — ñandú, acción y corazón '.repeat(4);
    const { raw } = await composeMessage({ from: 'no-reply@localhost', to: 'soporte@localhost', subject, text: 'Hola, ¿qué tal?' });
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('To: soporte@localhost');
  });

  it('never lets an address carry a header of its own', async () => {
    const msg = { from: 'no-reply@localhost', to: 'soporte@localhost', subject: 's', text: 't' };
    await expect(composeMessage({ ...msg, replyTo: 'a@b.example\r\nBcc: x@y.example' })).rejects.toThrow();
    await expect(composeMessage({ ...msg, to: 'Soporte <soporte@localhost>' })).rejects.toThrow();
    expect((await composeMessage({ ...msg, subject: 'a\r\nBcc: x@y.example' })).raw).not.toMatch(/\r\nBcc:/);
  });
});

describe('GET /api/countries', () => {
  it('lists the seeded countries with Colombia first, in the caller’s language, with no session', async () => {
    const es = await app.request(null, { method: 'GET', url: '/api/countries' });
    expect(es.statusCode).toBe(200);
    const list = es.result as { id: string; code: string; name: string; names: { es: string; en: string } }[];
    expect(list[0]).toEqual({ id: 'COL', code: 'COL', name: 'Colombia', names: { es: 'Colombia', en: 'Colombia' } });
    expect(es.headers['x-total-count']).toBe(String(list.length));
    expect(es.headers['x-default-country']).toBe('COL');
    expect(list.find((c) => c.code === 'ESP')!.name).toBe('España');
    const rest = list.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es')));

    const en = await app.request(null, { method: 'GET', url: '/api/countries', headers: { 'accept-language': 'en-GB' } });
    const enList = en.result as { code: string; name: string }[];
    expect(enList[0].code).toBe('COL');
    expect(enList.find((c) => c.code === 'ESP')!.name).toBe('Spain');
  });
});
