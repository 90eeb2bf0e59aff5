// The documentation centre: the files of what the caller sees (an activity's attachment, an expense's
// support, a project's document), filtered and paged, each downloadable; a member who does not see
// the activity and another tenant get neither the row nor the bytes; a client contact is refused the centre.
import { beforeAll, describe, expect, it } from 'vitest';
import { ownActivity, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['professional', 'admin', 'contact'], outsider: ['SettlementAccessAll'] });
let activityId: string;
let fileRowId: string;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('Poder especial firmado '.repeat(40))]);

interface Listed {
  data: { source: string; id: string; name: string; size: number; ownerId: string; clientName: string; uploadedByName: string }[];
  total: number;
}

beforeAll(async () => {
  activityId = await ownActivity(app.owner, ids.mainCompanyId, 'profesional@demo.test');
  // The professional uploads a PDF and attaches it to their activity.
  const upload = await app.request(as.professional, {
    method: 'POST',
    url: '/api/uploads',
    payload: PDF,
    headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Poder especial Ñandú.pdf') },
  });
  expect(upload.statusCode, JSON.stringify(upload.result)).toBe(201);
  const activity = await app.owner('activities').where({ id: activityId }).first();
  const [row] = await app
    .owner('activity_files')
    .insert({ tenant_id: activity.tenant_id, company_id: activity.company_id, activity_id: activityId, file: JSON.stringify(upload.result) })
    .returning('id');
  fileRowId = row.id;
});

describe('documentation centre', () => {
  it('lists the files the caller sees, filtered by source, type, name and dates, with the total', async () => {
    const all = await app.request(as.professional, { method: 'GET', url: '/api/documentation-center' });
    expect(all.statusCode, JSON.stringify(all.result)).toBe(200);
    const body = all.result as Listed;
    const mine = body.data.find((f) => f.id === fileRowId);
    expect(mine).toMatchObject({ source: 'activity', name: 'Poder especial Ñandú.pdf', size: PDF.length, ownerId: activityId });
    expect(mine?.uploadedByName).toBeTruthy();
    expect(mine?.clientName).toBeTruthy();
    expect(body.total).toBeGreaterThanOrEqual(1);

    const byName = (await app.request(as.professional, { method: 'GET', url: '/api/documentation-center?search=nandu&sources=activity&types=pdf' }))
      .result as Listed;
    expect(byName.data.map((f) => f.id)).toEqual([fileRowId]);
    expect(byName.total).toBe(1);
    // The stored names are folded once (name_search): accents and case ignored both ways.
    const folded = (await app.request(as.professional, { method: 'GET', url: `/api/documentation-center?search=${encodeURIComponent('ÑANDÚ.PDF')}` }))
      .result as Listed;
    expect(folded.data.map((f) => f.id)).toEqual([fileRowId]);
    const notDocx = (await app.request(as.professional, { method: 'GET', url: '/api/documentation-center?search=nandu&types=docx' })).result as Listed;
    expect(notDocx).toEqual({ data: [], total: 0, more: false });
    const future = (await app.request(as.professional, { method: 'GET', url: '/api/documentation-center?search=nandu&from=2099-01-01' })).result as Listed;
    expect(future.total).toBe(0);
    const options = (await app.request(as.professional, { method: 'GET', url: '/api/documentation-center/options' })).result as { uploaders: { id: string }[] };
    expect(options.uploaders.map((u) => u.id)).toContain(await userId(app.owner, 'profesional@demo.test'));
  });

  it('downloads a file the caller sees, and answers FILE_NOT_FOUND to whoever does not see it', async () => {
    const res = await app.request(as.professional, { method: 'GET', url: `/api/documentation-center/files/activity/${fileRowId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(Buffer.from(res.rawPayload).equals(PDF)).toBe(true);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Poder especial Ñandú.pdf'));
    // The company's administrator sees the company's production.
    expect((await app.request(as.admin, { method: 'GET', url: `/api/documentation-center/files/activity/${fileRowId}` })).statusCode).toBe(200);

    // The documentation centre is the firm's: a client's contact is refused it.
    expect((await app.request(as.contact, { method: 'GET', url: `/api/documentation-center/files/activity/${fileRowId}` })).statusCode).toBe(403);
    expect((await app.request(as.contact, { method: 'GET', url: '/api/documentation-center?search=nandu' })).statusCode).toBe(403);
    for (const who of [as.outsider]) {
      const denied = await app.request(who, {
        method: 'GET',
        url: `/api/documentation-center/files/activity/${fileRowId}`,
        headers: { 'accept-language': 'es' },
      });
      expect(denied.statusCode).toBe(404);
      expect(denied.result).toMatchObject({ code: 'FILE_NOT_FOUND', message: 'No se encontró el archivo' });
      const listed = (await app.request(who, { method: 'GET', url: '/api/documentation-center?search=nandu' })).result as Listed;
      expect(listed.total).toBe(0);
    }
    // Another source's id, or no such row: not found either.
    expect((await app.request(as.professional, { method: 'GET', url: `/api/documentation-center/files/workflow/${fileRowId}` })).statusCode).toBe(404);
    expect((await app.request(null, { method: 'GET', url: `/api/documentation-center/files/activity/${fileRowId}` })).statusCode).toBe(401);
  });

  it('refuses bad filters with a 400, and uploads whose bytes are not of their type or are too large', async () => {
    const bad = await app.request(as.professional, { method: 'GET', url: '/api/documentation-center?search=x&types=exe' });
    expect(bad.statusCode).toBe(400);
    const fake = await app.request(as.professional, {
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.from('MZ not a pdf at all'),
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'contrato.pdf' },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.result).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    const large = await app.request(as.professional, {
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024 + 10)]),
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'grande.pdf' },
    });
    expect(large.result).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });
});
