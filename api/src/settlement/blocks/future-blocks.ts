// Future blocks ('Bloques futuros', specialActivation, document 1 section 2): a fixed-amount or
// milestone-by-date agreement bills by the calendar, not by work, so a month can be due with no
// audited work to open its block. This lists, for each such open agreement the caller reaches
// (SettlementReadFutureBlocks pair), the months from its start to a year ahead with no live block
// that the fee engine would bill something for (a month already billed yields nothing), each with
// the engine's amount; activating one opens its block ahead of the work ('special activation'),
// which then follows the awaiting pre-invoice queue like any other.
import type { Knex } from 'knex';
import { AGREEMENT_TYPES } from '../../contract/trade-agreements.ts';
import type { FutureAgreement, FuturePeriod } from '../../contract/future-blocks.ts';
import { AppError, messageFor, type Locale } from '../../platform/errors/app-error.ts';
import { today } from '../../platform/time/company-day.ts';
import { addMonths, monthOf, monthsBetween, type Month } from '../fees/fee-calendar.ts';
import { reachOf } from '../settlement-scope.ts';
import { whereProjectVisible } from '../../authorization/visibility.ts';
import { agreementsOf, companyPricing, historyOf, settle, taxesOf } from '../fees/pricing.ts';
import { auditMove, type SettlementCaller } from '../settlement-flow.ts';

/** The agreement types billed by the calendar: fixed amount and milestones by date. */
export const FUTURE_BLOCK_TYPES: readonly number[] = [AGREEMENT_TYPES.StaticFee, AGREEMENT_TYPES.LandmarkByEvent];
/** How far ahead of the current month the list looks (back, it looks to the agreement's start: a month due is never lost). */
export const FUTURE_BLOCK_REACH = 12;

export interface FutureFilters {
  projectId?: string;
  clientId?: string;
  start: number;
  end: number;
}

/** The open calendar-billed agreements the caller reaches, of active projects of active clients. */
function eligible(trx: Knex.Transaction, caller: SettlementCaller, filters: Pick<FutureFilters, 'projectId' | 'clientId'>) {
  const reach = reachOf(caller, 'SettlementReadFutureBlocks');
  if (!reach) throw new AppError('FORBIDDEN');
  return trx('trade_agreements as a')
    .join('projects as p', 'p.id', 'a.project_id')
    .join('clients as c', 'c.id', 'p.client_id')
    .where({ 'a.company_id': caller.companyId, 'a.state': 'open', 'p.active': true, 'c.active': true })
    .whereIn('a.type', FUTURE_BLOCK_TYPES)
    .modify((q) => {
      if (filters.projectId) q.where('a.project_id', filters.projectId);
      if (filters.clientId) q.where('p.client_id', filters.clientId);
      whereProjectVisible(q, caller, 'SettlementReadFutureBlocks', 'a.project_id');
    });
}

/** The months of each agreement that can be activated now, with what the engine would bill for each. */
async function periodsOf(trx: Knex.Transaction, caller: SettlementCaller, agreementIds: string[], locale: Locale): Promise<Map<string, FuturePeriod[]>> {
  const out = new Map<string, FuturePeriod[]>(agreementIds.map((id) => [id, []]));
  if (!agreementIds.length) return out;
  const company = await companyPricing(trx, caller.companyId);
  const current = monthOf(today(company.timeZone));
  const book = await agreementsOf(trx, agreementIds);
  const taxes = await taxesOf(trx, [...new Set([...book.agreements.values()].map((a) => a.clientId))]);
  const live = await trx('settlement_blocks')
    .whereIn('trade_agreement_id', agreementIds)
    .whereNot('state', 'closed')
    .select('tradeAgreementId', trx.raw(`to_char(period, 'YYYY-MM') as month`));
  const taken = new Set(live.map((b) => `${b.tradeAgreementId}|${b.month}`));
  for (const agreement of book.agreements.values()) {
    const history = await historyOf(trx, agreement.id);
    const first = monthOf(agreement.startDate);
    const last =
      agreement.endDate && !agreement.autoRenewal
        ? [monthOf(agreement.endDate), addMonths(current, FUTURE_BLOCK_REACH)].sort()[0]
        : addMonths(current, FUTURE_BLOCK_REACH);
    // Milestones by date: the months a milestone not yet billed falls in (the engine bills every
    // earlier unbilled one with it, which its amount shows).
    const milestoneMonths =
      agreement.type === 'LandmarkByEvent'
        ? new Set(agreement.milestones.filter((m) => m.date && !history.billedMilestoneIds?.includes(m.id)).map((m) => monthOf(m.date!)))
        : null;
    for (let k = 0, n = monthsBetween(first, last); k <= n; k++) {
      const month = addMonths(first, k);
      if (taken.has(`${agreement.id}|${month}`) || (milestoneMonths && !milestoneMonths.has(month))) continue;
      const period: FuturePeriod = { period: month, overdue: month < current, lines: 0, subtotal: null, total: null, problem: null };
      try {
        const result = settle({
          agreement,
          month,
          activities: [],
          rateBooks: book.rateBooks,
          categoryValues: {},
          history,
          taxes: taxes.get(agreement.clientId) ?? [],
          companyTimeRounding: company.rounding,
        });
        if (!result.lines.length) continue; // nothing to bill that month (billed already, or outside the validity)
        Object.assign(period, { lines: result.lines.length, subtotal: result.totals.subtotal, total: result.totals.total });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        period.problem = messageFor(e.code, locale, e.params);
      }
      out.get(agreement.id)!.push(period);
    }
  }
  return out;
}

/** A page of calendar-billed agreements with their activatable months (agreements with none are left out of nothing: they show empty). */
export async function futureBlocks(trx: Knex.Transaction, caller: SettlementCaller, filters: FutureFilters, locale: Locale) {
  const base = eligible(trx, caller, filters);
  const [{ total }] = await base.clone().count({ total: '*' });
  const rows: (Omit<FutureAgreement, 'periods' | 'agreementType'> & { agreementType: string | number })[] = await base
    .clone()
    .join('currencies as u', 'u.id', 'a.currency_id')
    .select(
      'a.id as agreementId',
      'a.description',
      'a.type as agreementType',
      'a.project_id as projectId',
      'p.name as projectName',
      'c.name as clientName',
      'u.code as currencyCode',
      trx.raw(`to_char(a.start_date, 'YYYY-MM-DD') as "startDate"`),
      trx.raw(`to_char(a.end_date, 'YYYY-MM-DD') as "endDate"`),
    )
    .orderBy('c.name')
    .orderBy('p.name')
    .orderBy('a.id')
    .offset(filters.start)
    .limit(filters.end - filters.start);
  const periods = await periodsOf(
    trx,
    caller,
    rows.map((r) => r.agreementId),
    locale,
  );
  const page: FutureAgreement[] = rows.map((r) => ({ ...r, agreementType: Number(r.agreementType), periods: periods.get(r.agreementId) ?? [] }));
  return { rows: page, total: Number(total) };
}

/**
 * Opens the block of `period` for the agreement ahead of its work. Refused unless the month is one
 * the list offers (eligible agreement in reach, no live block, something to bill, priced without a
 * problem); two activations of one month meet on the live-block unique index and one wins.
 */
export async function activateFutureBlock(
  trx: Knex.Transaction,
  caller: SettlementCaller,
  agreementId: string,
  period: Month,
  locale: Locale,
): Promise<string> {
  const agreement = await eligible(trx, caller, {}).where('a.id', agreementId).forUpdate('a').first('a.id', 'a.project_id as projectId');
  if (!agreement) throw new AppError('NOT_FOUND');
  const offered = (await periodsOf(trx, caller, [agreementId], locale)).get(agreementId)!.find((p) => p.period === period);
  if (!offered) throw new AppError('FUTURE_BLOCK_NOT_AVAILABLE', { period });
  if (offered.problem) throw new AppError('FUTURE_BLOCK_NOT_PRICED', { detail: offered.problem });
  const made = await trx.raw(
    `insert into settlement_blocks (tenant_id, company_id, project_id, trade_agreement_id, period, special_activation, activated_by)
    values (?, ?, ?, ?, ?, true, ?) on conflict (trade_agreement_id, period) where state <> 'closed' do nothing returning id`,
    [caller.tenantId, caller.companyId, agreement.projectId, agreementId, `${period}-01`, caller.userId],
  );
  if (!made.rows[0]) throw new AppError('FUTURE_BLOCK_NOT_AVAILABLE', { period });
  const id = made.rows[0].id as string;
  await auditMove(trx, caller, 'settlement-blocks', id, 'specialActivation', {}, { state: 'open', period: `${period}-01`, specialActivation: true });
  return id;
}
