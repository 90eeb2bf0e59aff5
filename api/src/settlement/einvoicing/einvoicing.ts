// Submitting invoices and credit notes to the electronic-invoicing provider, after their transaction has committed
// (an approved invoice is never rolled back because the provider is down). One submission per
// document: the submitter takes the document's advisory lock (a second one skips), reads the state
// and submits only a pending one; the answer and the move are written in the same transaction, to
// the invoice, einvoice_log and the audit log. A provider that cannot be reached leaves it pending
// for the job's next retry, and failed after the last one. "Reenviar" puts a rejected or failed
// document back to pending. A document taken without a verdict (`sent`) is asked again for it
// (askVerdict) until the provider decides.
import type { Knex } from 'knex';
import * as audit from '../../audit/audit-log.ts';
import { inContext } from '../../platform/db/knex.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { invoiceNumber, type SettlementCaller } from '../settlement-flow.ts';
import { reachable } from '../settlement-scope.ts';
import { noovaProvider } from './noova.ts';
import { Decimal } from '../../management/currencies/conversion.ts';
import { EinvoiceUnreachable, localProvider, type EinvoiceAnswer, type EinvoiceDocument, type EinvoiceProvider } from './provider.ts';
import type { EinvoiceConfig } from '../../platform/config.ts';

export type EinvoiceState = 'pending' | 'sent' | 'accepted' | 'rejected' | 'failed';
export const RESENDABLE: readonly EinvoiceState[] = ['rejected', 'failed'];

export function providerFrom(config: EinvoiceConfig): EinvoiceProvider {
  return config.provider === 'noova' ? noovaProvider(config.noova) : localProvider(config.currencies);
}

/**
 * A document to submit or ask about: an invoice, or a credit note (decision 229). Jobs and the
 * sweep carry one of the two ids (the other absent or null).
 */
export interface DocumentRef {
  tenantId: string;
  invoiceId?: string | null;
  creditNoteId?: string | null;
}

interface Kind {
  table: 'invoices' | 'credit_notes';
  entity: 'invoices' | 'credit-notes';
  id: string;
  note: boolean;
}
function kindOf(ref: DocumentRef): Kind {
  if (ref.creditNoteId) return { table: 'credit_notes', entity: 'credit-notes', id: ref.creditNoteId, note: true };
  if (ref.invoiceId) return { table: 'invoices', entity: 'invoices', id: ref.invoiceId, note: false };
  throw new Error('an electronic document names an invoice or a credit note');
}

/** Joins to an invoice (alias `i`) its customer (`c`), its currency (`cu`) and the issuer (`co`) that `issuerColumn` names. */
const withInvoiceParties = (q: Knex.QueryBuilder, issuerColumn: string) =>
  q.join('clients as c', 'c.id', 'i.client_id').join('companies as co', 'co.id', issuerColumn).join('currencies as cu', 'cu.id', 'i.currency_id');

/** The issuer's and the customer's columns, over withInvoiceParties's aliases; partiesOf reads them. */
const PARTY_COLUMNS = ['co.name as companyName', 'co.taxDocument', 'c.name as clientName', 'c.documentType', 'c.documentNumber', 'c.email', 'c.address'];

/** The issuer and the customer as the provider receives them, from a row read with PARTY_COLUMNS. */
const partiesOf = (head: Record<string, string | null>): Pick<EinvoiceDocument, 'issuer' | 'customer'> => ({
  issuer: { name: head.companyName!, taxDocument: head.taxDocument ?? null },
  customer: {
    name: head.clientName!,
    documentType: head.documentType!,
    documentNumber: head.documentNumber ?? '',
    email: head.email ?? null,
    address: head.address ?? null,
  },
});

/** What the provider receives: the invoice, its issuer, its customer and its lines. */
export async function documentOf(trx: Knex.Transaction, invoiceId: string): Promise<EinvoiceDocument> {
  const head = await withInvoiceParties(trx('invoices as i'), 'i.company_id')
    .where('i.id', invoiceId)
    .first(
      'i.id',
      'i.prefix',
      'i.number',
      'i.preinvoiceId',
      trx.raw(`to_char(i.issue_date, 'YYYY-MM-DD') as "issueDate"`),
      'cu.code as currency',
      ...['subtotal', 'taxes', 'withholdings', 'total'].map((c) => trx.raw(`round(i.${c}, cu.decimals)::text as ${c}`)),
      ...PARTY_COLUMNS,
    );
  const lines = await trx('preinvoice_lines')
    .where({ preinvoiceId: head.preinvoiceId })
    .orderBy('position')
    .select(
      'position',
      'description',
      trx.raw('trim_scale(quantity)::text as quantity'),
      trx.raw('trim_scale(unit_price)::text as "unitPrice"'),
      trx.raw('amount::text as amount'),
      trx.raw('taxes::text as taxes'),
    );
  return {
    kind: 'invoice',
    id: head.id,
    number: invoiceNumber(head.prefix, head.number),
    issueDate: head.issueDate,
    currency: head.currency,
    subtotal: head.subtotal,
    taxes: head.taxes,
    withholdings: head.withholdings,
    total: head.total,
    ...partiesOf(head),
    lines,
  };
}

/**
 * What the provider receives of a credit note: the invoice it credits (number and issue date), in
 * that invoice's currency (an indexing-unit note is sent at the value it took off the invoice), its
 * value split into base, taxes and withholdings in the invoice's own proportions (the rest of the
 * rounding on the base), as one line naming its cause and description.
 */
export async function creditNoteDocumentOf(trx: Knex.Transaction, creditNoteId: string): Promise<EinvoiceDocument> {
  const head = await withInvoiceParties(trx('credit_notes as n').join('invoices as i', 'i.id', 'n.invoice_id'), 'n.company_id')
    .where('n.id', creditNoteId)
    .first(
      'n.id',
      'n.code',
      'n.cause',
      'n.description',
      'i.prefix',
      'i.number',
      'cu.code as currency',
      'cu.decimals',
      trx.raw(`to_char(n.created_at at time zone co.time_zone, 'YYYY-MM-DD') as "issueDate"`),
      trx.raw(`to_char(i.issue_date, 'YYYY-MM-DD') as "invoiceIssueDate"`),
      trx.raw('n.invoice_value::text as value'),
      trx.raw('i.total::text as "invoiceTotal"'),
      trx.raw('i.taxes::text as "invoiceTaxes"'),
      trx.raw('i.withholdings::text as "invoiceWithholdings"'),
      ...PARTY_COLUMNS,
    );
  const decimals = Number(head.decimals);
  const total = new Decimal(head.value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const share = (part: string) =>
    (new Decimal(head.invoiceTotal).gt(0) ? total.mul(part).div(head.invoiceTotal) : new Decimal(0)).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const taxes = share(head.invoiceTaxes);
  const withholdings = share(head.invoiceWithholdings);
  const subtotal = total.minus(taxes).plus(withholdings); // total = subtotal + taxes − withholdings, exactly
  const fixed = (d: Decimal) => d.toFixed(decimals);
  return {
    kind: 'credit-note',
    id: head.id,
    number: head.code,
    issueDate: head.issueDate,
    currency: head.currency,
    subtotal: fixed(subtotal),
    taxes: fixed(taxes),
    withholdings: fixed(withholdings),
    total: fixed(total),
    ...partiesOf(head),
    lines: [
      {
        position: 1,
        description: `${head.cause}: ${head.description}`.slice(0, 500),
        quantity: '1',
        unitPrice: fixed(subtotal),
        amount: fixed(subtotal),
        taxes: fixed(taxes),
      },
    ],
    credits: { number: invoiceNumber(head.prefix, head.number), issueDate: head.invoiceIssueDate },
  };
}

interface Move {
  tenantId: string;
  companyId: string;
  kind: Kind;
  invoiceId: string;
  from: string;
  to: EinvoiceState;
  provider: string;
  message?: string | null;
  reference?: string | null;
  actorId: string | null;
}

/** One move of a document at the provider: the document, its log row and the audit log. */
async function recordMove(trx: Knex.Transaction, m: Move): Promise<void> {
  const message = m.message ? m.message.slice(0, 500) : null;
  await trx(m.kind.table)
    .where({ id: m.kind.id })
    .update({
      einvoiceState: m.to,
      einvoiceMessage: message,
      einvoiceAt: trx.fn.now(),
      ...(m.reference ? { einvoiceReference: m.reference.slice(0, 100) } : {}),
    });
  await trx('einvoice_log').insert({
    tenantId: m.tenantId,
    companyId: m.companyId,
    invoiceId: m.invoiceId,
    creditNoteId: m.kind.note ? m.kind.id : null,
    provider: m.provider,
    fromState: m.from,
    toState: m.to,
    message,
    reference: m.reference ?? null,
    actorId: m.actorId,
  });
  await audit.record(trx, {
    tenantId: m.tenantId,
    companyId: m.companyId,
    actorId: m.actorId,
    entity: m.kind.entity,
    entityId: m.kind.id,
    // The history names the move (its state field is read-only, so the action tells it).
    action: m.to === 'pending' ? 'einvoice-resend' : `einvoice-${m.to}`,
    before: { einvoiceState: m.from },
    after: { einvoiceState: m.to, einvoiceMessage: message },
  });
}

/**
 * The document's row if this transaction takes its advisory lock (a second submitter or asker
 * skips) and it is still in `state` (an invoice also approved), else null.
 */
async function heldDocument(trx: Knex.Transaction, kind: Kind, state: EinvoiceState) {
  const {
    rows: [lock],
  } = await trx.raw('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [`einvoice:${kind.id}`]);
  if (!lock.locked) return null;
  const row = kind.note
    ? await trx('credit_notes as n')
        .join('invoices as i', 'i.id', 'n.invoice_id')
        .where('n.id', kind.id)
        .first('n.id', 'n.companyId', trx.raw(`'approved' as state`), 'n.einvoiceState', 'n.einvoiceReference', 'n.invoiceId', 'n.code as number')
    : await trx('invoices')
        .where({ id: kind.id })
        .first(
          'id',
          'companyId',
          'state',
          'einvoiceState',
          'einvoiceReference',
          trx.raw('id as "invoiceId"'),
          trx.raw(`prefix || '-' || lpad(number::text, 6, '0') as number`),
        );
  return row && row.state === 'approved' && row.einvoiceState === state ? row : null;
}

export interface SubmitOptions {
  /** The job's last attempt: an unreachable provider then marks the document failed instead of leaving it pending. */
  lastAttempt?: boolean;
}

/**
 * Submits one document (an invoice or a credit note) if it is still pending (answers its new
 * state), or does nothing (`skipped`): not pending, annulled, or another submitter holds it.
 * Throws EinvoiceUnreachable when the provider could not be reached and this is not the last
 * attempt (the document stays pending).
 */
export async function submitDocument(db: Knex, provider: EinvoiceProvider, ref: DocumentRef, options: SubmitOptions = {}): Promise<EinvoiceState | 'skipped'> {
  const kind = kindOf(ref);
  return inContext(db, { tenantId: ref.tenantId }, async (trx) => {
    const row = await heldDocument(trx, kind, 'pending');
    if (!row) return 'skipped';
    const document = kind.note ? await creditNoteDocumentOf(trx, kind.id) : await documentOf(trx, kind.id);
    let answer: EinvoiceAnswer | { state: 'failed'; message: string };
    try {
      answer = await provider.submit(document);
    } catch (error) {
      const unreachable = error instanceof EinvoiceUnreachable ? error : new EinvoiceUnreachable((error as Error).message);
      if (!options.lastAttempt) throw unreachable;
      answer = { state: 'failed', message: unreachable.message };
    }
    await recordMove(trx, {
      tenantId: ref.tenantId,
      companyId: row.companyId,
      kind,
      invoiceId: row.invoiceId,
      from: 'pending',
      to: answer.state,
      provider: provider.name,
      message: answer.message,
      reference: 'reference' in answer ? answer.reference : null,
      actorId: null,
    });
    return answer.state;
  });
}

/**
 * Asks the provider again for its verdict on a document it took without one (`sent`): accepted or
 * rejected is recorded as any move; still undecided, or the provider unreachable, leaves it sent
 * and notes when it was asked (the sweep asks again after a quiet period). Does nothing
 * (`skipped`) when the document is no longer sent, the provider has no verdict call, or another
 * asker holds the document.
 */
export async function askVerdict(db: Knex, provider: EinvoiceProvider, ref: DocumentRef): Promise<EinvoiceState | 'skipped'> {
  if (!provider.verdict) return 'skipped';
  const kind = kindOf(ref);
  return inContext(db, { tenantId: ref.tenantId }, async (trx) => {
    const row = await heldDocument(trx, kind, 'sent');
    if (!row) return 'skipped';
    await trx(kind.table).where({ id: kind.id }).update({ einvoiceCheckedAt: trx.fn.now() });
    let answer: EinvoiceAnswer;
    try {
      answer = await provider.verdict!({ id: kind.id, number: row.number, reference: row.einvoiceReference ?? null });
    } catch (error) {
      if (error instanceof EinvoiceUnreachable) return 'sent';
      throw error;
    }
    if (answer.state === 'sent') return 'sent';
    await recordMove(trx, {
      tenantId: ref.tenantId,
      companyId: row.companyId,
      kind,
      invoiceId: row.invoiceId,
      from: 'sent',
      to: answer.state,
      provider: provider.name,
      message: answer.message,
      reference: answer.reference ?? null,
      actorId: null,
    });
    return answer.state;
  });
}

/** The documents sent without a verdict and not asked for `quietMinutes` (oldest asked first, at most `max`): what the sweep asks again. */
export async function undecidedDocuments(db: Knex, quietMinutes: number, max = 500): Promise<DocumentRef[]> {
  const { rows } = await db.raw(
    `select tenant_id as "tenantId", invoice_id as "invoiceId", credit_note_id as "creditNoteId"
    from app_einvoice_undecided(?, make_interval(mins => ?))`,
    [max, quietMinutes],
  );
  return rows;
}

/**
 * "Reenviar": a rejected or failed document the caller reaches goes back to pending (the job submits
 * it once committed). An invoice under the invoices' pair, a credit note under the credit notes'.
 */
export async function resendDocument(
  trx: Knex.Transaction,
  caller: SettlementCaller,
  ref: { invoiceId: string } | { creditNoteId: string },
  providerName: string,
): Promise<{ einvoiceState: EinvoiceState }> {
  const kind = kindOf({ tenantId: caller.tenantId, ...ref });
  const row = kind.note
    ? await reachable(trx, caller, 'SettlementCreditNotes', 'credit_notes', kind.id, '(select i.project_id from invoices i where i.id = t.invoice_id)')
    : await reachable(trx, caller, 'SettlementReadLiquidated', 'invoices', kind.id);
  const locked = await trx(kind.table)
    .where({ id: kind.id })
    .forUpdate()
    .first(kind.note ? trx.raw(`'approved' as state`) : 'state', 'einvoiceState');
  if (locked.state !== 'approved' || !RESENDABLE.includes(locked.einvoiceState)) {
    throw new AppError('EINVOICE_NOT_RESENDABLE');
  }
  await recordMove(trx, {
    tenantId: caller.tenantId,
    companyId: row.companyId,
    kind,
    invoiceId: kind.note ? row.invoiceId : kind.id,
    from: locked.einvoiceState,
    to: 'pending',
    provider: providerName,
    actorId: caller.userId,
  });
  return { einvoiceState: 'pending' };
}

/** The pending documents of every tenant, invoices and credit notes (oldest first, at most `max`): what the job's sweep queues. */
export async function pendingDocuments(db: Knex, max = 500): Promise<DocumentRef[]> {
  const { rows } = await db.raw('select tenant_id as "tenantId", invoice_id as "invoiceId", credit_note_id as "creditNoteId" from app_einvoice_pending(?)', [
    max,
  ]);
  return rows;
}
