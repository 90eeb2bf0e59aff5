// Reads what the fee engine needs for a set of blocks (agreement and its rows, unit and
// equivalencies, activities with their works, the professionals' categories, the rate book, the
// client's taxes, what earlier documents billed) in a fixed number of queries whatever the number
// of activities, and prices each block. The engine decides; this only reads.
import type { Knex } from 'knex';
import { AGREEMENT_TYPES, type AgreementTypeName } from '../../contract/trade-agreements.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CategoryValue, RateBook, RateLine } from '../../management/tariffs/rates.ts';
import { rateBookColumns, rateLineColumns } from '../../management/tariffs/rate-lookup.ts';
import { INDEXING_UNIT } from '../../management/currencies/currencies.resource.ts';
import {
  FeeEngineError,
  historyAfter,
  settleMonth,
  type FeeActivity,
  type FeeAgreement,
  type FeeHistory,
  type FeeResult,
  type FeeTax,
  type FeeUnit,
  type FeeWork,
} from './fee-engine.ts';
import type { TimeRounding } from './fee-rounding.ts';
import { awaitingPreinvoiceSql } from '../../production/activities/activity-state-sql.ts';

type Row = Record<string, unknown>;

const ENGINE_ERRORS = {
  FEE_NO_RATE: 'SETTLEMENT_NO_RATE',
  FEE_NO_EQUIVALENCY: 'SETTLEMENT_NO_EQUIVALENCY',
  FEE_AGREEMENT_INCOMPLETE: 'SETTLEMENT_AGREEMENT_INCOMPLETE',
} as const;
/** The engine's details as a short `key: value` list for the message (ids the admin's user can look up). */
const describe = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
const TYPE_NAMES = Object.fromEntries(Object.entries(AGREEMENT_TYPES).map(([name, code]) => [code, name])) as Record<number, AgreementTypeName>;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export interface PricedBlock {
  blockId: string;
  projectId: string;
  clientId: string;
  agreementId: string;
  agreementType: number;
  /** The billing currency: the agreement's, or its indexing unit's standard currency. */
  currencyId: string;
  period: string;
  activityIds: string[];
  result: FeeResult;
}

export async function unitsOf(trx: Knex.Transaction, ids: string[]): Promise<Map<string, FeeUnit>> {
  const rows = await trx('currencies').whereIn('id', ids).select('id', 'code', 'decimals', 'type', 'standardCurrencyId');
  const standards = rows.map((r) => r.standardCurrencyId).filter(Boolean);
  const std = new Map(
    (standards.length ? await trx('currencies').whereIn('id', standards).select('id', 'code', 'decimals') : []).map((s: Row) => [
      s.id,
      { id: String(s.id), code: String(s.code), decimals: Number(s.decimals) },
    ]),
  );
  const eqs = await trx('currency_equivalencies')
    .whereIn('currency_id', ids)
    .select(trx.raw('currency_id as "currencyId"'), trx.raw(`${day('valid_from')} as "validFrom"`), trx.raw('value::text as value'));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        decimals: Number(r.decimals),
        kind: Number(r.type) === INDEXING_UNIT ? 'index' : 'currency',
        standard: r.standardCurrencyId ? (std.get(r.standardCurrencyId) ?? null) : null,
        equivalencies: eqs.filter((e: Row) => e.currencyId === r.id).map((e: Row) => ({ validFrom: String(e.validFrom), value: String(e.value) })),
      } satisfies FeeUnit,
    ]),
  );
}

async function rateBooksOf(trx: Knex.Transaction, ids: string[]): Promise<RateBook[]> {
  if (!ids.length) return [];
  const books = await trx('rate_books as b').whereIn('b.id', ids).select(rateBookColumns(trx));
  const lines = await trx('rate_book_lines as l').whereIn('l.rate_book_id', ids).select(rateLineColumns(trx));
  return books.map((b: Row) => ({
    ...b,
    priority: null,
    lines: lines.filter((l: Row) => l.rateBookId === b.id).map(({ rateBookId: _r, ...l }: Row) => l as unknown as RateLine),
  })) as RateBook[];
}

/**
 * What the agreement's pre-invoices not canceled billed: the engine's history, folded from their
 * lines by the engine's own rule (historyAfter). A block's own earlier pre-invoices count too: its
 * fixed month, its milestones, its share of a cap and its retainer hours are billed once.
 */
export async function historyOf(trx: Knex.Transaction, agreementId: string): Promise<FeeHistory> {
  // One row per month and concept (a handful a month), not per line.
  const groups = await trx('preinvoice_lines as l')
    .join('preinvoices as p', 'p.id', 'l.preinvoice_id')
    .join('settlement_blocks as b', 'b.id', 'l.block_id')
    .where('b.trade_agreement_id', agreementId)
    .whereNot('p.state', 'canceled')
    .groupBy('b.period', 'l.concept')
    .orderBy('b.period')
    .orderBy('l.concept')
    .select(
      trx.raw(`to_char(b.period, 'YYYY-MM') as month`),
      'l.concept',
      trx.raw('sum(l.unit_amount)::text as "unitAmount"'),
      trx.raw('coalesce(sum(l.billed_minutes), 0)::int as "billedMinutes"'),
      trx.raw("coalesce(array_agg(l.milestone_id) filter (where l.milestone_id is not null), '{}') as milestones"),
    );
  let history: FeeHistory = {};
  for (const g of groups) {
    const milestones = (g.milestones as string[]).map((id) => ({ concept: g.concept, unitAmount: '0', billedMinutes: 0, milestoneId: id }));
    history = historyAfter(history, g.month, [
      { concept: g.concept, unitAmount: g.unitAmount, billedMinutes: g.billedMinutes, milestoneId: null },
      ...milestones,
    ]);
  }
  return history;
}

/** What the engine needs of some agreements (their rows, unit, equivalencies and rate books), in a fixed number of statements. */
export interface AgreementBook {
  agreements: Map<string, FeeAgreement & { clientId: string; projectId: string; typeCode: number; currencyId: string }>;
  rateBooks: RateBook[];
}

export async function agreementsOf(trx: Knex.Transaction, agreementIds: string[]): Promise<AgreementBook> {
  const agreements = await trx('trade_agreements as a')
    .join('projects as p', 'p.id', 'a.project_id')
    .whereIn('a.id', agreementIds)
    .select(
      'a.*',
      'p.client_id as clientId',
      trx.raw(`${day('a.start_date')} as "startDay"`),
      trx.raw(`${day('a.end_date')} as "endDay"`),
      trx.raw('a.rate::text as "rateText"'),
      trx.raw('a.amount::text as "amountText"'),
      trx.raw('a.hours::text as "hoursText"'),
      trx.raw('a.cap::text as "capText"'),
      trx.raw('a.increment_percent::text as "percentText"'),
    );
  const rates = await trx('trade_agreement_rates')
    .whereIn('trade_agreement_id', agreementIds)
    .select('tradeAgreementId', 'userId', 'tariffCategoryId', 'activityTypeId', trx.raw('rate::text as rate'))
    .orderBy('createdAt')
    .orderBy('id');
  const intervals = await trx('trade_agreement_intervals')
    .whereIn('trade_agreement_id', agreementIds)
    .select('tradeAgreementId', trx.raw('from_hours::text as "fromHours"'), trx.raw('to_hours::text as "toHours"'), trx.raw('rate::text as rate'));
  const milestones = await trx('trade_agreement_milestones')
    .whereIn('trade_agreement_id', agreementIds)
    .select('id', 'tradeAgreementId', trx.raw(`${day('date')} as date`), 'activityTypeId', trx.raw('amount::text as amount'), 'description');
  const units = await unitsOf(trx, [...new Set(agreements.flatMap((a) => [a.currencyId, a.incrementIndexId].filter(Boolean)))]);
  const rateBooks = await rateBooksOf(trx, [...new Set(agreements.map((a) => a.rateBookId).filter(Boolean))]);
  return {
    rateBooks,
    agreements: new Map(
      agreements.map((a) => [
        a.id,
        {
          id: a.id,
          type: TYPE_NAMES[Number(a.type)],
          unit: units.get(a.currencyId)!,
          startDate: a.startDay,
          endDate: a.endDay,
          autoRenewal: a.autoRenewal,
          incrementMoment: a.incrementMoment,
          incrementKind: a.incrementKind ?? null,
          incrementPercent: a.percentText ?? null,
          incrementIndex: a.incrementIndexId ? (units.get(a.incrementIndexId)?.equivalencies ?? []) : null,
          rate: text(a.rateText),
          amount: text(a.amountText),
          hours: text(a.hoursText),
          cap: text(a.capText),
          rateBookId: a.rateBookId ?? null,
          validity: a.validity ?? null,
          accumulation: a.accumulation ?? null,
          distribution: a.distribution ?? null,
          rates: rates.filter((r) => r.tradeAgreementId === a.id),
          intervals: intervals.filter((r) => r.tradeAgreementId === a.id),
          milestones: milestones.filter((r) => r.tradeAgreementId === a.id),
          timeRounding: a.timeRoundingMode ? { mode: a.timeRoundingMode, unit: Number(a.timeRoundingUnit) } : null,
          clientId: a.clientId,
          projectId: a.projectId,
          typeCode: Number(a.type),
          // The billing currency: the agreement's, or its indexing unit's standard currency.
          currencyId: units.get(a.currencyId)!.kind === 'index' ? units.get(a.currencyId)!.standard!.id : a.currencyId,
        },
      ]),
    ),
  };
}

/** The active taxes and withholdings of the clients' tax profiles, by client. */
export async function taxesOf(trx: Knex.Transaction, clientIds: string[]): Promise<Map<string, FeeTax[]>> {
  const rows = await trx('clients as c')
    .join('tax_profile_taxes as pt', 'pt.tax_profile_id', 'c.tax_profile_id')
    .join('taxes as t', 't.id', 'pt.tax_id')
    .whereIn('c.id', clientIds)
    .where('t.active', true)
    .orderBy('t.type')
    .orderBy('t.name')
    .select('c.id as clientId', 't.id', 't.name', 't.type', trx.raw('t.value::text as percent'));
  const byClient = new Map<string, FeeTax[]>(clientIds.map((id) => [id, []]));
  for (const { clientId, ...tax } of rows) byClient.get(clientId)!.push(tax as FeeTax);
  return byClient;
}

/** The company's time rounding and zone. */
export async function companyPricing(trx: Knex.Transaction, companyId: string): Promise<{ rounding: TimeRounding; timeZone: string }> {
  const company = await trx('companies').where({ id: companyId }).first('timeRoundingMode', 'timeRoundingUnit', 'timeZone');
  return { rounding: { mode: company.timeRoundingMode, unit: Number(company.timeRoundingUnit) }, timeZone: company.timeZone };
}

/** Runs the engine, turning its refusals into the API's 422 naming what to fix. */
export function settle(input: Parameters<typeof settleMonth>[0]): FeeResult {
  try {
    return settleMonth(input);
  } catch (e) {
    if (e instanceof FeeEngineError) throw new AppError(ENGINE_ERRORS[e.code], { detail: describe(e.details) });
    throw e;
  }
}

/** A block as read for pricing: who and what it bills, and its pending work, before the engine runs. */
export type BlockToPrice = Omit<PricedBlock, 'result'>;

/** The blocks read for pricing, and the engine's run over them (pure: no statement of its own). */
export interface BlocksPricing {
  blocks: BlockToPrice[];
  price(): PricedBlock[];
}

/** Prices each block with the fee engine. Throws 422 SETTLEMENT_PRICING_FAILED naming what to fix. */
export async function priceBlocks(trx: Knex.Transaction, companyId: string, blockIds: string[]): Promise<PricedBlock[]> {
  return (await readBlocksPricing(trx, companyId, blockIds)).price();
}

/**
 * Reads all the engine needs for the blocks (the agreements' histories too), so that the engine can
 * run while the database does something else: a pre-invoice moves the month's work meanwhile.
 */
export async function readBlocksPricing(trx: Knex.Transaction, companyId: string, blockIds: string[]): Promise<BlocksPricing> {
  const blocks = await trx('settlement_blocks as b')
    .join('projects as p', 'p.id', 'b.project_id')
    .where('b.company_id', companyId)
    .whereIn('b.id', blockIds)
    .select(
      'b.id',
      'b.project_id as projectId',
      'p.client_id as clientId',
      'b.trade_agreement_id as agreementId',
      trx.raw(`to_char(b.period, 'YYYY-MM') as month`),
      'b.state',
    )
    .orderBy('b.period')
    .orderBy('b.id');
  if (blocks.length !== new Set(blockIds).size) throw new AppError('NOT_FOUND');
  const book = await agreementsOf(trx, [...new Set(blocks.map((b) => b.agreementId as string))]);
  const company = await companyPricing(trx, companyId);

  // Activities and works of the blocks in two statements; the professionals' categories in one.
  // The block's pending work: what is already in a pre-invoice or billed is in the history.
  const activities = await trx('activities as a')
    .whereIn('a.settlement_block_id', blockIds)
    .whereRaw(awaitingPreinvoiceSql('a'))
    .select(
      'a.id',
      'a.title',
      'a.activityTypeId',
      'a.responsibleUserId',
      'a.settlementBlockId',
      trx.raw(`to_char(coalesce(a.finished_at, a.updated_at) at time zone ?, 'YYYY-MM-DD') as "auditedOn"`, [company.timeZone]),
    )
    .orderBy('a.code')
    .orderBy('a.id');
  const works = activities.length
    ? await trx('works as w')
        .whereIn('w.activity_id', trx('activities as a').whereIn('a.settlement_block_id', blockIds).whereRaw(awaitingPreinvoiceSql('a')).select('a.id'))
        .select(
          'w.id',
          'w.activityId',
          'w.userId',
          trx.raw(`${day('w.work_date')} as date`),
          'w.minutes',
          'w.billableMinutes',
          trx.raw(`to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as "registeredAt"`),
        )
        .orderBy('w.workDate')
        .orderBy('w.createdAt')
        .orderBy('w.id')
    : [];
  const userIds = [...new Set([...works.map((w) => w.userId), ...activities.map((a) => a.responsibleUserId).filter(Boolean)])];
  const categories = new Map<string, string>(
    (userIds.length
      ? await trx('tariff_category_users as cu')
          .join('tariff_categories as c', 'c.id', 'cu.tariff_category_id')
          .where({ 'c.company_id': companyId, 'c.active': true })
          .whereIn('cu.user_id', userIds)
          .select('cu.user_id as userId', 'c.id')
      : []
    ).map((r: Row) => [String(r.userId), String(r.id)]),
  );
  const categoryIds = [...new Set(categories.values())];
  const values: Record<string, CategoryValue[]> = {};
  for (const v of categoryIds.length
    ? await trx('tariff_category_values')
        .whereIn('tariff_category_id', categoryIds)
        .select('tariffCategoryId', trx.raw('currency_id as "currencyId"'), trx.raw(`${day('valid_from')} as "validFrom"`), trx.raw('value::text as value'))
    : []) {
    (values[v.tariffCategoryId] ??= []).push({ currencyId: v.currencyId, validFrom: v.validFrom, value: v.value });
  }
  const worksOf = new Map<string, FeeWork[]>();
  for (const w of works) {
    const list = worksOf.get(w.activityId) ?? [];
    list.push({
      id: w.id,
      userId: w.userId,
      tariffCategoryId: categories.get(w.userId) ?? null,
      date: w.date,
      minutes: Number(w.minutes),
      billableMinutes: Number(w.billableMinutes),
      registeredAt: String(w.registeredAt),
    });
    worksOf.set(w.activityId, list);
  }
  const activitiesOf = new Map<string, FeeActivity[]>();
  for (const a of activities) {
    const list = activitiesOf.get(a.settlementBlockId) ?? [];
    list.push({
      id: a.id,
      title: a.title,
      activityTypeId: a.activityTypeId,
      responsibleUserId: a.responsibleUserId,
      tariffCategoryId: a.responsibleUserId ? (categories.get(a.responsibleUserId) ?? null) : null,
      auditedOn: a.auditedOn,
      works: worksOf.get(a.id) ?? [],
    });
    activitiesOf.set(a.settlementBlockId, list);
  }
  const taxes = await taxesOf(trx, [...new Set(blocks.map((b) => b.clientId as string))]);

  // Each agreement's history as billed before this request: read now, so the engine needs no statement.
  const agreementIds = [...new Set(blocks.map((b) => b.agreementId as string))];
  const billed = new Map<string, FeeHistory>();
  for (const id of agreementIds) billed.set(id, await historyOf(trx, id));

  const heads: BlockToPrice[] = blocks.map((b) => {
    const agreement = book.agreements.get(b.agreementId)!;
    return {
      blockId: b.id,
      projectId: b.projectId,
      clientId: b.clientId,
      agreementId: agreement.id,
      agreementType: agreement.typeCode,
      currencyId: agreement.currencyId,
      period: `${b.month}-01`,
      activityIds: (activitiesOf.get(b.id) ?? []).map((x) => x.id),
    };
  });
  return {
    blocks: heads,
    price: () => {
      // Blocks of one agreement in the same request are priced in order, each after the one before;
      // the first after everything billed before it (this block's earlier pre-invoices included).
      const histories = new Map(billed);
      return blocks.map((b, i) => {
        const agreement = book.agreements.get(b.agreementId)!;
        const result = settle({
          agreement,
          month: b.month,
          activities: activitiesOf.get(b.id) ?? [],
          rateBooks: book.rateBooks,
          categoryValues: values,
          history: histories.get(agreement.id)!,
          taxes: taxes.get(b.clientId) ?? [],
          companyTimeRounding: company.rounding,
        });
        histories.set(agreement.id, result.next);
        return { ...heads[i], result };
      });
    },
  };
}
