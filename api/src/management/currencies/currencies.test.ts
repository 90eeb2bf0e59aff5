// Currencies and indexing units: shape of each type, one main currency (made by a rule or the action
// make-default, in one transaction), the main one cannot be deactivated, permissions and tenancy.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: ['AdministrationCompany'] });
let cop: string;

beforeAll(async () => {
  cop = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'COP' }).first('id')).id;
});

type Res = { statusCode: number; result: unknown };
const body = (res: Res) => res.result as Record<string, unknown> & { code?: string; fields?: { field: string; code: string }[] };
const codesOf = (res: Res) => body(res).fields?.map((f) => f.code);
const post = (payload: object, cookie = as.admin) => app.request(cookie, { method: 'POST', url: '/api/currencies', payload });
const patch = (id: string, payload: object, cookie = as.admin) => app.request(cookie, { method: 'PATCH', url: `/api/currencies/${id}`, payload });
const unit = (code: string, extra: object = {}) => ({
  type: 2,
  code,
  name: `Unidad ${code}`,
  abbreviation: code,
  standardCurrencyId: cop,
  equivalencies: [
    { validFrom: '2025-01-01', value: '49799' },
    { validFrom: '2026-01-01', value: '52374.1234567' },
  ],
  ...extra,
});

describe('indexing units', () => {
  it('are created with dated equivalencies answered with 7 decimals, in date order', async () => {
    const res = await post(
      unit('UVX', {
        equivalencies: [
          { validFrom: '2026-01-01', value: '52374.1234567' },
          { validFrom: '2025-01-01', value: '49799' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    // Dates travel as JSON: read the answer as the wire carries it.
    expect(JSON.parse(JSON.stringify(body(res).equivalencies))).toMatchObject([
      { validFrom: expect.stringMatching(/^2025-01-01/), value: '49799.0000000' },
      { validFrom: expect.stringMatching(/^2026-01-01/), value: '52374.1234567' },
    ]);
  });

  it('need at least one equivalency and a standard currency', async () => {
    const res = await post(unit('UV1', { equivalencies: [], standardCurrencyId: null }));
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)?.sort()).toEqual(['INDEXING_UNIT_EQUIVALENCY_REQUIRED', 'INDEXING_UNIT_STANDARD_REQUIRED']);
    expect((await post(unit('UV2', { equivalencies: undefined }))).statusCode).toBe(400);
  });

  it('refuse a zero value, a repeated date and more than 7 decimals, naming the row', async () => {
    const res = await post(
      unit('UV3', {
        equivalencies: [
          { validFrom: '2025-01-01', value: '0' },
          { validFrom: '2025-01-01', value: '2' },
        ],
      }),
    );
    expect(body(res).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'equivalencies[0].value', code: 'EQUIVALENCY_VALUE_POSITIVE' }),
        expect.objectContaining({ field: 'equivalencies[1].validFrom', code: 'EQUIVALENCY_DATE_REPEATED' }),
      ]),
    );
    const scale = await post(unit('UV4', { equivalencies: [{ validFrom: '2025-01-01', value: '1.12345678' }] }));
    expect(codesOf(scale)).toEqual(['MONEY_TOO_MANY_DECIMALS']);
    expect(await app.owner('currencies').where({ code: 'UV3' }).first()).toBeUndefined();
  });

  it('cannot keep their standard currency pointing at another indexing unit', async () => {
    const uvt = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'UVT' }).first('id')).id;
    const res = await post(unit('UV5', { standardCurrencyId: uvt }));
    expect(codesOf(res)).toEqual(['INVALID_REFERENCE']);
  });

  it('keep their stored equivalencies when an edit does not give them, and cannot lose them all', async () => {
    const created = body(await post(unit('UV6')));
    const renamed = await patch(String(created.id), { name: 'Renombrada' });
    expect(renamed.statusCode).toBe(200);
    expect((body(renamed).equivalencies as unknown[]).length).toBe(2);
    expect(codesOf(await patch(String(created.id), { equivalencies: [] }))).toEqual(['INDEXING_UNIT_EQUIVALENCY_REQUIRED']);
    expect(body(await patch(String(created.id), { type: 1, standardCurrencyId: null, equivalencies: [] })).code).toBe('CURRENCY_TYPE_FIXED');
  });
});

describe('currencies', () => {
  it('have no standard currency nor equivalencies, and a code unique without regard to case', async () => {
    expect(codesOf(await post({ type: 1, code: 'EUX', name: 'Euro', standardCurrencyId: cop }))).toEqual(['CURRENCY_HAS_NO_STANDARD']);
    expect((await post({ type: 1, code: 'EUR', name: 'Euro' })).statusCode).toBe(201);
    const clash = await post({ type: 1, code: 'eur', name: 'Euro 2' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).code).toBe('CURRENCY_CODE_TAKEN');
  });

  it('the main one cannot be deactivated until another is made the main one (which unsets it)', async () => {
    const refused = await patch(cop, { active: false });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'CURRENCY_MAIN_CANNOT_DEACTIVATE', messages: { es: expect.stringContaining('Peso colombiano') } });
    expect(body(await patch(cop, { isDefault: false })).code).toBe('CURRENCY_MAIN_REQUIRED');

    const usd = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'USD' }).first('id')).id;
    const made = await app.request(as.admin, { method: 'POST', url: `/api/currencies/${usd}/make-default` });
    expect(made.statusCode).toBe(200);
    const mains = await app.owner('currencies').where({ company_id: ids.mainCompanyId, is_default: true }).pluck('code');
    expect(mains).toEqual(['USD']);
    expect((await patch(cop, { active: false })).statusCode).toBe(200);

    // Back through the rule: saving COP as the main one unsets USD in the same write.
    expect((await patch(cop, { active: true, isDefault: true })).statusCode).toBe(200);
    expect(await app.owner('currencies').where({ company_id: ids.mainCompanyId, is_default: true }).pluck('code')).toEqual(['COP']);
    // The other company's main currency is untouched.
    expect(await app.owner('currencies').where({ company_id: ids.secondCompanyId, is_default: true }).pluck('code')).toEqual(['COP']);
  });

  it('an indexing unit cannot be made the main one', async () => {
    const uvt = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'UVT' }).first('id')).id;
    const res = await app.request(as.admin, { method: 'POST', url: `/api/currencies/${uvt}/make-default` });
    expect(res.statusCode).toBe(409);
    expect(body(res).code).toBe('CURRENCY_DEFAULT_NOT_CURRENCY');
  });
});

describe('access', () => {
  it('a professional lists currencies to pick one (lookup) but cannot create or make one the main one', async () => {
    expect((await app.request(as.professional, { method: 'GET', url: '/api/currencies' })).statusCode).toBe(200);
    expect((await post({ type: 1, code: 'GBP', name: 'Libra' }, as.professional)).statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'POST', url: `/api/currencies/${cop}/make-default` })).statusCode).toBe(403);
  });

  it("another tenant's administrator gets 404 on this tenant's currency and sees only their own", async () => {
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/currencies/${cop}` })).statusCode).toBe(404);
    expect((await patch(cop, { name: 'X' }, as.outsider)).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'POST', url: `/api/currencies/${cop}/make-default` })).statusCode).toBe(404);
    const list = (await app.request(as.outsider, { method: 'GET', url: '/api/currencies' })).result as { id: string }[];
    expect(list.map((c) => c.id)).not.toContain(cop);
  });
});

describe('GET /api/currencies/{id}/convert', () => {
  const convertUrl = (id: string, q: string) => `/api/currencies/${id}/convert?${q}`;
  let uvt: string;
  beforeAll(async () => {
    uvt = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'UVT' }).first('id')).id;
  });

  it('converts UVT to COP at the equivalency in force on the date', async () => {
    const res = await app.request(as.professional, { method: 'GET', url: convertUrl(uvt, 'amount=10.5&date=2026-03-15') });
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({
      standardCurrencyId: cop,
      equivalency: { validFrom: '2026-03-01', value: '52374.0000000' },
      result: '549927',
      rounded: '549927.00',
    });
  });

  it('refuses a date before the first equivalency, naming it', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: convertUrl(uvt, 'amount=1&date=2024-12-31') });
    expect(res.statusCode).toBe(400);
    expect(res.result).toMatchObject({ code: 'CONVERSION_BEFORE_FIRST_EQUIVALENCY', messages: { es: expect.stringContaining('2025-01-01') } });
  });

  it('refuses a bad amount or date with field codes', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: convertUrl(uvt, 'amount=1,5&date=2026-02-31') });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)?.sort()).toEqual(['INVALID_DATE', 'NOT_A_NUMBER']);
  });

  it('a currency converts to itself', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: convertUrl(cop, 'amount=1000.005&date=2026-01-01') });
    expect(res.result).toMatchObject({ result: '1000.005', rounded: '1000.01', equivalency: null });
  });

  it("another tenant's member gets 404", async () => {
    expect((await app.request(as.outsider, { method: 'GET', url: convertUrl(uvt, 'amount=1&date=2026-01-01') })).statusCode).toBe(404);
  });
});
