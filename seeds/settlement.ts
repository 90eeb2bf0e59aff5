// The demo tenant's settlement (issue 14, item 13), made by the API's own pipeline so every amount
// is the fee engine's: the demo activities seeded as Billed, PreInvoiceInRevision and
// AwaitingPreInvoice go through their blocks, pre-invoices and invoices. Runs after seedDemo's
// transaction, once: a company that already has invoices is left as it is.
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { createPreinvoices, invoicePreinvoice, sendToPreInvoice, type SettlementCaller } from '../api/src/settlement/settlement-flow.ts';
import { priceBlocks } from '../api/src/settlement/pricing.ts';
import { DEMO } from './demo.ts';

const PHASES = ['Billed', 'PreInvoiceInRevision', 'AwaitingPreInvoice'] as const;

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
    });
  } finally {
    await db.destroy();
  }
}
