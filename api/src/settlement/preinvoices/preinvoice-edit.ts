// A pre-invoice edited by the leader before approval (save, save and approve; decision 220) and the
// billing notes on its lines (decision 221). Both change money only through recomputeLines, which
// applies the fee engine's rules to a changed line: the line in the agreement's unit rounded half up
// to its decimals, converted from an indexing unit at the line date's equivalency, taxes per line by
// the engine's own lineTaxes. Each call runs in the request's one transaction, under the
// pre-invoice's row lock, and is audited.
import type { Knex } from 'knex';
import DecimalJs from 'decimal.js';
import { AppError, invalid, type FieldError } from '../../platform/errors/app-error.ts';
import { assertTransition } from '../../platform/resource/transitions.ts';
import { Decimal, equivalencyOn, NoEquivalencyError } from '../../management/currencies/conversion.ts';
import { MENTION } from '../../production/activities/activity-children.resource.ts';
import { notify } from '../../production/notifications/notify.ts';
import { convertApportioned, roundMoney } from '../fees/fee-rounding.ts';
import { HOUR_CONCEPTS, lineTaxes, type FeeLineTax } from '../fees/fee-engine.ts';
import { unitsOf } from '../fees/pricing.ts';
import { reachable } from '../settlement-scope.ts';
import { BILLING_NOTE_ACTIONS, billingNoteTransitions, PREINVOICE_EDITABLE, preinvoiceTransitions, type PreinvoiceState } from '../settlement-states.ts';
import { auditMove, invoicePreinvoice, refreshTotals, type SettlementCaller } from '../settlement-flow.ts';
import { refuseUnconfirmed } from '../../platform/resource/actions.ts';
import { approvalQuestion } from './approval-question.ts';

type Row = Record<string, unknown>;

/** Quantities and prices: at least 0, up to 14 digits and 6 decimals (the columns' scale). */
const UNSIGNED = /^\d{1,14}(\.\d{1,6})?$/;
/** A note's value may lower the line (a negative number of hours or amount). */
const SIGNED = /^-?\d{1,14}(\.\d{1,6})?$/;
const decimalText = (v: unknown, pattern: RegExp): string | null => {
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : null;
  return text !== null && pattern.test(text) ? text : null;
};
const same = (a: unknown, b: unknown) => new Decimal(String(a ?? 0)).eq(new Decimal(String(b ?? 0)));

export const preinvoiceLink = (id: string) => `/settlement-billing/preinvoice/${id}`;

/**
 * The pre-invoice the caller reaches (404 otherwise), locked for update, in a state that takes
 * edits (409 PREINVOICE_NOT_EDITABLE otherwise): concurrent saves and approvals wait for each other.
 */
export async function editablePreinvoice(trx: Knex.Transaction, caller: SettlementCaller, id: string): Promise<Row> {
  await reachable(trx, caller, 'SettlementReadPreinvoices', 'preinvoices', id);
  const p = await trx('preinvoices').where({ id }).forUpdate().first();
  if (!PREINVOICE_EDITABLE.includes(p.state as PreinvoiceState)) throw new AppError('PREINVOICE_NOT_EDITABLE', { state: String(p.state) });
  return p;
}

/** Approval waits for every note to be closed (decision 221). */
export async function refuseOpenNotes(trx: Knex.Transaction, preinvoiceId: string): Promise<void> {
  if (await trx('billing_notes').where({ preinvoiceId }).whereNot({ state: 'closed' }).first('id')) throw new AppError('PREINVOICE_NOTES_OPEN');
}

/**
 * Prices the given lines again after an edit or a note (decision 220): the list amount (the engine's
 * amount in the agreement's unit, or quantity × unit price once the leader re-priced the line), plus
 * the hour notes at the unit price, less the discount, rounded half up to the unit's decimals;
 * converted at the line date's equivalency for an indexing unit; plus the flat notes in the billing
 * currency; taxes per line by the engine's rule on the line's own taxes. Then the totals.
 */
export async function recomputeLines(trx: Knex.Transaction, preinvoiceId: string, lineIds: readonly string[]): Promise<void> {
  if (!lineIds.length) return;
  const p = await trx('preinvoices as p').join('currencies as c', 'c.id', 'p.currency_id').where('p.id', preinvoiceId).first('c.decimals');
  const decimals = Number(p.decimals);
  const lines = await trx('preinvoice_lines as l')
    .join('settlement_blocks as b', 'b.id', 'l.block_id')
    .join('trade_agreements as t', 't.id', 'b.trade_agreement_id')
    .where('l.preinvoice_id', preinvoiceId)
    .whereIn('l.id', lineIds)
    .select(
      'l.id',
      'l.position',
      'l.concept',
      'l.taxDetail',
      't.currency_id as unitId',
      trx.raw(`to_char(l.line_date, 'YYYY-MM-DD') as "lineDate"`),
      ...['quantity', 'unit_price', 'unit_amount', 'list_amount', 'discount_percent'].map((c) => trx.raw(`l.${c}::text as ${c}`)),
    );
  const sums = await trx('billing_notes')
    .where('preinvoice_id', preinvoiceId)
    .whereIn('line_id', lineIds)
    .groupBy('line_id', 'charge_type')
    .select('line_id', 'charge_type', trx.raw('sum(value)::text as value'));
  const noteSum = (lineId: string, type: string) => new Decimal(String(sums.find((s) => s.lineId === lineId && s.chargeType === type)?.value ?? 0));
  const units = await unitsOf(trx, [...new Set(lines.map((l) => String(l.unitId)))]);
  const rows = lines.map((l) => {
    const unit = units.get(String(l.unitId))!;
    const base = new Decimal(String(l.listAmount ?? l.unitAmount));
    const hours = noteSum(l.id, 'hour');
    const price = new Decimal(String(l.unitPrice));
    // The engine's one rounding point: a currency's line to its decimals; an indexing unit's after conversion.
    const inUnit = (v: Decimal) => (unit.kind === 'index' ? v : roundMoney(v, unit.decimals));
    const withHours = base.plus(inUnit(hours.times(price)));
    const unitAmount = inUnit(withHours.times(new Decimal(1).minus(new Decimal(String(l.discountPercent)).div(100))));
    let amount = unitAmount;
    if (unit.kind === 'index') {
      let factor: string;
      try {
        factor = equivalencyOn(unit.equivalencies ?? [], String(l.lineDate)).value;
      } catch (e) {
        if (e instanceof NoEquivalencyError) throw new AppError('SETTLEMENT_NO_EQUIVALENCY', { detail: `${unit.code} ${String(l.lineDate)}` });
        throw e;
      }
      amount = convertApportioned([unitAmount], factor, decimals)[0];
    }
    amount = amount.plus(roundMoney(noteSum(l.id, 'flat'), decimals));
    if (amount.isNegative() || unitAmount.isNegative()) throw new AppError('PREINVOICE_LINE_NEGATIVE', { position: Number(l.position) });
    const taxes = lineTaxes(amount, (l.taxDetail ?? []) as FeeLineTax[], decimals);
    const sum = (type: string) =>
      taxes
        .filter((t) => t.type === type)
        .reduce((s, t) => s.plus(t.amount), new Decimal(0))
        .toFixed(decimals);
    return {
      id: l.id,
      listAmount: base.toFixed(),
      unitAmount: unit.kind === 'index' ? unitAmount.toFixed() : amount.toFixed(),
      amount: amount.toFixed(),
      taxes: sum('tax'),
      withholdings: sum('withholding'),
      taxDetail: taxes,
      billedMinutes: HOUR_CONCEPTS.has(String(l.concept))
        ? new Decimal(String(l.quantity)).plus(hours).times(60).toDecimalPlaces(0, DecimalJs.ROUND_HALF_UP).toNumber()
        : null,
    };
  });
  await trx.raw(
    `update preinvoice_lines l set list_amount = x."listAmount", unit_amount = x."unitAmount", amount = x.amount, taxes = x.taxes,
      withholdings = x.withholdings, tax_detail = x."taxDetail", billed_minutes = coalesce(x."billedMinutes", l.billed_minutes)
    from jsonb_to_recordset(?::jsonb) as x(id uuid, "listAmount" numeric, "unitAmount" numeric, amount numeric, taxes numeric,
      withholdings numeric, "taxDetail" jsonb, "billedMinutes" int)
    where l.id = x.id and l.preinvoice_id = ?`,
    [JSON.stringify(rows), preinvoiceId],
  );
  await refreshTotals(trx, preinvoiceId);
}

// ---------------------------------------------------------------------------------------------
// Save, save and approve

export interface LineEdit {
  id: string;
  description?: string;
  quantity?: unknown;
  unitPrice?: unknown;
  discountPercent?: unknown;
}
export interface SaveInput {
  observations?: string | null;
  lines?: LineEdit[];
}

const TOTALS = ['subtotal', 'taxes', 'withholdings', 'total'] as const;

/**
 * Saves the leader's edits of a pre-invoice in created or revision: its observations and, per line,
 * the description, quantity, unit price and discount. The changed lines are priced again and the
 * totals follow; one audit entry names every change (line N's field, before and after).
 */
export async function savePreinvoice(trx: Knex.Transaction, caller: SettlementCaller, id: string, input: SaveInput): Promise<{ changed: number }> {
  const p = await editablePreinvoice(trx, caller, id);
  const edits = input.lines ?? [];
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  edits.forEach((e, i) => {
    if (seen.has(e.id)) fields.push({ field: `lines[${i}].id`, code: 'PREINVOICE_LINE_REPEATED' });
    seen.add(e.id);
    if (e.description !== undefined && !e.description.trim()) fields.push({ field: `lines[${i}].description`, code: 'PREINVOICE_LINE_DESCRIPTION_REQUIRED' });
    if (e.quantity !== undefined && decimalText(e.quantity, UNSIGNED) === null)
      fields.push({ field: `lines[${i}].quantity`, code: 'PREINVOICE_LINE_QUANTITY_INVALID' });
    if (e.unitPrice !== undefined && decimalText(e.unitPrice, UNSIGNED) === null)
      fields.push({ field: `lines[${i}].unitPrice`, code: 'PREINVOICE_LINE_PRICE_INVALID' });
    if (e.discountPercent !== undefined) {
      const d = decimalText(e.discountPercent, UNSIGNED);
      if (d === null || new Decimal(d).gt(100)) fields.push({ field: `lines[${i}].discountPercent`, code: 'PREINVOICE_LINE_DISCOUNT_INVALID' });
    }
  });
  const current = seen.size
    ? await trx('preinvoice_lines as l')
        .join('settlement_blocks as b', 'b.id', 'l.block_id')
        .join('trade_agreements as t', 't.id', 'b.trade_agreement_id')
        .where('l.preinvoice_id', id)
        .whereIn('l.id', [...seen])
        .select(
          'l.id',
          'l.position',
          'l.description',
          'l.concept',
          't.currency_id as unitId',
          ...['quantity', 'unit_price', 'discount_percent'].map((c) => trx.raw(`trim_scale(l.${c})::text as ${c}`)),
        )
    : [];
  const byId = new Map(current.map((l) => [String(l.id), l]));
  edits.forEach((e, i) => {
    const l = byId.get(e.id);
    if (!l) fields.push({ field: `lines[${i}].id`, code: 'PREINVOICE_LINE_UNKNOWN' });
    // A line of hours stays one a reader can check: hundredths of an hour, as the engine writes them.
    else if (HOUR_CONCEPTS.has(String(l.concept)) && e.quantity !== undefined && new Decimal(decimalText(e.quantity, UNSIGNED) ?? 0).decimalPlaces() > 2) {
      fields.push({ field: `lines[${i}].quantity`, code: 'PREINVOICE_LINE_HOURS_DECIMALS' });
    }
  });
  if (fields.length) throw invalid(fields);

  const units = await unitsOf(trx, [...new Set(current.map((l) => String(l.unitId)))]);
  const before: Row = {};
  const after: Row = {};
  const updates: Row[] = [];
  for (const e of edits) {
    const l = byId.get(e.id)!;
    const next = {
      description: e.description !== undefined ? e.description.trim() : String(l.description),
      quantity: e.quantity !== undefined ? decimalText(e.quantity, UNSIGNED)! : String(l.quantity),
      unitPrice: e.unitPrice !== undefined ? decimalText(e.unitPrice, UNSIGNED)! : String(l.unitPrice),
      discountPercent: e.discountPercent !== undefined ? decimalText(e.discountPercent, UNSIGNED)! : String(l.discountPercent),
    };
    const was = {
      description: String(l.description),
      quantity: String(l.quantity),
      unitPrice: String(l.unitPrice),
      discountPercent: String(l.discountPercent),
    };
    const repriced = !same(next.quantity, was.quantity) || !same(next.unitPrice, was.unitPrice);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => (k === 'description' ? next[k] !== was[k] : !same(next[k], was[k])));
    if (!changed.length) continue;
    for (const k of changed) {
      before[`line${String(l.position)}.${k}`] = was[k];
      after[`line${String(l.position)}.${k}`] = k === 'description' ? next[k] : new Decimal(next[k]).toFixed();
    }
    // Re-priced by the leader: the list amount becomes quantity × unit price (a cap's cut no longer applies).
    const unit = units.get(String(l.unitId))!;
    updates.push({
      id: l.id,
      description: next.description,
      quantity: next.quantity,
      unitPrice: next.unitPrice,
      discountPercent: next.discountPercent,
      listAmount: repriced ? roundMoney(new Decimal(next.quantity).times(next.unitPrice), unit.decimals).toFixed() : null,
      reprice: repriced || !same(next.discountPercent, was.discountPercent),
    });
  }
  const totalsBefore = Object.fromEntries(TOTALS.map((k) => [k, new Decimal(String(p[k])).toFixed()]));
  if (updates.length) {
    await trx.raw(
      `update preinvoice_lines l set description = x.description, quantity = x.quantity, unit_price = x."unitPrice",
        discount_percent = x."discountPercent", list_amount = coalesce(x."listAmount", l.list_amount)
      from jsonb_to_recordset(?::jsonb) as x(id uuid, description text, quantity numeric, "unitPrice" numeric, "discountPercent" numeric, "listAmount" numeric)
      where l.id = x.id and l.preinvoice_id = ?`,
      [JSON.stringify(updates), id],
    );
    await recomputeLines(
      trx,
      id,
      updates.filter((u) => u.reprice).map((u) => String(u.id)),
    );
  }
  if (input.observations !== undefined) {
    const observations = input.observations?.trim() || null;
    if (observations !== (p.observations ?? null)) {
      before.observations = p.observations ?? null;
      after.observations = observations;
      await trx('preinvoices').where({ id }).update({ observations, updatedAt: trx.fn.now() });
    }
  }
  const now = await trx('preinvoices')
    .where({ id })
    .first(...TOTALS);
  for (const k of TOTALS) {
    const v = new Decimal(String(now[k])).toFixed();
    if (v !== totalsBefore[k]) {
      before[k] = totalsBefore[k];
      after[k] = v;
    }
  }
  if (Object.keys(after).length) await auditMove(trx, caller, 'preinvoices', id, 'save', before, after);
  return { changed: updates.length };
}

/**
 * Save, then approve in the same transaction by the pre-invoice's own transition table and the
 * existing approval path (invoicePreinvoice): the invoice carries the saved totals. Unless the
 * caller confirmed it (X-Confirm), the approval's question is answered with the saved totals and
 * the transaction rolls back: the person is asked about the invoice these edits would make.
 */
export async function saveAndApprove(
  trx: Knex.Transaction,
  caller: SettlementCaller,
  id: string,
  input: SaveInput,
): Promise<{ changed: number; invoiceId: string }> {
  const saved = await savePreinvoice(trx, caller, id, input);
  const p = await trx('preinvoices').where({ id }).first('state');
  const next = assertTransition(preinvoiceTransitions, String(p.state), 'approve');
  await refuseOpenNotes(trx, id);
  refuseUnconfirmed(caller, await approvalQuestion(trx, caller.companyId, id));
  await trx('preinvoices').where({ id }).update({ state: next, updatedAt: trx.fn.now() });
  await invoicePreinvoice(trx, caller, id);
  await auditMove(trx, caller, 'preinvoices', id, 'approve', { state: p.state }, { state: next });
  const invoice = await trx('invoices').where({ preinvoiceId: id }).first('id');
  return { ...saved, invoiceId: String(invoice.id) };
}

// ---------------------------------------------------------------------------------------------
// Billing notes

export interface NoteInput {
  lineId?: string;
  description?: string;
  chargeType?: string;
  currencyId?: string;
  value?: unknown;
}

const NOTE_COLUMNS = ['n.id', 'n.lineId', 'n.description', 'n.chargeType', 'n.currencyId', 'n.state', 'n.authorId', 'n.mentions', 'n.createdAt', 'n.updatedAt'];

/** The company's active members a billing note may mention, 20 at most, whose email or name holds `q` (all when empty), by name. */
export function mentionableMembers(trx: Knex.Transaction, companyId: string, q: string) {
  return trx('company_users')
    .where({ companyId, active: true })
    .modify((b) => {
      if (q) b.where((w) => w.whereILike('email', `%${q}%`).orWhereILike('name', `%${q}%`).orWhereILike('lastName', `%${q}%`));
    })
    .orderBy('name')
    .orderBy('id')
    .limit(20)
    .select('id', 'email', 'name', 'lastName');
}

/**
 * A note as the commands answer it: with its line's position, author and currency code (the list of
 * a pre-invoice's notes is the declared billing-notes, decision 284).
 */
async function noteOf(trx: Knex.Transaction, noteId: string): Promise<Row> {
  return trx('billing_notes as n')
    .join('preinvoice_lines as l', 'l.id', 'n.line_id')
    .join('currencies as c', 'c.id', 'n.currency_id')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .where('n.id', noteId)
    .first(
      ...NOTE_COLUMNS,
      'l.position',
      'c.code as currencyCode',
      trx.raw('trim_scale(n.value)::text as value'),
      trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "authorName"`),
    );
}

/** The members a note mentions ('@ana@bufete.co'): each must be an active member of the company. */
async function mentionsIn(trx: Knex.Transaction, companyId: string, description: string, fields: FieldError[]): Promise<string[]> {
  const emails = [...new Set([...description.matchAll(MENTION)].map((m) => m[1].toLowerCase()))];
  if (!emails.length) return [];
  const found = await trx('company_users').where({ companyId, active: true }).whereRaw('lower(email) = any(?)', [emails]).select('id', 'email');
  const known = new Set(found.map((u) => String(u.email).toLowerCase()));
  const missing = emails.find((e) => !known.has(e));
  if (missing) fields.push({ field: 'description', code: 'BILLING_NOTE_MENTION_UNKNOWN', params: { mention: `@${missing}` } });
  return found.map((u) => String(u.id));
}

async function checkNote(
  trx: Knex.Transaction,
  caller: SettlementCaller,
  p: Row,
  input: Required<Pick<NoteInput, 'description' | 'chargeType' | 'currencyId'>> & { value: unknown },
) {
  const fields: FieldError[] = [];
  const description = input.description.trim();
  if (!description) fields.push({ field: 'description', code: 'BILLING_NOTE_DESCRIPTION_REQUIRED' });
  if (!['hour', 'flat'].includes(input.chargeType)) fields.push({ field: 'chargeType', code: 'BILLING_NOTE_CHARGE_TYPE_REQUIRED' });
  if (input.currencyId !== p.currencyId) {
    const c = await trx('currencies').where({ id: p.currencyId }).first('code');
    fields.push({ field: 'currencyId', code: 'BILLING_NOTE_CURRENCY_MISMATCH', params: { code: String(c.code) } });
  }
  const value = decimalText(input.value ?? '0', SIGNED);
  if (value === null) fields.push({ field: 'value', code: 'BILLING_NOTE_VALUE_INVALID' });
  else if (input.chargeType === 'hour' && new Decimal(value).decimalPlaces() > 2) fields.push({ field: 'value', code: 'BILLING_NOTE_HOURS_DECIMALS' });
  const mentions = description ? await mentionsIn(trx, caller.companyId, description, fields) : [];
  if (fields.length) throw invalid(fields);
  return { description, chargeType: input.chargeType, currencyId: input.currencyId, value: value!, mentions };
}

/** Tells the members newly mentioned by a note, in its transaction, with a link to the pre-invoice. */
async function tellMentioned(trx: Knex.Transaction, caller: SettlementCaller, p: Row, position: number, userIds: string[]) {
  await notify(trx, {
    tenantId: caller.tenantId,
    companyId: caller.companyId,
    actorId: caller.userId,
    userIds,
    kind: 'billingNoteMentioned',
    params: { code: String(p.code), line: position },
    link: preinvoiceLink(String(p.id)),
  });
}

/** A note on a line of an editable pre-invoice: its value changes the line at once; created state. */
export async function createNote(trx: Knex.Transaction, caller: SettlementCaller, preinvoiceId: string, input: NoteInput): Promise<Row> {
  const p = await editablePreinvoice(trx, caller, preinvoiceId);
  const line = input.lineId ? await trx('preinvoice_lines').where({ id: input.lineId, preinvoiceId }).first('id', 'position') : undefined;
  if (!line) throw invalid([{ field: 'lineId', code: 'PREINVOICE_LINE_UNKNOWN' }]);
  const note = await checkNote(trx, caller, p, {
    description: input.description ?? '',
    chargeType: input.chargeType ?? '',
    currencyId: input.currencyId ?? String(p.currencyId),
    value: input.value,
  });
  const [row] = await trx('billing_notes')
    .insert({ tenantId: caller.tenantId, companyId: caller.companyId, preinvoiceId, lineId: line.id, ...note, state: 'created', authorId: caller.userId })
    .returning('id');
  if (!new Decimal(note.value).isZero()) await recomputeLines(trx, preinvoiceId, [line.id]);
  await auditMove(trx, caller, 'billing-notes', row.id, 'create', {}, { line: line.position, ...note, state: 'created' });
  await tellMentioned(trx, caller, p, Number(line.position), note.mentions);
  return noteOf(trx, row.id);
}

/** The note, its pre-invoice locked and editable. */
async function noteFor(trx: Knex.Transaction, caller: SettlementCaller, noteId: string) {
  const note = await trx('billing_notes').where({ id: noteId, companyId: caller.companyId }).first();
  if (!note) throw new AppError('NOT_FOUND');
  const p = await editablePreinvoice(trx, caller, note.preinvoiceId);
  return { note: await trx('billing_notes').where({ id: noteId }).forUpdate().first(), p };
}

/** Changes a note not closed: its text (the members newly mentioned are told), charge type, currency, value. */
export async function updateNote(trx: Knex.Transaction, caller: SettlementCaller, noteId: string, input: NoteInput): Promise<Row> {
  const { note, p } = await noteFor(trx, caller, noteId);
  if (note.state === 'closed') throw new AppError('BILLING_NOTE_CLOSED');
  const next = await checkNote(trx, caller, p, {
    description: input.description ?? note.description,
    chargeType: input.chargeType ?? note.chargeType,
    currencyId: input.currencyId ?? note.currencyId,
    value: input.value ?? String(note.value),
  });
  const was = {
    description: note.description,
    chargeType: note.chargeType,
    currencyId: note.currencyId,
    value: new Decimal(String(note.value)).toFixed(),
    mentions: note.mentions ?? [],
  };
  await trx('billing_notes')
    .where({ id: noteId })
    .update({ ...next, updatedAt: trx.fn.now() });
  if (next.chargeType !== was.chargeType || !same(next.value, was.value)) await recomputeLines(trx, String(note.preinvoiceId), [String(note.lineId)]);
  await auditMove(trx, caller, 'billing-notes', noteId, 'update', was, { ...next, value: new Decimal(next.value).toFixed() });
  const line = await trx('preinvoice_lines').where({ id: note.lineId }).first('position');
  await tellMentioned(
    trx,
    caller,
    p,
    Number(line.position),
    next.mentions.filter((m) => !(was.mentions as string[]).includes(m)),
  );
  return noteOf(trx, noteId);
}

/** Opens, closes or reopens a note by its transition table. */
export async function moveNote(trx: Knex.Transaction, caller: SettlementCaller, noteId: string, action: (typeof BILLING_NOTE_ACTIONS)[number]): Promise<Row> {
  const { note } = await noteFor(trx, caller, noteId);
  const next = assertTransition(billingNoteTransitions, String(note.state), action);
  await trx('billing_notes').where({ id: noteId }).update({ state: next, updatedAt: trx.fn.now() });
  await auditMove(trx, caller, 'billing-notes', noteId, action, { state: note.state }, { state: next });
  return noteOf(trx, noteId);
}
