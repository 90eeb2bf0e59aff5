// Time rounding set through the API (issue 28, item 3): per company in its system variables,
// overridden per agreement; billed time rounded per work, worked time kept, the rule printed. The
// fusion agreement prices the demo professional at 380 000 an hour.
import { describe, expect, it } from 'vitest';
import { auditedActivity } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, fusion } = apiTest({ as: ['admin', 'professional'], outsider: ['AdministrationCompany', 'AdministrationCompanyGeneralUpdate'] });

const patchCompany = (cookie: string, payload: object) => app.request(cookie, { method: 'PATCH', url: `/api/companies/${fusion.companyId}`, payload });

/** 61 minutes of the professional audited in July, sent to a block of their own; the block's priced lines. */
async function priced61() {
  const audited = await auditedActivity(app.owner, { ...fusion, finished: '2026-07-14T15:00:00Z', works: [[fusion.professionalId, 61]] });
  const sent = await app.request(as.admin, { method: 'POST', url: '/api/settlement/send-to-preinvoice', payload: { activityIds: [audited] } });
  expect(sent.statusCode, JSON.stringify(sent.result)).toBe(200);
  const block = (sent.result as { blockIds: string[] }).blockIds[0];
  await app.owner('activities').whereNot({ id: audited }).where({ settlement_block_id: block }).update({ settlement_block_id: null });
  const res = await app.request(as.admin, { method: 'GET', url: `/api/settlement-blocks/${block}/amounts` });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
  const r = res.result as { lines: Record<string, unknown>[]; rounding: { text: { es: string; en: string } } };
  await app.owner('activities').where({ id: audited }).update({ settlement_block_id: null }); // out of the next case's block
  return r;
}

describe('time rounding', () => {
  it("is set on the company (its administrator only; another tenant's sees no such company) and bills 61 min as 75 up to 15", async () => {
    expect((await patchCompany(as.professional, { timeRoundingMode: 'up', timeRoundingUnit: 15 })).statusCode).toBe(403);
    expect((await patchCompany(as.outsider, { timeRoundingMode: 'up', timeRoundingUnit: 15 })).statusCode).toBe(404);
    const refused = await patchCompany(as.admin, { timeRoundingMode: 'sideways' });
    expect(refused.statusCode).toBe(400);
    expect(await app.owner('companies').where({ id: fusion.companyId }).first('time_rounding_mode')).toEqual({ time_rounding_mode: 'none' });
    const set = await patchCompany(as.admin, { timeRoundingMode: 'up', timeRoundingUnit: 15 });
    expect(set.statusCode, JSON.stringify(set.result)).toBe(200);
    expect(set.result).toMatchObject({ timeRoundingMode: 'up', timeRoundingUnit: 15 });

    // 61 min up to 15 = 75 min = 1.25 h × 380 000 = 475 000.00; the 61 worked minutes stay.
    const r = await priced61();
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ quantity: '1.25', amount: '475000.00', workedMinutes: 61, billedMinutes: 75 });
    expect(r.rounding.text.es).toContain('redondeado hacia arriba a 15 minutos');
    expect(r.rounding.text.en).toContain('rounded up to 15 minutes');
  });

  it('is overridden by the agreement: to the nearest 6 minutes, 61 min bill as 60', async () => {
    // Through the API: the demo agreement has a rate row of its own for the leader, a member of the company.
    const res = await app.request(as.admin, {
      method: 'PATCH',
      url: `/api/trade-agreements/${fusion.agreementId}`,
      payload: { timeRoundingMode: 'nearest', timeRoundingUnit: 6 },
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const r = await priced61();
    expect(r.lines[0]).toMatchObject({ quantity: '1', amount: '380000.00', workedMinutes: 61, billedMinutes: 60 });
    expect(r.rounding.text.es).toContain('al múltiplo más cercano de 6 minutos');
  });
});
