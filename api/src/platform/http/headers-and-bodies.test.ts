// What every answer carries (security headers, the session cookie's Secure flag) and what a JSON
// route reads (JSON only): issue 10, items 7 and 8.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieSecure } from '../../auth/session-cookie.ts';
import { createServer } from '../../server.ts';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { userId } from '../testing/fixtures.ts';
import { contentSecurityPolicy } from './security-headers.ts';

let app: TestApp;
let admin: string;
const SCRIPT = Buffer.from(`export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, name: `fila ${i}` })))};\n`);
let distDir: string;
const dist = () => distDir;
/** The same API over https, behind a real identity provider, serving a built admin. */
let httpsServer: Server;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'));
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  const dist = distDir;
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  // A script with the compressed copies the build writes (admin/vite.config.ts), and a stylesheet without.
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'index.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'index.js.gz'), zlib.gzipSync(SCRIPT, { level: 9 }));
  fs.writeFileSync(path.join(dist, 'assets', 'index.css'), `${'.fila { color: #222; }\n'.repeat(200)}`);
  httpsServer = await createServer({
    db: app.db,
    config: { ...app.config, publicUrl: 'https://firma.example', adminDist: dist, oidc: { ...app.config.oidc, issuer: 'https://idp.example/realms/firma' } },
  });
  await httpsServer.initialize();
});
afterAll(async () => {
  await httpsServer?.stop();
  await app?.close();
});

const countClients = async () => Number((await app.owner('clients').count({ n: '*' }).first())!.n);

describe('JSON routes read JSON only', () => {
  it('refuses a form-encoded body with 415 UNSUPPORTED_MEDIA_TYPE and writes nothing (no Origin header, as an API client)', async () => {
    const before = await countClients();
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await app.request(admin, {
        method: 'POST',
        url: '/api/clients',
        headers: { 'content-type': contentType, 'accept-language': 'en' },
        payload: contentType.startsWith('application/x-www') ? 'name=Forma&documentNumber=900123' : '{"name":"Forma"}',
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.result).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The request body must be sent as JSON',
        messages: { es: 'El contenido de la solicitud debe enviarse en formato JSON' },
      });
    }
    expect(await countClients()).toBe(before);
  });

  it('still reads JSON, and a body without Content-Type as JSON', async () => {
    const json = await app.request(admin, { method: 'POST', url: '/api/practices', payload: { name: 'Práctica JSON' } });
    expect(json.statusCode).toBe(201);
    const bare = await app.request(admin, { method: 'POST', url: '/api/sessions/current/activity' });
    expect(bare.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  };

  it('are on API answers, successes and failures alike', async () => {
    expectHeaders((await app.request(admin, { method: 'GET', url: '/api/me' })).headers);
    expectHeaders((await app.request(null, { method: 'GET', url: '/api/me' })).headers);
    expectHeaders((await app.request(admin, { method: 'GET', url: '/api/nothing-here' })).headers);
    expectHeaders(
      (await app.request(admin, { method: 'POST', url: '/api/clients', payload: '{"name": ', headers: { 'content-type': 'application/json' } })).headers,
    );
  });

  it('are on the admin page, whose only foreign origin is the identity provider (forms it posts)', async () => {
    const page = await httpsServer.inject({ method: 'GET', url: '/grid-clients' });
    expect(page.statusCode).toBe(200);
    expectHeaders(page.headers);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' https://idp.example;");
    expect(csp).toContain("connect-src 'self';");
    // No origin but ours and the provider's anywhere in the policy.
    expect(csp.match(/https?:\/\/[^\s;]+/g)).toEqual(['https://idp.example']);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('lets only the API documentation page (Swagger UI boots from an inline script) run inline script', async () => {
    const docs = await app.request(null, { method: 'GET', url: '/documentation' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy()).toMatch(/script-src 'self';/);
  });
});

describe('the session cookie', () => {
  it('is Secure exactly when PUBLIC_URL is https', () => {
    expect(sessionCookieSecure('https://firma.example')).toBe(true);
    expect(sessionCookieSecure('https://localhost:3000')).toBe(true);
    expect(sessionCookieSecure('http://localhost:3000')).toBe(false);
    expect(sessionCookieSecure('http://192.168.1.20:3000')).toBe(false);
  });

  it('is declared Secure by the server over https', async () => {
    // The server's cookie definition (every state() of this name) carries Secure over https.
    expect(httpsServer.states.cookies.lf_session.isSecure).toBe(true);
  });
});

describe('compression', () => {
  it('answers a page of JSON gzip-compressed to a client that accepts it, and plain to one that does not', async () => {
    const zipped = await app.request(admin, { url: '/api/clients?_start=0&_end=20', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const rows = JSON.parse(zlib.gunzipSync(zipped.rawPayload).toString('utf8')) as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    // Zlib's fastest level still takes most of the size away (issue 30: a third of level 6's CPU).
    const plain = await app.request(admin, { url: '/api/clients?_start=0&_end=20', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.payload)).toEqual(rows);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('compresses a JSON answer in one piece, with its length and its own headers (decision 296)', async () => {
    const zipped = await app.request(admin, { url: '/api/clients?_start=0&_end=20', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBe(zipped.rawPayload.length);
    expect(zipped.headers['transfer-encoding']).toBeUndefined();
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(Number(zipped.headers['x-total-count'])).toBeGreaterThan(0);
    expect(zipped.headers['x-content-type-options']).toBe('nosniff');
    const plain = await app.request(admin, { url: '/api/clients?_start=0&_end=20' });
    expect(JSON.parse(zlib.gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.payload));
    expect(zipped.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  });

  it('leaves deflate to the server, and a small answer as it is', async () => {
    const deflated = await app.request(admin, { url: '/api/clients?_start=0&_end=20', headers: { 'accept-encoding': 'deflate' } });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    const plain = await app.request(admin, { url: '/api/clients?_start=0&_end=20' });
    expect(JSON.parse(zlib.inflateSync(deflated.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.payload));
    const small = await app.request(admin, { url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  describe("the admin's built files (decision 300)", () => {
    const asset = (url: string, headers: Record<string, string> = {}) => httpsServer.inject({ method: 'GET', url, headers });

    it("sends the build's Brotli copy to a browser that accepts it, as it is, with the script's type", async () => {
      const res = await asset('/assets/index.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload).toEqual(fs.readFileSync(path.join(dist(), 'assets', 'index.js.br')));
      expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(SCRIPT);
    });

    it('sends the gzip copy to one that accepts gzip only, or prefers it', async () => {
      for (const header of ['gzip', 'br;q=0.5, gzip']) {
        const res = await asset('/assets/index.js', { 'accept-encoding': header });
        expect(res.headers['content-encoding'], header).toBe('gzip');
        expect(res.rawPayload, header).toEqual(fs.readFileSync(path.join(dist(), 'assets', 'index.js.gz')));
      }
    });

    it('sends the file as it is to one that accepts neither, and for a range of its bytes', async () => {
      const plain = await asset('/assets/index.js', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload).toEqual(SCRIPT);
      const range = await asset('/assets/index.js', { 'accept-encoding': 'br', range: 'bytes=0-5' });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.payload).toBe('export');
      const unreadable = await asset('/assets/index.js', { 'accept-encoding': 'br;;' });
      expect(unreadable.statusCode).toBe(200);
      expect(unreadable.headers['content-encoding']).toBeUndefined();
    });

    it('compresses a file without copies on the fly, as any answer, and never answers a copy by its own name as the file', async () => {
      const css = await asset('/assets/index.css', { 'accept-encoding': 'br, gzip' });
      expect(css.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(css.rawPayload).toString()).toContain('.fila');
      const page = await asset('/clientes', { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.payload).toContain('<div id="root">');
    });
  });
});
