// Tariff categories, expense types, rate books and GET /api/rate-books/lookup (issue 12, h-money).
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: ['AdministrationCompany'] });
let cop: string;
let projectId: string;
let leader: string;
let camila: string;
let adminId: string;

beforeAll(async () => {
  adminId = await userId(app.owner, 'admin@demo.test');
  camila = await userId(app.owner, 'profesional@demo.test');
  leader = await userId(app.owner, 'lider@demo.test');
  cop = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'COP' }).first('id')).id;
  projectId = (
    await app
      .owner('projects')
      .where({ company_id: ids.mainCompanyId })
      .whereExists(app.owner('project_work_groups').whereRaw('project_work_groups.project_id = projects.id'))
      .orderBy('id')
      .first('id')
  ).id;
});

type Res = { statusCode: number; result: unknown };
const body = (res: Res) => res.result as Record<string, unknown> & { code?: string; fields?: { field: string; code: string }[] };
const codesOf = (res: Res) => body(res).fields?.map((f) => f.code);
const post = (url: string, payload: object, cookie = as.admin) => app.request(cookie, { method: 'POST', url, payload });
const lookup = (q: Record<string, string>, cookie = as.admin) =>
  app.request(cookie, { method: 'GET', url: `/api/rate-books/lookup?${new URLSearchParams(q)}` });

describe('tariff categories', () => {
  it('have dated values per currency, a unique name and each professional in one category only', async () => {
    const created = await post('/api/tariff-categories', { name: 'Consultor', values: [{ currencyId: cop, validFrom: '2026-01-01', value: '400000' }] });
    expect(created.statusCode).toBe(201);
    expect(body(created).values).toMatchObject([{ currencyId: cop, value: expect.stringMatching(/^400000\.0+$/) }]);
    expect(body(await post('/api/tariff-categories', { name: 'consultor' })).code).toBe('TARIFF_CATEGORY_NAME_TAKEN');
    const repeated = await post('/api/tariff-categories', {
      name: 'Otra',
      values: [
        { currencyId: cop, validFrom: '2026-01-01', value: '1' },
        { currencyId: cop, validFrom: '2026-01-01', value: '2' },
      ],
    });
    expect(codesOf(repeated)).toEqual(['TARIFF_VALUE_REPEATED']);
    const taken = await post('/api/tariff-categories', { name: 'Con socio', userIds: [leader] });
    expect(body(taken).fields).toMatchObject([
      { field: 'userIds', code: 'TARIFF_CATEGORY_USER_TAKEN', messages: { es: 'El profesional ya está en la categoría Socio' } },
    ]);
  });
});

describe('expense types', () => {
  it('have a code unique without regard to case', async () => {
    expect((await post('/api/expense-types', { title: 'Peritajes', code: 'PERIT', type: 'reimbursable' })).statusCode).toBe(201);
    expect(body(await post('/api/expense-types', { title: 'Peritos', code: 'perit', type: 'internal' })).code).toBe('EXPENSE_TYPE_CODE_TAKEN');
  });
});

describe('rate books', () => {
  it('refuse an end before the start, on the book and on a line, and a line repeating scope and start', async () => {
    const res = await post('/api/rate-books', {
      title: 'Mal fechado',
      type: 'hour',
      currencyId: cop,
      validFrom: '2026-02-01',
      validTo: '2026-01-01',
      lines: [
        { value: '1', validFrom: '2026-03-01', validTo: '2026-02-01' },
        { value: '2', validFrom: '2026-03-01' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(
      body(res)
        .fields?.map((f) => `${f.field}:${f.code}`)
        .sort(),
    ).toEqual(['lines[0].validTo:RATE_BOOK_DATES', 'lines[1].validFrom:RATE_BOOK_LINE_REPEATED', 'validTo:RATE_BOOK_DATES']);
  });

  it('refuse an indexing unit as currency', async () => {
    const uvt = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'UVT' }).first('id')).id;
    expect(codesOf(await post('/api/rate-books', { title: 'En UVT', type: 'hour', currencyId: uvt }))).toEqual(['INVALID_REFERENCE']);
  });
});

describe('GET /api/rate-books/lookup', () => {
  it("answers the professional's own line before the category's, and the category's otherwise", async () => {
    const own = await lookup({ userId: leader, projectId, date: '2026-05-04' });
    expect(own.statusCode).toBe(200);
    expect(own.result).toMatchObject({ value: '950000.00', specificity: 4, currencyCode: 'COP', bookTitle: 'Tarifario general por hora 2026' });
    const category = await lookup({ userId: camila, projectId, date: '2026-05-04' });
    expect(category.result).toMatchObject({ value: '370000.00', specificity: 2 });
  });

  it('answers 404 RATE_NOT_FOUND before the book starts or for a professional no line prices', async () => {
    expect(body(await lookup({ userId: leader, projectId, date: '2025-12-31' })).code).toBe('RATE_NOT_FOUND');
    expect(body(await lookup({ userId: adminId, projectId, date: '2026-05-04' })).code).toBe('RATE_NOT_FOUND');
  });

  it("a book of the project's work group comes first", async () => {
    const group = (await app.owner('project_work_groups').where({ project_id: projectId }).orderBy('priority').first('work_group_id')).work_group_id;
    const created = await post('/api/rate-books', {
      title: 'Tarifario del equipo',
      type: 'hour',
      currencyId: cop,
      workGroupIds: [group],
      lines: [{ value: '123.45' }],
    });
    expect(created.statusCode).toBe(201);
    expect((await lookup({ userId: leader, projectId, date: '2026-05-04' })).result).toMatchObject({
      value: '123.45',
      specificity: 0,
      bookId: body(created).id,
    });
  });

  it('refuses a bad date, and a missing professional', async () => {
    const res = await lookup({ projectId, date: '2026-13-01' });
    expect(res.statusCode).toBe(400);
    expect(
      body(res)
        .fields?.map((f) => `${f.field}:${f.code}`)
        .sort(),
    ).toEqual(['date:INVALID_DATE', 'userId:REQUIRED']);
  });

  it('is forbidden to a professional, and 404 on a project of another tenant', async () => {
    expect((await lookup({ userId: leader, projectId, date: '2026-05-04' }, as.professional)).statusCode).toBe(403);
    expect((await lookup({ userId: leader, projectId, date: '2026-05-04' }, as.outsider)).statusCode).toBe(404);
  });
});
