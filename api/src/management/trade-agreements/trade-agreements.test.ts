// Trade agreements through the API: per-type validation with the shared validator, child rows
// written with the agreement in one transaction, close and reopen (only the project's newest),
// editing only with the project active, one open agreement per project on any day, references of
// the company only, the audit log, and the forbidden and cross-tenant cases.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });
let clientId: string;
let cop: string;
let uvt: string;
let activityTypeId: string;
let socio: string;
let junior: string;
let foreignActivityTypeId: string;
let seq = 0;

type Body = Record<string, unknown> & { id: string; code?: string; fields?: { field: string; code: string; messages: { es: string; en: string } }[] };

beforeAll(async () => {
  const main = { tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId };
  clientId = (await app.owner('clients').where({ company_id: ids.mainCompanyId, state: 'active' }).first('id')).id;
  const suffix = crypto.randomUUID().slice(0, 6);
  [{ id: cop }] = await app
    .owner('currencies')
    .insert({ ...main, type: 1, code: `T${suffix}`, name: 'Moneda de prueba' })
    .returning('id');
  [{ id: uvt }] = await app
    .owner('currencies')
    .insert({ ...main, type: 2, code: `U${suffix}`, name: 'Unidad de prueba', standard_currency_id: cop })
    .returning('id');
  [socio, junior] = await app.owner('tariff_categories').where({ company_id: ids.mainCompanyId }).orderBy('name').limit(2).pluck('id');
  const practiceId = (await app.owner('practices').where({ company_id: ids.mainCompanyId }).first('id')).id;
  [{ id: activityTypeId }] = await app
    .owner('activity_types')
    .insert({ ...main, practice_id: practiceId, name: 'Concepto', code: `C${suffix}` })
    .returning('id');
  const otherPractice = (await app.owner('practices').where({ company_id: ids.otherCompanyId }).first('id')).id;
  [{ id: foreignActivityTypeId }] = await app
    .owner('activity_types')
    .insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, practice_id: otherPractice, name: 'Ajeno', code: `X${suffix}` })
    .returning('id');
});

/** A new active project of the demo company (its own rules are tested elsewhere). */
async function newProject(state = 'active'): Promise<string> {
  seq += 1;
  const [{ id }] = await app
    .owner('projects')
    .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, client_id: clientId, name: `Proyecto acuerdos ${seq}`, state })
    .returning('id');
  return id;
}

const hourly = (projectId: string, over: Record<string, unknown> = {}) => ({
  projectId,
  type: 1,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  currencyId: cop,
  rate: '250000',
  rates: [
    { tariffCategoryId: socio, rate: '600000' },
    { activityTypeId, rate: '300000.5' },
  ],
  ...over,
});
/** A per-hour-by-intervals agreement (type 10) over 2026, priced by these hour intervals. */
const byIntervals = (projectId: string, currencyId: string, intervals: Record<string, string>[]) => ({
  projectId,
  type: 10,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  currencyId,
  intervals,
});
const post = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'POST', url: '/api/trade-agreements', payload, headers });
const patch = (cookie: string, id: string, payload: object) => app.request(cookie, { method: 'PATCH', url: `/api/trade-agreements/${id}`, payload });
const act = (cookie: string, id: string, action: string, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'POST', url: `/api/trade-agreements/${id}/${action}`, headers });
const fieldCodes = (res: { result: unknown }) => ((res.result as Body).fields ?? []).map((f) => `${f.field}:${f.code}`);
const childCount = async (id: string) => Number((await app.owner('trade_agreement_rates').where({ trade_agreement_id: id }).count({ n: '*' }).first())!.n);

describe('trade agreements: writing', () => {
  it('creates an hourly agreement with its rates as decimal strings, and records it in the audit log', async () => {
    const projectId = await newProject();
    const res = await post(as.admin, hourly(projectId));
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const row = res.result as Body;
    expect(row).toMatchObject({ type: 1, state: 'open', latest: true, rate: '250000.000000', incrementMoment: 'NotIncrement' });
    expect((await app.request(as.admin, { method: 'GET', url: `/api/trade-agreements/${row.id}` })).result).toMatchObject({ actions: ['close'] });
    expect((row.rates as { rate: string; tariffCategoryId: string | null }[]).map((r) => [r.tariffCategoryId, r.rate])).toEqual(
      expect.arrayContaining([
        [socio, '600000.000000'],
        [null, '300000.500000'],
      ]),
    );
    const log = await app.owner('audit_log').where({ entity: 'trade-agreements', entity_id: row.id }).select('action');
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it('creates a retainer and a per-hour-by-intervals agreement', async () => {
    const retainer = await post(as.admin, {
      projectId: await newProject(),
      type: 3,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      currencyId: cop,
      amount: '8000000',
      hours: '20',
      rate: '300000',
      validity: 'monthly',
      accumulation: 'byMonth',
      distribution: 'monthly',
    });
    expect(retainer.statusCode, JSON.stringify(retainer.result)).toBe(201);
    const tiers = await post(
      as.admin,
      byIntervals(await newProject(), uvt, [
        { fromHours: '0', toHours: '40', rate: '10' },
        { fromHours: '40', rate: '8.5' },
      ]),
    );
    expect(tiers.statusCode, JSON.stringify(tiers.result)).toBe(201);
    expect((tiers.result as Body).intervals).toEqual([
      expect.objectContaining({ fromHours: '0.00', toHours: '40.00', rate: '10.000000' }),
      expect.objectContaining({ fromHours: '40.00', toHours: null, rate: '8.500000' }),
    ]);
  });

  it('refuses an agreement whose grid is empty, or without a type, with the es/en messages and writes nothing', async () => {
    const projectId = await newProject();
    const before = await app.owner('trade_agreements').where({ project_id: projectId }).count({ n: '*' }).first();
    const empty = await post(as.admin, hourly(projectId, { rates: [] }));
    expect(empty.statusCode).toBe(400);
    expect(fieldCodes(empty)).toEqual(['rates:TRADE_AGREEMENT_GRID_REQUIRED']);
    expect((empty.result as Body).fields![0].messages).toEqual({ es: 'La grilla necesita al menos una fila', en: 'The grid needs at least one row' });
    const typeless = await post(as.admin, hourly(projectId, { type: null }));
    expect(fieldCodes(typeless)).toEqual(['type:TRADE_AGREEMENT_TYPE_REQUIRED']);
    expect(await app.owner('trade_agreements').where({ project_id: projectId }).count({ n: '*' }).first()).toEqual(before);
  });

  it('takes its own time rounding (a rule and its unit, or neither) and refuses half of one or an unknown rule', async () => {
    const projectId = await newProject();
    const own = await post(as.admin, hourly(projectId, { timeRoundingMode: 'up', timeRoundingUnit: 15 }));
    expect(own.statusCode, JSON.stringify(own.result)).toBe(201);
    expect(own.result).toMatchObject({ timeRoundingMode: 'up', timeRoundingUnit: 15 });
    const half = await post(as.admin, hourly(await newProject(), { timeRoundingMode: 'nearest' }));
    expect(fieldCodes(half)).toEqual(['timeRoundingUnit:REQUIRED']);
    const unknown = await post(as.admin, hourly(await newProject(), { timeRoundingMode: 'sideways', timeRoundingUnit: 6 }));
    expect(unknown.statusCode).toBe(400);
    expect(fieldCodes(unknown)[0]).toMatch(/^timeRoundingMode:/);
    const tooLong = await patch(as.admin, (own.result as Body).id, { timeRoundingUnit: 90 });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldCodes(tooLong)[0]).toMatch(/^timeRoundingUnit:/);
    const cleared = await patch(as.admin, (own.result as Body).id, { timeRoundingMode: null, timeRoundingUnit: null });
    expect(cleared.statusCode, JSON.stringify(cleared.result)).toBe(200);
    expect(cleared.result).toMatchObject({ timeRoundingMode: null, timeRoundingUnit: null });
  });

  it('refuses overlapping intervals, dates out of order and a milestone outside the validity', async () => {
    const projectId = await newProject();
    const gap = await post(
      as.admin,
      byIntervals(projectId, cop, [
        { fromHours: '0', toHours: '40', rate: '10' },
        { fromHours: '30', rate: '8' },
      ]),
    );
    expect(fieldCodes(gap)).toEqual(['intervals[1].fromHours:TRADE_AGREEMENT_INTERVALS_CONTIGUOUS']);
    const dates = await post(as.admin, hourly(projectId, { startDate: '2026-05-01', endDate: '2026-04-30' }));
    expect(fieldCodes(dates)).toEqual(['endDate:TRADE_AGREEMENT_END_BEFORE_START']);
    const milestone = await post(as.admin, {
      projectId,
      type: 5,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      currencyId: cop,
      milestones: [{ date: '2027-01-15', amount: '1000' }],
    });
    expect(fieldCodes(milestone)).toEqual(['milestones[0].date:TRADE_AGREEMENT_MILESTONE_OUTSIDE']);
    const zero = await post(as.admin, {
      projectId,
      type: 2,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      currencyId: cop,
      amount: '0',
      distribution: 'monthly',
    });
    expect(fieldCodes(zero)).toEqual(['amount:TRADE_AGREEMENT_AMOUNT_POSITIVE']);
  });

  it('refuses an increment by index that names a currency instead of an indexing unit, and an inactive currency', async () => {
    const res = await post(as.admin, hourly(await newProject(), { incrementMoment: 'StartYear', incrementKind: 'index', incrementIndexId: cop }));
    expect(fieldCodes(res)).toEqual(['incrementIndexId:INVALID_REFERENCE']);
    const indexed = await post(as.admin, hourly(await newProject(), { incrementMoment: 'StartYear', incrementKind: 'index', incrementIndexId: uvt }));
    expect(indexed.statusCode, JSON.stringify(indexed.result)).toBe(201);
    const [{ id: old }] = await app
      .owner('currencies')
      .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, type: 1, code: `V${seq}x${Date.now() % 100000}`, name: 'Vieja', active: false })
      .returning('id');
    expect(fieldCodes(await post(as.admin, hourly(await newProject(), { currencyId: old })))).toEqual(['currencyId:INVALID_REFERENCE']);
  });

  it('refuses a rate book of another kind or currency', async () => {
    const [{ id: serviceBook }] = await app
      .owner('rate_books')
      .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, title: 'Por servicio', type: 'service', currency_id: cop })
      .returning('id');
    const res = await post(as.admin, hourly(await newProject(), { rates: [], rateBookId: serviceBook }));
    expect(fieldCodes(res)).toEqual(['rateBookId:TRADE_AGREEMENT_RATE_BOOK_MISMATCH']);
    const byService = await post(as.admin, {
      projectId: await newProject(),
      type: 7,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      currencyId: cop,
      rateBookId: serviceBook,
    });
    expect(byService.statusCode, JSON.stringify(byService.result)).toBe(201);
  });

  it('keeps one open agreement per project on any day; a later validity is fine', async () => {
    const projectId = await newProject();
    expect((await post(as.admin, hourly(projectId))).statusCode).toBe(201);
    const clash = await post(as.admin, hourly(projectId, { startDate: '2026-12-31', endDate: '2027-06-30' }), { 'accept-language': 'es' });
    expect(clash.statusCode).toBe(409);
    expect(clash.result).toMatchObject({ code: 'TRADE_AGREEMENT_OVERLAP', message: expect.stringContaining('2026-01-01 a 2026-12-31') });
    expect((await post(as.admin, hourly(projectId, { startDate: '2027-01-01', endDate: '2027-12-31' }))).statusCode).toBe(201);
  });

  it('replaces the grid on edit in one transaction: a refused edit changes no row', async () => {
    const created = (await post(as.admin, hourly(await newProject()))).result as Body;
    const bad = await patch(as.admin, created.id, {
      rates: [
        { tariffCategoryId: socio, rate: '1' },
        { tariffCategoryId: junior, rate: '-1' },
      ],
    });
    expect(fieldCodes(bad)).toEqual(['rates[1].rate:TRADE_AGREEMENT_AMOUNT_POSITIVE']);
    expect(await childCount(created.id)).toBe(2);
    const ok = await patch(as.admin, created.id, { rates: [{ tariffCategoryId: junior, rate: '120000' }] });
    expect(ok.statusCode).toBe(200);
    expect(await childCount(created.id)).toBe(1);
  });

  it('needs the project active to edit (409 with its message) and keeps the project of the agreement', async () => {
    const projectId = await newProject();
    const created = (await post(as.admin, hourly(projectId))).result as Body;
    const moved = await patch(as.admin, created.id, { projectId: await newProject() });
    expect(fieldCodes(moved)).toEqual(['projectId:TRADE_AGREEMENT_PROJECT_FIXED']);
    await app.owner('projects').where({ id: projectId }).update({ state: 'inactive' });
    const res = await app.request(as.admin, {
      method: 'PATCH',
      url: `/api/trade-agreements/${created.id}`,
      payload: { description: 'Cambio' },
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'TRADE_AGREEMENT_PROJECT_INACTIVE', message: 'Para editar el acuerdo comercial su proyecto debe estar activo' });
    expect((await post(as.admin, hourly(await newProject('inactive')))).statusCode).toBe(409);
  });
});

describe('trade agreements: close and reopen', () => {
  it("closes (then it is read-only) and reopens the project's newest agreement, with audit entries", async () => {
    const projectId = await newProject();
    const created = (await post(as.admin, hourly(projectId))).result as Body;
    const closed = await act(as.admin, created.id, 'close');
    expect(closed.statusCode, JSON.stringify(closed.result)).toBe(200);
    expect(closed.result).toMatchObject({ state: 'closed', actions: ['reopen'] });
    const edit = await patch(as.admin, created.id, { description: 'Cerrado' });
    expect(edit.result).toMatchObject({ code: 'TRADE_AGREEMENT_CLOSED' });
    const reopened = await act(as.admin, created.id, 'reopen');
    expect(reopened.result).toMatchObject({ state: 'open' });
    const log = await app.owner('audit_log').where({ entity: 'trade-agreements', entity_id: created.id }).orderBy('at').pluck('action');
    expect(log).toEqual(['create', 'close', 'reopen']);
  });

  it('refuses to reopen an older agreement: a new one must be created', async () => {
    const projectId = await newProject();
    const older = (await post(as.admin, hourly(projectId, { startDate: '2025-01-01', endDate: '2025-12-31' }))).result as Body;
    await act(as.admin, older.id, 'close');
    const newer = (await post(as.admin, hourly(projectId))).result as Body;
    const res = await app.request(as.admin, { method: 'POST', url: `/api/trade-agreements/${older.id}/reopen`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'TRADE_AGREEMENT_NOT_LATEST', message: 'Los acuerdos anteriores no se pueden reactivar; debe crear uno nuevo' });
    const list = (await app.request(as.admin, { method: 'GET', url: `/api/trade-agreements?projectId=${projectId}` })).result as Body[];
    expect(list.map((a) => [a.id, a.latest])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
  });

  it('refuses to close a closed agreement with INVALID_TRANSITION', async () => {
    const created = (await post(as.admin, hourly(await newProject()))).result as Body;
    await act(as.admin, created.id, 'close');
    expect((await act(as.admin, created.id, 'close')).result).toMatchObject({ code: 'INVALID_TRANSITION' });
  });
});

describe('trade agreements: permissions and tenants', () => {
  it('answers 403 to a user without AdministrationProjects, for writes and actions', async () => {
    const created = (await post(as.admin, hourly(await newProject()))).result as Body;
    expect((await post(as.professional, hourly(await newProject()))).statusCode).toBe(403);
    expect((await act(as.professional, created.id, 'close')).statusCode).toBe(403);
    // Reads are a lookup for staff (production's forms), narrowed to the projects whose production
    // they see: not this new project's.
    expect((await app.request(as.professional, { method: 'GET', url: `/api/trade-agreements/${created.id}` })).statusCode).toBe(404);
  });

  it("keeps tenants apart: another tenant gets 404 and cannot name this tenant's project; child rows name only the company's records", async () => {
    const projectId = await newProject();
    const created = (await post(as.admin, hourly(projectId))).result as Body;
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/trade-agreements/${created.id}` })).statusCode).toBe(404);
    expect((await act(as.outsider, created.id, 'close')).statusCode).toBe(404);
    const theirs = await post(as.outsider, hourly(projectId));
    expect(fieldCodes(theirs)).toEqual(expect.arrayContaining(['projectId:INVALID_REFERENCE']));
    const foreign = await post(as.admin, hourly(await newProject(), { rates: [{ activityTypeId: foreignActivityTypeId, rate: '1' }] }));
    expect(fieldCodes(foreign)).toEqual(['rates[0].activityTypeId:INVALID_REFERENCE']);
    const stranger = await post(as.admin, hourly(await newProject(), { rates: [{ userId: crypto.randomUUID(), rate: '1' }] }));
    expect(fieldCodes(stranger)).toEqual(['rates[0].userId:INVALID_REFERENCE']);
    const [foreignCategory] = await app
      .owner('tariff_categories')
      .insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, name: `Ajena ${seq}` })
      .returning('id');
    const theirCategory = await post(as.admin, hourly(await newProject(), { rates: [{ tariffCategoryId: foreignCategory.id, rate: '1' }] }));
    expect(fieldCodes(theirCategory)).toEqual(['rates[0].tariffCategoryId:INVALID_REFERENCE']);
  });
});
