// Future blocks (specialActivation) and blocks following their project, through the API and the
// real database: the calendar-billed agreements' activatable months priced by the engine, one
// month's block opened ahead of its work and billed once, the refusals with their codes, the
// Workgroup reach, a caller without the pair and another tenant's caller; then a project's
// deactivation shutting its open blocks and its activation reopening only those.
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { activityStateSql } from '../../production/activities/activity-state-sql.ts';
import { DEMO } from '../../../../seeds/demo.ts';
import { apiTest } from '../../platform/testing/api-test.ts';
import type { FutureAgreement } from '../../contract/future-blocks.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'leader', 'professional'], outsider: ['SettlementReadFutureBlocksAll', 'SettlementReadPreinvoicesAll'] });
let companyId: string;
let tenantId: string;
let leaderId: string;
let cop: string;
let fixedId: string;
let fixedProjectId: string;

const list = async (cookie: string, query = '') => {
  const res = await app.request(cookie, { method: 'GET', url: `/api/settlement/future-blocks?_end=100${query}` });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
  return { rows: res.result as FutureAgreement[], total: Number(res.headers['x-total-count']) };
};
/** A block's state and why it was shut, as stored. */
const blockState = (id: string) => app.owner('settlement_blocks').where({ id }).first('state', 'shutdown_cause');
const activate = (cookie: string, agreementId: string, period: string) =>
  app.request(cookie, { method: 'POST', url: '/api/settlement/future-blocks', payload: { agreementId, period } });

beforeAll(async () => {
  companyId = ids.mainCompanyId;
  tenantId = ids.demoTenantId;
  leaderId = await userId(app.owner, 'lider@demo.test');
  cop = (await app.owner('currencies').where({ company_id: companyId, code: 'COP' }).first('id')).id;
  // A fixed amount of 6 000 000 over six months (Oct 2026 – Mar 2027), billed monthly: 1 000 000 a month.
  fixedProjectId = (
    await app
      .owner('projects')
      .insert({ tenant_id: tenantId, company_id: companyId, client_id: DEMO.clientId, name: 'Asesoría fija semestral' })
      .returning('id')
  )[0].id;
  fixedId = (
    await app
      .owner('trade_agreements')
      .insert({
        tenant_id: tenantId,
        company_id: companyId,
        project_id: fixedProjectId,
        type: 2,
        currency_id: cop,
        amount: '6000000',
        distribution: 'monthly',
        start_date: '2026-10-01',
        end_date: '2027-03-31',
        description: 'Honorario fijo semestral',
      })
      .returning('id')
  )[0].id;
});

describe('future blocks', () => {
  it("lists a fixed agreement's months priced by the engine, and a milestone agreement's milestone months", async () => {
    const { rows, total } = await list(as.admin);
    expect(total).toBe(rows.length);
    const fixed = rows.find((r) => r.agreementId === fixedId)!;
    expect(fixed.periods.map((p) => p.period)).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03']);
    for (const p of fixed.periods) expect(Number(p.subtotal)).toBe(1_000_000);
    // The demo arbitration (in dollars): milestones on 2026-03-31 (4 000) and 2026-09-30 (5 000); the seed
    // billed the first through its future block, so only September's is offered, at 5 000 before taxes.
    const arbitration = await app.owner('trade_agreements').where({ company_id: companyId, type: 5, state: 'open' }).first('id');
    const milestones = rows.find((r) => r.agreementId === arbitration.id)!;
    expect(milestones.periods.map((p) => [p.period, Number(p.subtotal), p.overdue])).toEqual([['2026-09', 5000, true]]);
    const march = await app.owner('settlement_blocks').where({ trade_agreement_id: arbitration.id, period: '2026-03-01' }).first('special_activation');
    expect(march.special_activation).toBe(true);
    // Only fixed-amount and milestone-by-date agreements.
    const types = await app
      .owner('trade_agreements')
      .whereIn(
        'id',
        rows.map((r) => r.agreementId),
      )
      .distinct('type');
    expect(types.map((t) => Number(t.type)).sort()).toEqual(types.length === 2 ? [2, 5] : [2]);
  });

  it('activates one month ahead of its work: a special block, audited, priced once, billed once', async () => {
    const res = await activate(as.admin, fixedId, '2026-12');
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const blockId = (res.result as { id: string }).id;
    const block = await app.owner('settlement_blocks').where({ id: blockId }).first();
    expect(block).toMatchObject({
      state: 'open',
      special_activation: true,
      activated_by: await userId(app.owner, 'admin@demo.test'),
      project_id: fixedProjectId,
    });
    const entry = await app.owner('audit_log').where({ entity: 'settlement-blocks', entity_id: blockId }).first('action');
    expect(entry.action).toBe('specialActivation');
    // Taken: no longer offered, and a second activation of the month is refused.
    expect((await list(as.admin)).rows.find((r) => r.agreementId === fixedId)!.periods.map((p) => p.period)).not.toContain('2026-12');
    const again = await activate(as.admin, fixedId, '2026-12');
    expect(again.statusCode).toBe(409);
    expect(again.result).toMatchObject({ code: 'FUTURE_BLOCK_NOT_AVAILABLE' });

    // Its pre-invoice bills the month's fixed amount; after its approval the same block bills nothing more.
    const amounts = (await app.request(as.admin, { method: 'GET', url: `/api/settlement-blocks/${blockId}/amounts` })).result as {
      lines: unknown[];
      totals: { subtotal: string };
    };
    expect(amounts.lines).toHaveLength(1);
    expect(Number(amounts.totals.subtotal)).toBe(1_000_000);
    const made = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [blockId], currencyId: cop } });
    expect(made.statusCode, JSON.stringify(made.result)).toBe(201);
    const [preinvoiceId] = (made.result as { ids: string[] }).ids;
    expect(Number((await app.owner('preinvoices').where({ id: preinvoiceId }).first('subtotal')).subtotal)).toBe(1_000_000);
    const approved = await app.request(as.admin, {
      method: 'POST',
      url: `/api/preinvoices/${preinvoiceId}/approve`,
      headers: { 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' },
    });
    expect(approved.statusCode, JSON.stringify(approved.result)).toBe(200);
    const twice = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [blockId], currencyId: cop } });
    expect(twice.statusCode).toBe(409);
    expect(twice.result).toMatchObject({ code: 'PREINVOICE_EMPTY' });
  });

  it('refuses a month outside the validity, a malformed month, and nothing is written', async () => {
    const before = await app.owner('settlement_blocks').count<{ n: string }[]>({ n: '*' });
    const outside = await activate(as.admin, fixedId, '2027-06');
    expect(outside.statusCode).toBe(409);
    expect(outside.result).toMatchObject({
      code: 'FUTURE_BLOCK_NOT_AVAILABLE',
      message: 'El mes 2027-06 no tiene un bloque futuro por activar: ya tiene su bloque, ya se facturó o el acuerdo no factura en él',
    });
    expect((await activate(as.admin, fixedId, '2027-13')).statusCode).toBe(400);
    const hourly = await app.owner('trade_agreements').where({ company_id: companyId, type: 1, state: 'open' }).first('id');
    expect((await activate(as.admin, hourly.id, '2026-12')).statusCode).toBe(404);
    expect(await app.owner('settlement_blocks').count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });

  it("shows a Workgroup holder only the agreements of their work groups' projects", async () => {
    const all = (await list(as.admin)).rows;
    const mine = new Set(
      await app
        .owner('project_work_groups as pw')
        .join('work_group_members as m', 'm.work_group_id', 'pw.work_group_id')
        .where('m.user_id', leaderId)
        .pluck('pw.project_id'),
    );
    const seen = (await list(as.leader)).rows;
    expect(seen.map((r) => r.agreementId).sort()).toEqual(
      all
        .filter((r) => mine.has(r.projectId))
        .map((r) => r.agreementId)
        .sort(),
    );
    // The fixed agreement's project has no work group: the leader cannot activate it.
    expect((await activate(as.leader, fixedId, '2027-01')).statusCode).toBe(404);
  });

  it('refuses a caller without the pair and shows another tenant nothing', async () => {
    expect((await app.request(as.professional, { method: 'GET', url: '/api/settlement/future-blocks' })).statusCode).toBe(403);
    expect((await activate(as.professional, fixedId, '2027-01')).statusCode).toBe(403);
    expect((await list(as.outsider)).rows.map((r) => r.agreementId)).not.toContain(fixedId);
    expect((await activate(as.outsider, fixedId, '2027-01')).statusCode).toBe(404);
  });
});

describe('blocks follow their project', () => {
  it('deactivating the project shuts its open blocks; activating it reopens those, not one shut down by hand', async () => {
    const jan = (await activate(as.admin, fixedId, '2027-01')).result as { id: string };
    const feb = (await activate(as.admin, fixedId, '2027-02')).result as { id: string };
    expect((await app.request(as.admin, { method: 'POST', url: `/api/settlement-blocks/${feb.id}/shutdown` })).statusCode).toBe(200);
    expect(await blockState(feb.id)).toEqual({ state: 'shutdown', shutdown_cause: 'manual' });

    const preview = await app.request(as.admin, { method: 'GET', url: `/api/projects/${fixedProjectId}/deactivate/preview` });
    expect(preview.result).toMatchObject({ affected: { blocks: 2 } }); // December's (billed, still open) and January's
    const done = await app.request(as.admin, {
      method: 'POST',
      url: `/api/projects/${fixedProjectId}/deactivate`,
      headers: { 'x-confirm': 'PROJECT_DEACTIVATION_CONFIRM' },
    });
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect(await blockState(jan.id)).toEqual({ state: 'shutdown', shutdown_cause: 'project' });
    expect((await app.owner('audit_log').where({ entity: 'settlement-blocks', entity_id: jan.id, action: 'shutdown' }).first('after')).after).toMatchObject({
      cause: 'project',
    });
    // A block of an inactive project is not activated by hand.
    const blocked = await app.request(as.admin, { method: 'POST', url: `/api/settlement-blocks/${jan.id}/activate` });
    expect(blocked.result).toMatchObject({ code: 'BLOCK_PROJECT_INACTIVE' });

    expect((await app.request(as.admin, { method: 'POST', url: `/api/projects/${fixedProjectId}/activate` })).statusCode).toBe(200);
    expect((await app.owner('settlement_blocks').where({ id: jan.id }).first('state')).state).toBe('open');
    expect(await blockState(feb.id)).toEqual({ state: 'shutdown', shutdown_cause: 'manual' });
  });

  it("deactivating the client carries its projects' blocks along", async () => {
    const client = (
      await app
        .owner('clients')
        .insert({
          tenant_id: tenantId,
          company_id: companyId,
          name: 'Cliente de bloques',
          document_number: '955000001',
          tax_profile_id: (await app.owner('tax_profiles').where({ company_id: companyId }).first('id')).id,
        })
        .returning('id')
    )[0].id;
    const project = (
      await app.owner('projects').insert({ tenant_id: tenantId, company_id: companyId, client_id: client, name: 'Proyecto de bloques' }).returning('id')
    )[0].id;
    const agreement = (
      await app
        .owner('trade_agreements')
        .insert({
          tenant_id: tenantId,
          company_id: companyId,
          project_id: project,
          type: 2,
          currency_id: cop,
          amount: '1200000',
          distribution: 'monthly',
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          description: 'Fijo anual',
        })
        .returning('id')
    )[0].id;
    const block = (await activate(as.admin, agreement, '2026-11')).result as { id: string };
    const done = await app.request(as.admin, {
      method: 'POST',
      url: `/api/clients/${client}/deactivate`,
      headers: { 'x-confirm': 'CLIENT_DEACTIVATION_CONFIRM' },
    });
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect(await blockState(block.id)).toEqual({ state: 'shutdown', shutdown_cause: 'project' });
    // Its project stays inactive while the client is: activating it stops with the inactive-client message.
    const stopped = await app.request(as.admin, { method: 'POST', url: `/api/projects/${project}/activate` });
    expect(stopped.result).toMatchObject({ code: 'PROJECT_CLIENT_INACTIVE' });
    expect((await app.owner('settlement_blocks').where({ id: block.id }).first('state')).state).toBe('shutdown');
  });
});

describe('queue indicators', () => {
  it('counts awaiting pre-invoice by block state, as the rows say, narrowed for a Workgroup holder', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: '/api/settlement/indicators/awaiting' });
    expect(res.statusCode).toBe(200);
    const byState = (
      res.result as { byState: { state: string; blocks: number; special: number; activities: number; billableMinutes: number; oldestPeriod: string }[] }
    ).byState;
    const open = await app.owner('settlement_blocks').where({ company_id: companyId, state: 'open' });
    // Awaiting as read: work in a pre-invoice keeps its row's AwaitingPreInvoice (decision 290).
    const awaiting = await app
      .owner('activities as t')
      .whereIn(
        't.settlement_block_id',
        open.map((b) => b.id),
      )
      .whereRaw(`${activityStateSql('t')} = 'AwaitingPreInvoice'`)
      .select(app.owner.raw('count(*)::int as n'), app.owner.raw('coalesce(sum(billable_minutes), 0)::int as minutes'))
      .first();
    const oldest = open.map((b) => String(b.period).slice(0, 7)).sort()[0];
    expect(byState.find((s) => s.state === 'open')).toEqual({
      state: 'open',
      blocks: open.length,
      special: open.filter((b) => b.special_activation).length,
      activities: awaiting.n,
      billableMinutes: awaiting.minutes,
      oldestPeriod: oldest,
    });
    const mine = await app
      .owner('project_work_groups as pw')
      .join('work_group_members as m', 'm.work_group_id', 'pw.work_group_id')
      .where('m.user_id', leaderId)
      .pluck('pw.project_id');
    const seen = (await app.request(as.leader, { method: 'GET', url: '/api/settlement/indicators/awaiting' })).result as {
      byState: { state: string; blocks: number }[];
    };
    expect(seen.byState.find((s) => s.state === 'open')?.blocks ?? 0).toBe(open.filter((b) => mine.includes(b.project_id)).length);
  });

  it("gives the pre-invoices' money by state in each currency, never adding currencies", async () => {
    const res = await app.request(as.admin, { method: 'GET', url: '/api/settlement/indicators/preinvoices' });
    expect(res.statusCode).toBe(200);
    const rows = (res.result as { byCurrency: { currency: string; state: string; count: number; total: string }[] }).byCurrency;
    const expected = await app
      .owner('preinvoices as p')
      .join('currencies as c', 'c.id', 'p.currency_id')
      .where('p.company_id', companyId)
      .groupBy('c.code', 'c.decimals', 'p.state')
      .select('c.code as currency', 'p.state', app.owner.raw('count(*)::int as count'), app.owner.raw('round(sum(p.total), c.decimals)::text as total'));
    expect(
      rows
        .map(({ currency, state, count, total }) => ({ currency, state, count, total }))
        .sort((a, b) => `${a.currency}${a.state}`.localeCompare(`${b.currency}${b.state}`)),
    ).toEqual(expected.sort((a, b) => `${a.currency}${a.state}`.localeCompare(`${b.currency}${b.state}`)));
    // The seed's dollar invoice (the arbitration's first milestone) is its own line.
    expect(rows.some((r) => r.currency === 'USD' && r.state === 'approved')).toBe(true);
  });

  it('refuses a caller without the pair and shows another tenant nothing of this company', async () => {
    expect((await app.request(as.professional, { method: 'GET', url: '/api/settlement/indicators/awaiting' })).statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'GET', url: '/api/settlement/indicators/preinvoices' })).statusCode).toBe(403);
    const theirs = (await app.request(as.outsider, { method: 'GET', url: '/api/settlement/indicators/preinvoices' })).result as { byCurrency: unknown[] };
    expect(theirs.byCurrency).toEqual([]);
  });
});
