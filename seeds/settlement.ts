// The demo tenant's settlement (issue 14, item 13), made by the API's own pipeline so every amount
// is the fee engine's: the demo activities seeded as Billed, PreInvoiceInRevision and
// AwaitingPreInvoice go through their blocks, pre-invoices and invoices; the arbitration's first
// milestone is billed in dollars through a future block; each currency's first invoice gets a credit
// note and a receipt. Runs after seedDemo's transaction, once: a company that already has invoices
// is left as it is.
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { createPreinvoices, invoiceNumber, invoicePreinvoice, sendToPreInvoice, takeNumber, type SettlementCaller } from '../api/src/settlement/settlement-flow.ts';
import { Decimal } from '../api/src/management/currencies/conversion.ts';
import { priceBlocks } from '../api/src/settlement/pricing.ts';
import { activateFutureBlock, futureBlocks } from '../api/src/settlement/future-blocks.ts';
import { DEMO, seedId } from './demo.ts';

const PHASES = ['Billed', 'PreInvoiceInRevision', 'AwaitingPreInvoice'] as const;
/** The demo's arbitration (milestones by date, in dollars). */
const DEMO_ARBITRATION_PROJECT = seedId('project:textiles-arbitraje');

export async function seedSettlement(owner: Knex): Promise<void> {
  const db = knexFactory({ ...owner.client.config, pool: { min: 0, max: 1 }, ...knexSnakeCaseMappers() });
  try {
    await db.transaction(async (trx) => {
      await trx.raw(`select set_config('app.tenant_id', ?, true), set_config('app.user_id', ?, true)`, [DEMO.tenantId, DEMO.users.administrator]);
      const companyId = DEMO.mainCompanyId;
      if (await trx('invoices').where({ companyId }).first('id')) return;
      const caller: SettlementCaller = { tenantId: DEMO.tenantId, companyId, userId: DEMO.users.administrator, unrestricted: true };
      // Audited work and work in settlement carry their project's open agreement (migrated work stays in the old tool's history).
      await trx.raw(`update activities a set trade_agreement_id = t.id from trade_agreements t
        where a.company_id = ? and not a.migrated and a.state in ('AuditedByLeader', 'Billed', 'PreInvoiceInRevision', 'AwaitingPreInvoice')
          and a.trade_agreement_id is null and t.project_id = a.project_id and t.state = 'open'`, [companyId]);
      const targets = await trx('activities').where({ companyId, migrated: false }).whereIn('state', PHASES).whereNotNull('tradeAgreementId')
        .whereNull('settlementBlockId').select('id', 'state');
      await trx('activities').whereIn('id', targets.map((t) => t.id)).update({ state: 'AuditedByLeader' });
      for (const phase of PHASES) {
        const ids = targets.filter((t) => t.state === phase).map((t) => t.id as string);
        if (!ids.length) continue;
        const { blockIds } = await sendToPreInvoice(trx, caller, { activityIds: ids });
        if (phase === 'AwaitingPreInvoice') continue;
        for (const blockId of blockIds) {
          const [priced] = await priceBlocks(trx, companyId, [blockId]);
          const [preinvoiceId] = await createPreinvoices(trx, caller, { blockIds: [blockId], separate: false, currencyId: priced.currencyId });
          if (phase === 'Billed') {
            await trx('preinvoices').where({ id: preinvoiceId }).update({ state: 'approved' });
            await invoicePreinvoice(trx, caller, preinvoiceId);
          }
        }
      }
      await seedMilestoneInvoice(trx, caller);
      for (const currency of await trx('invoices').where({ companyId }).distinct('currencyId')) await seedPayments(trx, caller, currency.currencyId);
    });
  } finally {
    await db.destroy();
  }
}

/**
 * The arbitration's first milestone (in dollars), billed through a future block: its block opened
 * ahead of any work ('Bloques futuros'), its pre-invoice approved into an invoice. Its later
 * milestone stays for the future blocks' screen.
 */
async function seedMilestoneInvoice(trx: Knex.Transaction, caller: SettlementCaller): Promise<void> {
  const projectId = DEMO_ARBITRATION_PROJECT;
  const { rows } = await futureBlocks(trx, caller, { projectId, start: 0, end: 1 }, 'es');
  const first = rows[0]?.periods.find((p) => !p.problem);
  if (!first) return;
  const blockId = await activateFutureBlock(trx, caller, rows[0].agreementId, first.period, 'es');
  const [priced] = await priceBlocks(trx, caller.companyId, [blockId]);
  const [preinvoiceId] = await createPreinvoices(trx, caller, { blockIds: [blockId], separate: false, currencyId: priced.currencyId });
  await trx('preinvoices').where({ id: preinvoiceId }).update({ state: 'approved' });
  await invoicePreinvoice(trx, caller, preinvoiceId);
}

/** A credit note of 10 % on the first invoice in `currencyId` and a receipt paying half of what it then owes. */
async function seedPayments(trx: Knex.Transaction, caller: SettlementCaller, currencyId: string): Promise<void> {
  const invoice = await trx('invoices').where({ companyId: caller.companyId, state: 'approved', currencyId }).orderBy('number')
    .first('id', 'currencyId', trx.raw('(total - credited - paid)::text as balance'));
  if (!invoice || !new Decimal(invoice.balance).gt(0)) return;
  const owned = { tenantId: caller.tenantId, companyId: caller.companyId, createdBy: caller.userId };
  const credit = new Decimal(invoice.balance).times('0.1').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  await trx('creditNotes').insert({
    ...owned, code: invoiceNumber('NC', await takeNumber(trx, caller, 'NC')), invoiceId: invoice.id,
    cause: 'Descuento comercial', description: 'Descuento del 10 % acordado con el cliente por volumen', noteType: 'partial',
    currencyId: invoice.currencyId, value: credit.toFixed(), invoiceValue: credit.toFixed(),
  });
  await trx('invoices').where({ id: invoice.id }).update({ credited: trx.raw('credited + ?::numeric', [credit.toFixed()]) });
  const paid = new Decimal(invoice.balance).minus(credit).div(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [receipt] = await trx('cashReceipts').insert({
    ...owned, code: invoiceNumber('RC', await takeNumber(trx, caller, 'RC')), currencyId: invoice.currencyId,
    value: paid.toFixed(), description: 'Transferencia bancaria, primer abono',
  }).returning('id');
  await trx('cashReceiptInvoices').insert({ tenantId: caller.tenantId, companyId: caller.companyId, cashReceiptId: receipt.id, invoiceId: invoice.id, amount: paid.toFixed() });
  await trx('invoices').where({ id: invoice.id }).update({ paid: trx.raw('paid + ?::numeric', [paid.toFixed()]) });
}
