// POST /api/uploads and GET /api/uploads/{id}: the attachment limits of the specification (docx,
// xlsx, pdf, mp4, wav up to 5 MB, the type read from the bytes), the descriptor a file field stores,
// and the bytes only for the company that uploaded them.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { ownActivity, tenants, userId } from '../testing/fixtures.ts';
import { ooxml, zip as zipOf } from '../../management/projects/documents/test-files.ts';
import { apiTest } from '../testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });
let otherCompany: string;

const pdf = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 32)]);
const upload = (cookie: string | null, body: Buffer, contentType: string, name?: string) =>
  app.request(cookie, {
    method: 'POST',
    url: '/api/uploads',
    payload: body,
    headers: { 'content-type': contentType, ...(name === undefined ? {} : { 'x-file-name': encodeURIComponent(name) }) },
  });
const count = async () => Number(((await app.owner('uploads').count({ n: '*' }).first()) as { n: string }).n);

beforeAll(async () => {
  otherCompany = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: ids.secondCompanyId });
});

describe('POST /api/uploads', () => {
  it('stores a PDF and answers its descriptor; any member of the company may upload', async () => {
    const res = await upload(as.professional, pdf(), 'application/pdf', 'Poder firmado ñ.pdf');
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const file = res.result as { id: string; name: string; size: number; contentType: string };
    expect(file).toEqual({ id: expect.any(String), name: 'Poder firmado ñ.pdf', size: 2048, contentType: 'application/pdf' });

    const got = await app.request(as.professional, { method: 'GET', url: `/api/uploads/${file.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('application/pdf');
    expect(got.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Poder firmado ñ.pdf')}`);
    expect(got.rawPayload.equals(pdf())).toBe(true);
  });

  it('takes the other attachment types when their bytes are theirs', async () => {
    const wav = Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE'), Buffer.alloc(100)]);
    const mp4 = Buffer.concat([Buffer.from('\u0000\u0000\u0000\u0018ftypmp42'), Buffer.alloc(100)]);
    expect((await upload(as.admin, ooxml('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx')).statusCode).toBe(201);
    expect((await upload(as.admin, ooxml('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx')).statusCode).toBe(201);
    expect((await upload(as.admin, wav, 'audio/wav', 'audiencia.wav')).statusCode).toBe(201);
    expect((await upload(as.admin, mp4, 'video/mp4', 'video.mp4')).statusCode).toBe(201);
  });

  it('refuses more than 5 MB, other types, bytes of another type, a name of another type, no name or no bytes, storing nothing', async () => {
    const before = await count();
    const big = await upload(as.admin, pdf(5 * 1024 * 1024 + 1), 'application/pdf', 'grande.pdf');
    expect(big.statusCode).toBe(400);
    expect(big.result).toMatchObject({ code: 'FILE_TOO_LARGE', messages: { es: 'El archivo supera el tamaño máximo de 5 MB' } });
    for (const [body, type, name] of [
      [pdf(), 'image/png', 'a.png'],
      [pdf(), 'text/html', 'a.html'],
      [Buffer.from('<html>'), 'application/pdf', 'a.pdf'],
      [pdf(), 'application/pdf', 'a.exe'],
      // Any ZIP is not an Office file: a .docx holds word/document.xml, an .xlsx xl/workbook.xml.
      [zipOf({ 'nota.txt': 'hola' }), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx'],
      [ooxml('xlsx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx'],
      [ooxml('docx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx'],
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx'],
    ] as const) {
      const res = await upload(as.admin, body, type, name);
      expect(res.statusCode, `${type} ${name}`).toBe(400);
      expect((res.result as { code: string }).code).toBe('FILE_TYPE_NOT_ALLOWED');
    }
    expect((await upload(as.admin, pdf(), 'application/pdf')).result).toMatchObject({ code: 'INVALID_FILE' });
    expect((await upload(as.admin, pdf(), 'application/pdf', 'a/../b.pdf')).result).toMatchObject({ code: 'INVALID_FILE' });
    expect((await upload(as.admin, Buffer.alloc(0), 'application/pdf', 'vacio.pdf')).result).toMatchObject({ code: 'INVALID_FILE' });
    expect(await count()).toBe(before);
  });

  it('answers 401 without a session and 403 to a person without a company', async () => {
    expect((await upload(null, pdf(), 'application/pdf', 'a.pdf')).statusCode).toBe(401);
    const homeless = await app.cookieFor(await userId(app.owner, 'sinempresa@demo.test'));
    expect((await upload(homeless, pdf(), 'application/pdf', 'a.pdf')).statusCode).toBe(403);
  });
});

describe('GET /api/uploads/{id}', () => {
  it('serves an unattached upload to its uploader only, and an attached one to those who see its record', async () => {
    const file = (await upload(as.professional, pdf(), 'application/pdf', 'Demanda de nulidad radicada.pdf')).result as {
      id: string;
      name: string;
      size: number;
      contentType: string;
    };
    const contact = await app.cookieFor(await userId(app.owner, 'cliente@demo.test'));
    const get = (cookie: string) => app.request(cookie, { method: 'GET', url: `/api/uploads/${file.id}` });
    expect((await get(as.professional)).statusCode).toBe(200);
    expect((await get(as.admin)).statusCode).toBe(404);
    expect((await get(as.admin)).result).toMatchObject({ code: 'FILE_NOT_FOUND' });
    // Attached to an activity of the professional's: whoever sees the activity reads it; the firm's files refuse a client's contact.
    const { mainCompanyId, demoTenantId } = await tenants(app.owner);
    const activity = await ownActivity(app.owner, mainCompanyId, 'profesional@demo.test');
    await app.owner('activity_files').insert({ tenant_id: demoTenantId, company_id: mainCompanyId, activity_id: activity, file });
    expect((await get(as.admin)).statusCode).toBe(200);
    expect((await get(as.professional)).statusCode).toBe(200);
    expect((await get(contact)).statusCode).toBe(403);
    const leader = await app.cookieFor(await userId(app.owner, 'comercial@demo.test'));
    const seesActivity = (await app.request(leader, { method: 'GET', url: `/api/activities/${activity}` })).statusCode === 200;
    expect((await get(leader)).statusCode).toBe(seesActivity ? 200 : 404);
  });

  it('answers 404 to another tenant and to another company of the same tenant', async () => {
    const file = (await upload(as.admin, pdf(), 'application/pdf', 'privado.pdf')).result as { id: string };
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/uploads/${file.id}` })).statusCode).toBe(404);
    expect((await app.request(otherCompany, { method: 'GET', url: `/api/uploads/${file.id}` })).statusCode).toBe(404);
    expect((await app.request(as.admin, { method: 'GET', url: '/api/uploads/not-an-id' })).statusCode).toBe(404);
    expect((await app.request(null, { method: 'GET', url: `/api/uploads/${file.id}` })).statusCode).toBe(401);
  });
});
