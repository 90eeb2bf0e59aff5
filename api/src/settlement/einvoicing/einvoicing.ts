// Submitting invoices to the electronic-invoicing provider, after their transaction has committed
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
import { EinvoiceUnreachable, localProvider, type EinvoiceAnswer, type EinvoiceConfig, type EinvoiceDocument, type EinvoiceProvider } from './provider.ts';

export type EinvoiceState = 'pending' | 'sent' | 'accepted' | 'rejected' | 'failed';
export const RESENDABLE: readonly EinvoiceState[] = ['rejected', 'failed'];

export function providerFrom(config: EinvoiceConfig): EinvoiceProvider {
  return config.provider === 'noova' ? noovaProvider(config.noova) : localProvider(config.currencies);
}

/** What the provider receives: the invoice, its issuer, its customer and its lines. */
export async function documentOf(trx: Knex.Transaction, invoiceId: string): Promise<EinvoiceDocument> {
  const head = await trx('invoices as i').join('clients as c', 'c.id', 'i.client_id').join('companies as co', 'co.id', 'i.company_id')
    .join('currencies as cu', 'cu.id', 'i.currency_id').where('i.id', invoiceId)
    .first('i.id', 'i.prefix', 'i.number', 'i.preinvoiceId', trx.raw(`to_char(i.issue_date, 'YYYY-MM-DD') as "issueDate"`), 'cu.code as currency',
      ...['subtotal', 'taxes', 'withholdings', 'total'].map((c) => trx.raw(`round(i.${c}, cu.decimals)::text as ${c}`)),
      'co.name as companyName', 'co.taxDocument', 'c.name as clientName', 'c.documentType', 'c.documentNumber', 'c.email', 'c.address');
  const lines = await trx('preinvoiceLines').where({ preinvoiceId: head.preinvoiceId }).orderBy('position')
    .select('position', 'description', trx.raw('trim_scale(quantity)::text as quantity'), trx.raw('trim_scale(unit_price)::text as "unitPrice"'),
      trx.raw('amount::text as amount'), trx.raw('taxes::text as taxes'));
  return {
    kind: 'invoice', id: head.id, number: invoiceNumber(head.prefix, head.number), issueDate: head.issueDate, currency: head.currency,
    subtotal: head.subtotal, taxes: head.taxes, withholdings: head.withholdings, total: head.total,
    issuer: { name: head.companyName, taxDocument: head.taxDocument ?? null },
    customer: { name: head.clientName, documentType: head.documentType, documentNumber: head.documentNumber ?? '', email: head.email ?? null, address: head.address ?? null },
    lines,
  };
}

interface Move { tenantId: string; companyId: string; invoiceId: string; from: string; to: EinvoiceState; provider: string; message?: string | null; reference?: string | null; actorId: string | null }

/** One move of a document at the provider: the invoice, its log row and the audit log. */
async function recordMove(trx: Knex.Transaction, m: Move): Promise<void> {
  const message = m.message ? m.message.slice(0, 500) : null;
  await trx('invoices').where({ id: m.invoiceId }).update({
    einvoiceState: m.to, einvoiceMessage: message, einvoiceAt: trx.fn.now(),
    ...(m.reference ? { einvoiceReference: m.reference.slice(0, 100) } : {}),
  });
  await trx('einvoiceLog').insert({
    tenantId: m.tenantId, companyId: m.companyId, invoiceId: m.invoiceId, provider: m.provider,
    fromState: m.from, toState: m.to, message, reference: m.reference ?? null, actorId: m.actorId,
  });
  await audit.record(trx, {
    tenantId: m.tenantId, companyId: m.companyId, actorId: m.actorId, entity: 'invoices', entityId: m.invoiceId,
    // The history names the move (its state field is read-only, so the action tells it).
    action: m.to === 'pending' ? 'einvoice-resend' : `einvoice-${m.to}`,
    before: { einvoiceState: m.from }, after: { einvoiceState: m.to, einvoiceMessage: message },
  });
}

export interface SubmitOptions {
  /** The job's last attempt: an unreachable provider then marks the document failed instead of leaving it pending. */
  lastAttempt?: boolean;
}

/**
 * Submits one invoice if it is still pending (answers its new state), or does nothing (`skipped`):
 * not pending, annulled, or another submitter holds it. Throws EinvoiceUnreachable when the provider
 * could not be reached and this is not the last attempt (the document stays pending).
 */
export async function submitInvoice(db: Knex, provider: EinvoiceProvider, ref: { tenantId: string; invoiceId: string }, options: SubmitOptions = {}): Promise<EinvoiceState | 'skipped'> {
  return inContext(db, { tenantId: ref.tenantId }, async (trx) => {
    const { rows: [lock] } = await trx.raw('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [`einvoice:${ref.invoiceId}`]);
    if (!lock.locked) return 'skipped';
    const row = await trx('invoices').where({ id: ref.invoiceId }).first('id', 'companyId', 'state', 'einvoiceState');
    if (!row || row.state !== 'approved' || row.einvoiceState !== 'pending') return 'skipped';
    const document = await documentOf(trx, ref.invoiceId);
    let answer: EinvoiceAnswer | { state: 'failed'; message: string };
    try {
      answer = await provider.submit(document);
    } catch (error) {
      const unreachable = error instanceof EinvoiceUnreachable ? error : new EinvoiceUnreachable((error as Error).message);
      if (!options.lastAttempt) throw unreachable;
      answer = { state: 'failed', message: unreachable.message };
    }
    await recordMove(trx, {
      tenantId: ref.tenantId, companyId: row.companyId, invoiceId: row.id, from: 'pending', to: answer.state, provider: provider.name,
      message: answer.message, reference: 'reference' in answer ? answer.reference : null, actorId: null,
    });
    return answer.state;
  });
}

/**
 * Asks the provider again for its verdict on an invoice it took without one (`sent`): accepted or
 * rejected is recorded as any move; still undecided, or the provider unreachable, leaves it sent
 * and notes when it was asked (the sweep asks again after a quiet period). Does nothing
 * (`skipped`) when the invoice is no longer sent, the provider has no verdict call, or another
 * asker holds the document.
 */
export async function askVerdict(db: Knex, provider: EinvoiceProvider, ref: { tenantId: string; invoiceId: string }): Promise<EinvoiceState | 'skipped'> {
  if (!provider.verdict) return 'skipped';
  return inContext(db, { tenantId: ref.tenantId }, async (trx) => {
    const { rows: [lock] } = await trx.raw('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [`einvoice:${ref.invoiceId}`]);
    if (!lock.locked) return 'skipped';
    const row = await trx('invoices').where({ id: ref.invoiceId }).first('id', 'companyId', 'state', 'einvoiceState', 'einvoiceReference', 'prefix', 'number');
    if (!row || row.state !== 'approved' || row.einvoiceState !== 'sent') return 'skipped';
    await trx('invoices').where({ id: row.id }).update({ einvoiceCheckedAt: trx.fn.now() });
    let answer: EinvoiceAnswer;
    try {
      answer = await provider.verdict!({ id: row.id, number: invoiceNumber(row.prefix, row.number), reference: row.einvoiceReference ?? null });
    } catch (error) {
      if (error instanceof EinvoiceUnreachable) return 'sent';
      throw error;
    }
    if (answer.state === 'sent') return 'sent';
    await recordMove(trx, {
      tenantId: ref.tenantId, companyId: row.companyId, invoiceId: row.id, from: 'sent', to: answer.state, provider: provider.name,
      message: answer.message, reference: answer.reference ?? null, actorId: null,
    });
    return answer.state;
  });
}

/** The invoices sent without a verdict and not asked for `quietMinutes` (oldest asked first, at most `max`): what the sweep asks again. */
export async function undecidedDocuments(db: Knex, quietMinutes: number, max = 500): Promise<{ tenantId: string; invoiceId: string }[]> {
  const { rows } = await db.raw(`select tenant_id as "tenantId", invoice_id as "invoiceId" from app_einvoice_undecided(?, make_interval(mins => ?))`, [max, quietMinutes]);
  return rows;
}

/** "Reenviar": a rejected or failed invoice the caller reaches goes back to pending (the job submits it once committed). */
export async function resendInvoice(trx: Knex.Transaction, caller: SettlementCaller, id: string, providerName: string): Promise<{ einvoiceState: EinvoiceState }> {
  const row = await reachable(trx, caller, 'SettlementReadLiquidated', 'invoices', id);
  const locked = await trx('invoices').where({ id }).forUpdate().first('state', 'einvoiceState');
  if (locked.state !== 'approved' || !RESENDABLE.includes(locked.einvoiceState)) {
    throw new AppError('EINVOICE_NOT_RESENDABLE');
  }
  await recordMove(trx, {
    tenantId: caller.tenantId, companyId: row.companyId, invoiceId: id, from: locked.einvoiceState, to: 'pending', provider: providerName, actorId: caller.userId,
  });
  return { einvoiceState: 'pending' };
}

/** The pending documents of every tenant (oldest first, at most `max`): what the job's sweep queues. */
export async function pendingDocuments(db: Knex, max = 500): Promise<{ tenantId: string; invoiceId: string }[]> {
  const { rows } = await db.raw('select tenant_id as "tenantId", invoice_id as "invoiceId" from app_einvoice_pending(?)', [max]);
  return rows;
}
