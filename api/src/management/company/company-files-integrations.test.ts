// The company's files (screen `file`) and integrations (screen `APIs`): a file names an upload of
// the company; an integration's address is an https URL and its name is the company's once; the
// general update code writes them, AdministrationCompany reads them.
import { describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { isServiceUrl } from './company-integrations.resource.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as } = apiTest({ as: ['admin'] });

const post = (url: string, payload: Record<string, unknown>, cookie = as.admin) => app.request(cookie, { method: 'POST', url, payload });
type Body = { code: string; fields?: { field: string; code: string; message: string }[] };

describe("the company's files", () => {
  it('keeps a document whose file is an upload of the company, and refuses a made-up one', async () => {
    const upload = await app.request(as.admin, {
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Cámara de comercio.pdf') },
    });
    expect(upload.statusCode, JSON.stringify(upload.result)).toBe(201);
    const res = await post('/api/company-files', {
      title: 'Certificado de existencia',
      category: 'certificate',
      file: upload.result,
      validUntil: '2027-01-31',
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    expect(res.result).toMatchObject({ title: 'Certificado de existencia', file: { name: 'Cámara de comercio.pdf' } });
    const madeUp = await post('/api/company-files', {
      title: 'Inventado',
      file: { id: '7f000000-0000-4000-8000-00000000abcd', name: 'x.pdf', size: 10, contentType: 'application/pdf' },
    });
    expect(madeUp.statusCode).toBe(400);
    expect((madeUp.result as Body).fields?.[0]).toMatchObject({ field: 'file', code: 'INVALID_FILE' });
    expect(((await post('/api/company-files', { title: '' })).result as Body).fields?.map((f) => f.code)).toEqual(
      expect.arrayContaining(['NAME_REQUIRED', 'REQUIRED']),
    );
  });
});

describe("the company's integrations (APIs)", () => {
  it('asks an https address and a name of its own', async () => {
    const ok = await post('/api/company-integrations', { name: 'Calendario corporativo', kind: 'calendar', baseUrl: 'https://calendar.example.co/api' });
    expect(ok.statusCode, JSON.stringify(ok.result)).toBe(201);
    const plain = await post('/api/company-integrations', { name: 'Inseguro', kind: 'webhook', baseUrl: 'http://hooks.example.co' });
    expect((plain.result as Body).fields?.[0]).toMatchObject({
      field: 'baseUrl',
      code: 'INTEGRATION_URL_INVALID',
      message: 'La dirección debe ser una URL https completa, por ejemplo https://api.proveedor.com',
    });
    const again = await post('/api/company-integrations', { name: 'CALENDARIO CORPORATIVO', kind: 'calendar', baseUrl: 'https://other.example.co' });
    expect(again.statusCode).toBe(409);
    expect((again.result as Body).code).toBe('INTEGRATION_NAME_TAKEN');
  });

  it('takes https anywhere and http only on this machine', () => {
    expect(['https://a.co', 'http://localhost:8080/x', 'http://127.0.0.1'].map(isServiceUrl)).toEqual([true, true, true]);
    expect(['http://a.co', 'ftp://a.co', 'a.co', '', null].map(isServiceUrl)).toEqual([false, false, false, false, false]);
  });

  it("refuses a member without the company's codes; the demo has its integrations", async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await app.request(professional, { method: 'GET', url: '/api/company-integrations' })).statusCode).toBe(403);
    expect((await post('/api/company-files', { title: 'x' }, professional)).statusCode).toBe(403);
    const seeded = (await app.request(as.admin, { method: 'GET', url: '/api/company-integrations' })).result as { kind: string }[];
    expect(seeded.map((r) => r.kind)).toEqual(expect.arrayContaining(['electronicInvoicing', 'messaging']));
  });
});
