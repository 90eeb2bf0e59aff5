// A retainer billed twice in one month through the API and the real database (issue 28, item 1):
// the second pre-invoice reads the first's hours back from its lines, so the hours already worked
// inside the allowance count. The case is worked by hand in docs/settlement.md ("Retainer: two
// documents in one month").
import { beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_TYPES } from '../../contract/trade-agreements.ts';
import { auditedActivity } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, fusion } = apiTest({ as: ['admin'] });

beforeAll(async () => {
  // The demo's fusion agreement made a retainer from June: 8 000 000 a month, 10 h included, extra
  // hours at 300 000, unused hours carried one month. June has no work: 10 h are carried to July.
  await app
    .owner('trade_agreements')
    .where({ id: fusion.agreementId })
    .update({
      type: AGREEMENT_TYPES.Retainer,
      start_date: '2026-06-01',
      amount: '8000000',
      hours: '10',
      rate: '300000',
      validity: 'monthly',
      distribution: 'monthly',
      accumulation: 'byMonth',
    });
});

/** Audits `minutes` of the professional's work in July, sends it to its block and makes the block's pre-invoice in COP. */
async function billJuly(minutes: number) {
  const audited = await auditedActivity(app.owner, { ...fusion, finished: '2026-07-20T15:00:00Z', works: [[fusion.professionalId, minutes]] });
  const sent = await app.request(as.admin, { method: 'POST', url: '/api/settlement/send-to-preinvoice', payload: { activityIds: [audited] } });
  expect(sent.statusCode, JSON.stringify(sent.result)).toBe(200);
  const block = (sent.result as { blockIds: string[] }).blockIds[0];
  const cop = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'COP' }).first('id');
  const made = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [block], currencyId: cop.id } });
  expect(made.statusCode, JSON.stringify(made.result)).toBe(201);
  const id = (made.result as { ids: string[] }).ids[0];
  const lines = await app
    .owner('preinvoice_lines')
    .where({ preinvoice_id: id })
    .orderBy('position')
    .select('concept', 'billed_minutes as minutes', app.owner.raw('amount::text as amount'));
  const head = await app.owner('preinvoices').where({ id }).first(app.owner.raw('subtotal::text'), app.owner.raw('total::text'));
  return { id, lines, head };
}

describe('a retainer billed twice in a month', () => {
  it('bills 480 min inside the fee (8 640 000.00), then 907 min with 187 over the allowance (3.12 h: 1 010 880.00)', async () => {
    const first = await billJuly(480);
    expect(first.lines).toEqual([
      { concept: 'retainer', minutes: 0, amount: '8000000.000000' },
      { concept: 'retainerHours', minutes: 480, amount: '0.000000' },
    ]);
    expect(first.head).toEqual({ subtotal: '8000000.000000', total: '8640000.000000' });
    const invoiced = await app.request(as.admin, {
      method: 'POST',
      url: `/api/preinvoices/${first.id}/approve`,
      headers: { 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' },
    });
    expect(invoiced.statusCode, JSON.stringify(invoiced.result)).toBeLessThan(300);

    // 10 h included + 10 h carried = 20 h; 8 h billed: 12 h left; 907 min = 720 inside, 187 over, written 3.12 h × 300 000.
    const second = await billJuly(907);
    expect(second.lines).toEqual([
      { concept: 'retainerHours', minutes: 720, amount: '0.000000' },
      { concept: 'retainerExtra', minutes: 187, amount: '936000.000000' },
    ]);
    expect(second.head).toEqual({ subtotal: '936000.000000', total: '1010880.000000' });
  });
});
