// A project's documents: DOCX, XLSX, PPTX or PDF up to 250 MB, the kind read from the bytes,
// streamed in and out; listed by the declared resource project-documents (decision 287);
// AdministrationProjects of the project's company only.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../../policies/permissions.ts';
import { userId } from '../../../platform/testing/fixtures.ts';
import { ooxml, pdf } from './test-files.ts';
import { apiTest } from '../../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });
let otherCompany: string;
let projectId: string;

const upload = (cookie: string, body: Buffer, name: string, project = projectId, headers: Record<string, string> = {}) =>
  app.request(cookie, {
    method: 'POST',
    url: `/api/projects/${project}/documents`,
    payload: body,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name), ...headers },
  });
/** The project's documents as the declared list answers them (newest first), with its total. */
const listed = (cookie: string, project = projectId) =>
  app.request(cookie, { method: 'GET', url: `/api/project-documents?projectId=${project}&_start=0&_end=20` });
const count = async () => Number(((await app.owner('project_documents').count({ n: '*' }).first()) as { n: string }).n);

beforeAll(async () => {
  otherCompany = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: ids.secondCompanyId });
  projectId = (await app.owner('projects').where({ company_id: ids.mainCompanyId }).orderBy('name').first('id')).id as string;
});

describe('project documents', () => {
  it('stores each of the four kinds, lists them newest first and streams them back byte for byte', async () => {
    const files = { 'Poder firmado ñ.pdf': pdf(4096), 'Contrato.docx': ooxml('docx'), 'Cuentas.xlsx': ooxml('xlsx'), 'Informe.PPTX': ooxml('pptx') };
    const created: { id: string; name: string; size: number; contentType: string }[] = [];
    for (const [name, bytes] of Object.entries(files)) {
      const res = await upload(as.admin, bytes, name);
      expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
      created.push(res.result as (typeof created)[number]);
    }
    expect(created[0]).toMatchObject({ name: 'Poder firmado ñ.pdf', size: 4096, contentType: 'application/pdf' });
    expect(created[3].contentType).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');

    const list = await listed(as.admin);
    expect(list.statusCode).toBe(200);
    const rows = list.result as { id: string; projectId: string; name: string; size: number; contentType: string; createdBy: string }[];
    expect(rows.slice(0, 4).map((d) => d.name)).toEqual(['Informe.PPTX', 'Cuentas.xlsx', 'Contrato.docx', 'Poder firmado ñ.pdf']);
    expect(rows[3]).toMatchObject({ ...created[0], projectId, size: 4096, createdBy: await userId(app.owner, 'admin@demo.test') });
    expect(Number(list.headers['x-total-count'])).toBe(rows.length);

    const got = await app.request(as.admin, { method: 'GET', url: `/api/projects/${projectId}/documents/${created[1].id}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('wordprocessingml');
    expect(got.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Contrato.docx");
    expect(got.rawPayload.equals(files['Contrato.docx'])).toBe(true);

    const removed = await app.request(as.admin, { method: 'DELETE', url: `/api/projects/${projectId}/documents/${created[1].id}` });
    expect(removed.statusCode).toBe(204);
    expect((await app.request(as.admin, { method: 'GET', url: `/api/projects/${projectId}/documents/${created[1].id}` })).statusCode).toBe(404);
    expect(((await listed(as.admin)).result as { id: string }[]).map((d) => d.id)).not.toContain(created[1].id);
  });

  it('refuses a renamed .exe or .txt as .pdf or .docx, another Office kind, other extensions and no name, storing nothing', async () => {
    const before = await count();
    const exe = Buffer.concat([Buffer.from('MZ\u0090\u0000'), Buffer.alloc(2000)]);
    const text = Buffer.from('Lista de tareas\n'.repeat(50));
    for (const [bytes, name] of [
      [exe, 'contrato.pdf'],
      [exe, 'contrato.docx'],
      [text, 'notas.pdf'],
      [text, 'notas.docx'],
      [ooxml('xlsx'), 'hoja.docx'],
      [pdf(), 'poder.exe'],
      [pdf(), 'poder.txt'],
    ] as const) {
      const res = await upload(as.admin, bytes, name);
      expect(res.statusCode, name).toBe(415);
      expect((res.result as { code: string; message: string }).code).toBe('PROJECT_DOCUMENT_TYPE_NOT_ALLOWED');
    }
    const noName = await app.request(as.admin, {
      method: 'POST',
      url: `/api/projects/${projectId}/documents`,
      payload: pdf(),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(noName.statusCode).toBe(400);
    expect((noName.result as { code: string }).code).toBe('INVALID_FILE');
    const empty = await upload(as.admin, Buffer.alloc(0), 'vacio.pdf');
    expect((empty.result as { code: string }).code).toBe('INVALID_FILE');
    expect(await count()).toBe(before);
  });

  it('answers 413 PROJECT_DOCUMENT_TOO_LARGE with its es/en message for a body declared over 250 MB', async () => {
    const res = await upload(as.admin, pdf(), 'grande.pdf', projectId, { 'content-length': String(250 * 1024 * 1024 + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.result).toMatchObject({ code: 'PROJECT_DOCUMENT_TOO_LARGE', message: 'El documento supera el tamaño máximo de 250 MB' });
  });

  it('takes a file of several megabytes through the stream', async () => {
    const big = ooxml('pptx', 7 * 1024 * 1024);
    const res = await upload(as.admin, big, 'Presentación grande.pptx');
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    expect((res.result as { size: number }).size).toBe(big.length);
    const got = await app.request(as.admin, { method: 'GET', url: `/api/projects/${projectId}/documents/${(res.result as { id: string }).id}` });
    expect(got.rawPayload.equals(big)).toBe(true);
  });

  it('is forbidden without AdministrationProjects, and another company or tenant sees no such project', async () => {
    const before = await count();
    expect((await upload(as.professional, pdf(), 'a.pdf')).statusCode).toBe(403);
    expect((await listed(as.professional)).statusCode).toBe(403);
    const doc = ((await upload(as.admin, pdf(), 'privado.pdf')).result as { id: string }).id;
    for (const cookie of [otherCompany, as.outsider]) {
      expect((await upload(cookie, pdf(), 'a.pdf')).statusCode).toBe(404);
      // As every declared list: a project out of reach lists nothing, and its document is not found.
      const seen = await listed(cookie);
      expect(seen.statusCode).toBe(200);
      expect(seen.result).toEqual([]);
      expect((await app.request(cookie, { method: 'GET', url: `/api/project-documents/${doc}` })).statusCode).toBe(404);
      expect((await app.request(cookie, { method: 'GET', url: `/api/projects/${projectId}/documents/${doc}` })).statusCode).toBe(404);
      expect((await app.request(cookie, { method: 'DELETE', url: `/api/projects/${projectId}/documents/${doc}` })).statusCode).toBe(404);
    }
    expect(await count()).toBe(before + 1);
  });
});
