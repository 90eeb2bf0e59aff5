// The settlement pipeline's multi-row moves, each inside the request's one transaction:
// audited work into blocks, blocks into pre-invoices (priced by the fee engine), a pre-invoice into
// its invoice with a gapless number, and a canceled pre-invoice's work back to its blocks. Every
// activity's move is checked against its transition table and written to the audit log.
import type { Knex } from 'knex';
import * as audit from '../audit/audit-log.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { assertTransition } from '../platform/resource/transitions.ts';
import type { Caller } from '../platform/resource/crud.ts';
import { today } from '../platform/time/company-day.ts';
import { Decimal } from '../management/currencies/conversion.ts';
import { copyIntoTemporary, type CopyValue } from '../platform/db/copy.ts';
import { idArray } from '../platform/db/id-array.ts';
import { activityTransitions, type ActivityAction } from '../production/activity-states.ts';
import type { ActivityState } from '../contract/activity-states.ts';
import { reachOf } from './settlement-scope.ts';
import { awaitingPreinvoiceSql, inPreinvoiceUnderRevisionSql } from '../production/activities/activity-state-sql.ts';
import { workOfPreinvoice } from './preinvoices/approval-question.ts';
import { whereProjectVisible } from '../authorization/visibility.ts';
import { readBlocksPricing, type BlockToPrice, type PricedBlock } from './fees/pricing.ts';
import type { FeeResult } from './fees/fee-engine.ts';

type Row = Record<string, unknown>;
export type SettlementCaller = Caller & { userId: string };

/** A move under way: `sent` once its first statement is on its way to the database, `done` once all ran. */
export interface MoveUnderWay {
  sent: Promise<void>;
  done: Promise<void>;
}

/**
 * Moves activities by `action` (refused unless the table allows it from each one's state), with
 * the extra columns set: each state's activities move and enter the audit log in one statement (an
 * array parameter, the audit rows made by the database from the rows it moved). A row no longer in
 * the state it was read in fails the whole move.
 */
export async function moveActivities(
  trx: Knex.Transaction,
  caller: SettlementCaller,
  rows: { id: string; state: string; code?: string }[],
  action: ActivityAction,
  set: Row = {},
): Promise<void> {
  if (!rows.length) return;
  const to = new Set<string>();
  for (const r of rows) to.add(assertTransition(activityTransitions, r.state as ActivityState, action));
  if (to.size !== 1) throw new AppError('INVALID_TRANSITION', { state: [...new Set(rows.map((r) => r.state))].join(', '), action });
  const next = [...to][0];
  const from = new Map<string, string[]>();
  for (const r of rows) {
    const ids = from.get(r.state);
    if (ids) ids.push(r.id);
    else from.set(r.state, [r.id]);
  }
  const columns = Object.keys(set)
    .map((k) => `, ${trx.raw('?? = ?', [k, set[k] as Knex.Value]).toQuery()}`)
    .join('');
  for (const [state, ids] of from) {
    const audited = audit.sameMoveSql(audit.actorOf(caller), 'activities', action, { state }, { state: next }, 'moved');
    // Joined to the ids (not `id = any(array)`, which the planner tests row by row against every id).
    const {
      rows: [result],
    } = await trx.raw(
      `with moved as (
        update activities a set state = ?, updated_at = now()${columns}
        from unnest(?::uuid[]) as u(id) where a.id = u.id and a.state = ? returning a.id),
      audited as (${audited.sql})
      select count(*)::int as moved from moved`,
      [next, idArray(ids), state, ...audited.bindings],
    );
    if (result.moved !== ids.length) throw new AppError('INVALID_TRANSITION', { state, action });
  }
}

/**
 * Work into a pre-invoice (decision 290): a (pre-invoice, activity) row each, the activity's own row
 * untouched (it reads PreInvoiceInRevision from then on), and each inclusion in the audit log as the
 * activity's move, in one statement. Started, not awaited: the caller may compute while the database
 * works (a pre-invoice runs the fee engine meanwhile) and then wait on `done`. Work no longer
 * awaiting a pre-invoice fails the whole inclusion.
 */
export function startIncluding(trx: Knex.Transaction, caller: SettlementCaller, preinvoiceId: string, ids: readonly string[]): MoveUnderWay {
  if (!ids.length) return { sent: Promise.resolve(), done: Promise.resolve() };
  const [state, action] = ['AwaitingPreInvoice', 'includeInPreInvoice'] as const;
  const next = assertTransition(activityTransitions, state, action);
  const audited = audit.sameMoveSql(audit.actorOf(caller), 'activities', action, { state }, { state: next }, 'included');
  const statement = trx.raw(
    `with included as (
      insert into preinvoice_work (tenant_id, preinvoice_id, activity_id)
      select ?, ?, a.id from activities a join unnest(?::uuid[]) as u(id) on a.id = u.id where ${awaitingPreinvoiceSql('a')}
      returning activity_id as id),
    audited as (${audited.sql})
    select count(*)::int as included from included`,
    [caller.tenantId, preinvoiceId, idArray(ids), ...audited.bindings],
  );
  let onSent = () => {};
  const sent = new Promise<void>((resolve) => {
    onSent = resolve;
  });
  // Knex emits `query` as it hands the statement to the driver; one turn later it is on the wire.
  statement.on('query', () => setImmediate(onSent));
  const done = statement.then(({ rows: [result] }: { rows: { included: number }[] }) => {
    if (result.included !== ids.length) throw new AppError('INVALID_TRANSITION', { state, action });
  });
  done.catch(() => onSent()); // a failed inclusion is "sent" too: the caller's wait on `done` throws
  return { sent, done };
}

/**
 * A canceled pre-invoice's work goes back to its blocks: nothing to write on the activities (its
 * inclusion ends with the pre-invoice's state), each one's move recorded in the audit log.
 */
export async function releaseFromPreinvoice(trx: Knex.Transaction, caller: SettlementCaller, preinvoiceId: string): Promise<void> {
  const [state, action] = ['PreInvoiceInRevision', 'excludeFromPreInvoice'] as const;
  const next = assertTransition(activityTransitions, state, action);
  const work: { activityId: string }[] = await workOfPreinvoice(trx, preinvoiceId).select('activityId');
  const ids = work.map((w) => w.activityId);
  await audit.recordSameMove(trx, audit.actorOf(caller), 'activities', ids, action, { state }, { state: next });
}

/** Records one row's move (blocks, pre-invoices, invoices) in the audit log, as every write does. */
export function auditMove(trx: Knex.Transaction, caller: SettlementCaller, entity: string, id: string, action: string, before: Row, after: Row) {
  return audit.record(trx, { tenantId: caller.tenantId, companyId: caller.companyId, actorId: caller.userId, entity, entityId: id, action, before, after });
}

/**
 * 'Servicios revisados' → awaiting pre-invoice: the selected audited activities join the live block
 * of their project, agreement and month (the month their work was delivered, in the company's zone),
 * created when missing. At least one; each audited, with a project and an open agreement whose
 * validity has started.
 */
/** Which audited work to send: chosen activities, or all the audited work of a project (in a month of a year). */
export type SendSelection = { activityIds: string[] } | { projectId: string; year?: number; month?: number };

/** A project's audited work, narrowed to a year and month of its delivery (the screen's filters). */
export function auditedOf(trx: Knex.Transaction, companyId: string, projectId: string, year?: number, month?: number) {
  return trx('activities as a')
    .where({ 'a.company_id': companyId, 'a.project_id': projectId, 'a.state': 'AuditedByLeader' })
    .modify((q) => {
      if (year) q.whereRaw('extract(year from a.finished_at) = ?', [year]);
      if (month) q.whereRaw('extract(month from a.finished_at) = ?', [month]);
    });
}

export async function sendToPreInvoice(trx: Knex.Transaction, caller: SettlementCaller, selection: SendSelection) {
  const byIds = 'activityIds' in selection;
  if (byIds && !selection.activityIds.length) throw new AppError('SETTLEMENT_SELECT_ONE');
  const reach = reachOf(caller, 'SettlementAccessReviewedServices');
  if (!reach) throw new AppError('FORBIDDEN');
  const company = await trx('companies').where({ id: caller.companyId }).first('timeZone');
  const rows: {
    id: string;
    code: string;
    state: string;
    projectId: string | null;
    agreementId: string | null;
    agreementState: string | null;
    startDate: string;
    period: string;
  }[] = await trx('activities as a')
    .leftJoin('trade_agreements as t', 't.id', 'a.trade_agreement_id')
    .where('a.company_id', caller.companyId)
    .modify((q) => {
      if (byIds) q.whereIn('a.id', selection.activityIds);
      else q.whereIn('a.id', auditedOf(trx, caller.companyId, selection.projectId, selection.year, selection.month).select('a.id'));
    })
    .modify((q) => whereProjectVisible(q, caller, 'SettlementAccessReviewedServices', 'a.project_id'))
    .select(
      'a.id',
      'a.code',
      'a.state',
      'a.project_id as projectId',
      'a.trade_agreement_id as agreementId',
      't.state as agreementState',
      trx.raw(`to_char(t.start_date, 'YYYY-MM-DD') as "startDate"`),
      trx.raw(`to_char(date_trunc('month', coalesce(a.finished_at, now()) at time zone ?), 'YYYY-MM-DD') as period`, [company.timeZone]),
    )
    .orderBy('a.id')
    .forUpdate('a');
  if (byIds ? rows.length !== new Set(selection.activityIds).size : !rows.length) throw new AppError(byIds ? 'NOT_FOUND' : 'SETTLEMENT_SELECT_ONE');
  const day = today(company.timeZone);
  for (const r of rows) {
    if (r.state !== 'AuditedByLeader') throw new AppError('SETTLEMENT_NOT_AUDITED', { code: r.code });
    if (!r.projectId || !r.agreementId || r.agreementState !== 'open') throw new AppError('SETTLEMENT_NO_AGREEMENT', { code: r.code });
    if (r.startDate > day) throw new AppError('SETTLEMENT_BEFORE_VALIDITY', { start: r.startDate });
  }
  // One block per agreement and month; concurrent sends meet on the partial unique index.
  const keys = [...new Map(rows.map((r) => [`${r.agreementId}|${r.period}`, r])).values()];
  const blockOf = new Map<string, string>();
  for (const k of keys) {
    const made = await trx.raw(
      `insert into settlement_blocks (tenant_id, company_id, project_id, trade_agreement_id, period)
      values (?, ?, ?, ?, ?) on conflict (trade_agreement_id, period) where state <> 'closed' do nothing returning id`,
      [caller.tenantId, caller.companyId, k.projectId, k.agreementId, k.period],
    );
    if (made.rows[0]) await auditMove(trx, caller, 'settlement-blocks', made.rows[0].id, 'create', {}, { state: 'open', period: k.period });
    const block = await trx('settlement_blocks')
      .where({ tradeAgreementId: k.agreementId })
      .whereRaw('period = ?::date', [k.period])
      .whereNot({ state: 'closed' })
      .first('id');
    blockOf.set(`${k.agreementId}|${k.period}`, block.id);
  }
  for (const [key, blockId] of blockOf) {
    await moveActivities(
      trx,
      caller,
      rows.filter((r) => `${r.agreementId}|${r.period}` === key),
      'sendToPreInvoice',
      { settlementBlockId: blockId },
    );
  }
  return { moved: rows.length, blockIds: [...new Set(blockOf.values())] };
}

/** The code of the next pre-invoice of the company (PF-000001), under the company's lock. */
async function nextPreinvoiceCode(trx: Knex.Transaction, caller: SettlementCaller): Promise<string> {
  const row = await takeNumber(trx, caller, 'PF');
  return invoiceNumber('PF', row);
}

/**
 * The next number of a company's series, gapless: take_invoice_number() (the only writer of the
 * counters) creates the row once and locks it for this transaction, so concurrent takers wait and a
 * rolled-back one leaves no hole.
 */
export async function takeNumber(trx: Knex.Transaction, caller: Caller, prefix: string): Promise<number> {
  const { rows } = await trx.raw('select take_invoice_number(?, ?) as n', [caller.companyId, prefix]);
  return Number(rows[0].n);
}

export interface CreatePreinvoices {
  blockIds: string[];
  /** One pre-invoice per project instead of one for all. */
  separate: boolean;
  /** The charge unit: the billing currency every block must share. */
  currencyId?: string | null;
}

/**
 * Pre-invoices from blocks: all the blocks in one (same client, agreement type and billing
 * currency) or one per project. Prices each block with the fee engine, writes the lines and moves
 * the blocks' awaiting work into revision. Answers the new pre-invoices' ids.
 */
export async function createPreinvoices(trx: Knex.Transaction, caller: SettlementCaller, input: CreatePreinvoices): Promise<string[]> {
  if (!input.blockIds.length) throw new AppError('SETTLEMENT_SELECT_ONE');
  if (!input.currencyId) throw new AppError('PREINVOICE_CHARGE_UNIT_REQUIRED');
  const reach = reachOf(caller, 'SettlementReadPreinvoices');
  if (!reach) throw new AppError('FORBIDDEN');
  const blocks: { id: string; state: string }[] = await trx('settlement_blocks as b')
    .where('b.company_id', caller.companyId)
    .whereIn('b.id', input.blockIds)
    .modify((q) => whereProjectVisible(q, caller, 'SettlementReadPreinvoices', 'b.project_id'))
    .orderBy('b.id')
    .forUpdate()
    .select('b.id', 'b.state');
  if (blocks.length !== new Set(input.blockIds).size) throw new AppError('NOT_FOUND');
  if (blocks.some((b) => b.state !== 'open')) throw new AppError('BLOCK_NOT_OPEN');
  const busy = await trx('activities as a').whereIn('a.settlementBlockId', input.blockIds).whereRaw(inPreinvoiceUnderRevisionSql('a')).first('a.id');
  if (busy) throw new AppError('BLOCK_IN_PREINVOICE');

  const pricing = await readBlocksPricing(trx, caller.companyId, input.blockIds);
  const first = pricing.blocks[0];
  if (pricing.blocks.some((p) => p.clientId !== first.clientId)) throw new AppError('PREINVOICE_MIXED_CLIENTS');
  if (pricing.blocks.some((p) => p.agreementType !== first.agreementType)) throw new AppError('PREINVOICE_MIXED_TYPES');
  if (pricing.blocks.some((p) => p.currencyId !== first.currencyId)) throw new AppError('PREINVOICE_MIXED_CURRENCIES');
  if (input.currencyId !== first.currencyId) {
    const c = await trx('currencies').where({ id: first.currencyId }).first('code');
    throw new AppError('PREINVOICE_CHARGE_UNIT_MISMATCH', { code: String(c?.code ?? '') });
  }

  const byProject = new Map<string, BlockToPrice[]>();
  for (const p of pricing.blocks) byProject.set(p.projectId, [...(byProject.get(p.projectId) ?? []), p]);
  const groups = input.separate ? [...byProject.values()] : [pricing.blocks];
  // Each pre-invoice's head first; its work is included in it while the fee engine prices the blocks
  // (the database and the engine each on their own core), then the lines follow.
  const made: { id: string; group: BlockToPrice[]; move: MoveUnderWay }[] = [];
  for (const group of groups) {
    const id = await insertPreinvoice(trx, caller, group);
    made.push({
      id,
      group,
      move: startIncluding(
        trx,
        caller,
        id,
        group.flatMap((p) => p.activityIds),
      ),
    });
  }
  await Promise.all(made.map((m) => m.move.sent));
  let documents: PreinvoiceDraft[];
  try {
    const priced = new Map(pricing.price().map((p) => [p.blockId, p]));
    if ([...priced.values()].every((p) => !p.result.lines.length && !p.activityIds.length)) throw new AppError('PREINVOICE_EMPTY');
    documents = made.map(({ id, group }) => {
      const blocks = group.map((p) => priced.get(p.blockId)!);
      return { id, blocks: blocks.length, rounding: blocks[0].result.rounding, lines: lineRows(blocks) };
    });
  } catch (error) {
    await Promise.allSettled(made.map((m) => m.move.done)); // the transaction rolls back once its statements end
    throw error;
  }
  await Promise.all(made.map((m) => m.move.done));
  for (const document of documents) await writeLines(trx, caller, document);
  return documents.map((d) => d.id);
}

/** A pre-invoice made, priced and not yet written: its id, how many blocks, its rounding rule and its lines' rows. */
interface PreinvoiceDraft {
  id: string;
  blocks: number;
  rounding: FeeResult['rounding'];
  lines: CopyValue[][];
}

/** A pre-invoice line's columns as the engine fills them (tenant and pre-invoice are the pre-invoice's). */
const LINE_COLUMNS = {
  position: 'int',
  project_id: 'uuid',
  block_id: 'uuid',
  concept: 'text',
  description: 'text',
  line_date: 'date',
  quantity: 'numeric',
  unit_price: 'numeric',
  unit_amount: 'numeric',
  amount: 'numeric',
  taxes: 'numeric',
  withholdings: 'numeric',
  tax_detail: 'jsonb',
  user_id: 'uuid',
  worked_minutes: 'int',
  billed_minutes: 'int',
  activity_ids: 'uuid[]',
  work_ids: 'uuid[]',
  milestone_id: 'uuid',
};

/** A pre-invoice's head (its rounding rule and totals follow its lines) and its blocks. */
async function insertPreinvoice(trx: Knex.Transaction, caller: SettlementCaller, group: BlockToPrice[]): Promise<string> {
  const head = group[0];
  const [row] = await trx('preinvoices')
    .insert({
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      code: await nextPreinvoiceCode(trx, caller),
      clientId: head.clientId,
      projectId: head.projectId,
      agreementType: head.agreementType,
      currencyId: head.currencyId,
      period: group.map((p) => p.period).sort()[0],
      state: 'created',
      roundingEs: '',
      roundingEn: '',
      createdBy: caller.userId,
    })
    .returning('id');
  const id = row.id as string;
  await trx('preinvoice_blocks').insert(group.map((p) => ({ tenantId: caller.tenantId, preinvoiceId: id, blockId: p.blockId, projectId: p.projectId })));
  return id;
}

/** The engine's lines of some blocks as rows of LINE_COLUMNS, numbered in order. */
function lineRows(blocks: PricedBlock[]): CopyValue[][] {
  let position = 0;
  return blocks.flatMap((p) =>
    p.result.lines.map((l) => [
      ++position,
      p.projectId,
      p.blockId,
      l.concept,
      l.description.slice(0, 500),
      l.date,
      l.quantity,
      l.unitPrice,
      l.unitAmount,
      l.amount,
      l.taxes
        .filter((t) => t.type === 'tax')
        .reduce((s, t) => s.plus(t.amount), new Decimal(0))
        .toFixed(),
      l.taxes
        .filter((t) => t.type === 'withholding')
        .reduce((s, t) => s.plus(t.amount), new Decimal(0))
        .toFixed(),
      JSON.stringify(l.taxes),
      l.userId,
      l.workedMinutes,
      l.billedMinutes,
      idArray(l.activityIds),
      idArray(l.workIds),
      l.milestoneId,
    ]),
  );
}

/** A pre-invoice's lines, its rounding rule and totals, and its creation in the audit log. */
async function writeLines(trx: Knex.Transaction, caller: SettlementCaller, document: PreinvoiceDraft) {
  const { id, lines } = document;
  // A month's lines (120,000 for 60,000 activities) by COPY: the fastest way PostgreSQL reads rows.
  await copyIntoTemporary(trx, 'preinvoice_lines_in', LINE_COLUMNS, lines);
  const names = Object.keys(LINE_COLUMNS).join(', ');
  await trx.raw(`insert into preinvoice_lines (tenant_id, preinvoice_id, ${names}) select ?, ?, ${names} from preinvoice_lines_in`, [caller.tenantId, id]);
  await trx.raw('drop table preinvoice_lines_in'); // the next pre-invoice of the request makes its own
  await trx('preinvoices').where({ id }).update({ roundingEs: document.rounding.text.es, roundingEn: document.rounding.text.en });
  await refreshTotals(trx, id);
  await auditMove(trx, caller, 'preinvoices', id, 'create', {}, { state: 'created', blocks: document.blocks, lines: lines.length });
}

/** A pre-invoice's totals as the sums of its lines' rounded values (total = subtotal + taxes − withholdings), and its line count. */
export function refreshTotals(trx: Knex.Transaction, id: string) {
  return trx.raw(
    `update preinvoices p set subtotal = s.subtotal, taxes = s.taxes, withholdings = s.withholdings,
      total = s.subtotal + s.taxes - s.withholdings, line_count = s.lines
    from (select coalesce(sum(amount), 0) subtotal, coalesce(sum(taxes), 0) taxes, coalesce(sum(withholdings), 0) withholdings, count(*)::int lines
      from preinvoice_lines where preinvoice_id = ?) s where p.id = ?`,
    [id, id],
  );
}

/** An invoice's number as printed: its series and six digits (FV-000001). */
export const invoiceNumber = (prefix: string, number: number | string) => `${prefix}-${String(number).padStart(6, '0')}`;

/**
 * The invoice of an approved pre-invoice (its state already moved): the number from the company's
 * counter row, the totals copied, who and when recorded, the work billed. A pre-invoice of 0.00 is
 * no fiscal act: refused before a number is taken (the caller's transaction undoes the move).
 * `at` is when it is issued and approved: now, or a day of the demo's history (seeds/settlement.ts).
 */
export async function invoicePreinvoice(trx: Knex.Transaction, caller: SettlementCaller, id: string, at?: Date): Promise<void> {
  const p = await trx('preinvoices').where({ id }).first();
  if (new Decimal(String(p.total)).isZero()) throw new AppError('PREINVOICE_TOTAL_ZERO');
  const company = await trx('companies').where({ id: caller.companyId }).first('invoicePrefix', 'timeZone');
  const number = await takeNumber(trx, caller, company.invoicePrefix);
  const [invoice] = await trx('invoices')
    .insert({
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      preinvoiceId: id,
      prefix: company.invoicePrefix,
      number,
      clientId: p.clientId,
      projectId: p.projectId,
      currencyId: p.currencyId,
      issueDate: today(company.timeZone, at),
      subtotal: p.subtotal,
      taxes: p.taxes,
      withholdings: p.withholdings,
      total: p.total,
      state: 'approved',
      approvedBy: caller.userId,
      approvedAt: at ?? trx.fn.now(),
    })
    .returning('id');
  await auditMove(
    trx,
    caller,
    'invoices',
    invoice.id,
    'create',
    {},
    { state: 'approved', number: invoiceNumber(company.invoicePrefix, number), total: String(p.total) },
  );
  // Its work reads Billed from now on through the approved pre-invoice: no activity row is written (decision 263).
  await trx('preinvoices')
    .where({ id })
    .update({ approvedBy: caller.userId, approvedAt: at ?? trx.fn.now() });
}
