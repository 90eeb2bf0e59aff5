// The demo tenant's settlement (issue 14, item 13; issue 29, item 7), made by the API's own pipeline
// so every amount is the fee engine's: the month's demo activities seeded as Billed,
// PreInvoiceInRevision and AwaitingPreInvoice go through their blocks, pre-invoices and invoices
// (PF-000001 to PF-000003); the arbitration's first milestone is billed in dollars through a future
// block; then the year of work (seeds/year-of-work.ts) is billed cycle by cycle, each invoice issued
// on its day, the clients' credit notes and receipts follow over the months, and the month's
// invoices are issued today, last, so invoice numbers follow their dates. Runs after seedDemo's
// transaction, once: a company that already has invoices is left as it is.
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import {
  createPreinvoices,
  invoiceNumber,
  invoicePreinvoice,
  sendToPreInvoice,
  takeNumber,
  type SettlementCaller,
} from '../api/src/settlement/settlement-flow.ts';
import { Decimal } from '../api/src/management/currencies/conversion.ts';
import { priceBlocks } from '../api/src/settlement/fees/pricing.ts';
import { activateFutureBlock, futureBlocks } from '../api/src/settlement/blocks/future-blocks.ts';
import { createNote, moveNote } from '../api/src/settlement/preinvoices/preinvoice-edit.ts';
import { DEMO, seedId } from './demo-ids.ts';
import * as audit from '../api/src/audit/audit-log.ts';
import { unbilledInBlockSql } from '../api/src/production/activities/activity-state-sql.ts';
import { seedYearOfWork, type Cycle } from './year-of-work.ts';
import { addDays, bogota, random, seedDay, type Day } from './seed-calendar.ts';

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
      await trx.raw(
        `update activities a set trade_agreement_id = t.id from trade_agreements t
        where a.company_id = ? and not a.migrated and a.state in ('AuditedByLeader', 'Billed', 'PreInvoiceInRevision', 'AwaitingPreInvoice')
          and a.trade_agreement_id is null and t.project_id = a.project_id and t.state = 'open'`,
        [companyId],
      );
      const targets = await trx('activities')
        .where({ companyId, migrated: false })
        .whereIn('state', PHASES)
        .whereNotNull('tradeAgreementId')
        .whereNull('settlementBlockId')
        .select('id', 'state');
      await trx('activities')
        .whereIn(
          'id',
          targets.map((t) => t.id),
        )
        .update({ state: 'AuditedByLeader' });
      // The month's pre-invoices to invoice today, once the year's invoices have their numbers.
      const billToday: string[] = [];
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
            billToday.push(preinvoiceId);
          }
        }
      }
      const milestone = await seedMilestonePreinvoice(trx, caller);
      if (milestone) billToday.push(milestone);

      const year = await seedYearOfWork(trx);
      const issued = await settleYear(trx, caller, year.toSettle, year.cycles);
      await seedYearPayments(trx, caller, issued);
      await acceptedWhenIssued(trx, companyId);

      for (const id of billToday) await invoicePreinvoice(trx, caller, id);
      for (const id of billToday) await seedPayments(trx, caller, id);
      await seedComments(trx, caller);
      await seedBillingNote(trx, caller);
      await seedWorkToReassign(trx, companyId);
    });
  } finally {
    await db.destroy();
  }
}

/**
 * 'Actividades por reasignar': the solar park licence's audited work, audited before the agreement
 * it is billed by was set up, carries none; the leader moves it to an agreement in force before
 * sending it (decision 280). Its last month's finished work stays audited (year-of-work.ts's
 * `reassign`); where none is (work waits five days for its revision), the leader has audited the
 * project's latest finished work, so the screen has its case on every day of the year.
 */
async function seedWorkToReassign(trx: Knex.Transaction, companyId: string): Promise<void> {
  const projectId = seedId('project:energia-licencia');
  const audited = () => trx('activities').where({ companyId, projectId, state: 'AuditedByLeader' }).whereNull('settlementBlockId');
  if (!(await audited().first('id'))) {
    const latest = await trx('activities')
      .where({ companyId, projectId, state: 'AwaitingRevision' })
      .whereNull('settlementBlockId')
      .orderBy([{ column: 'finishedAt', order: 'desc' }, 'id'])
      .first('id', 'tenantId', 'finishedAt');
    if (latest) {
      await trx('activities').where({ id: latest.id }).update({ state: 'AuditedByLeader', awaitingRevisionState: 2 });
      await trx('activity_revisions').insert({
        id: seedId(`revision:to-reassign:${latest.id}`),
        tenantId: latest.tenantId,
        companyId,
        activityId: latest.id,
        decision: 'approved',
        decidedBy: DEMO.users.leader,
        createdAt: latest.finishedAt,
        updatedAt: latest.finishedAt,
      });
    }
  }
  await audited().update({ tradeAgreementId: null });
}

/**
 * The arbitration's first milestone (in dollars), billed through a future block: its block opened
 * ahead of any work ('Bloques futuros'), its pre-invoice approved (invoiced with the month's work).
 * Its later milestone stays for the future blocks' screen.
 */
async function seedMilestonePreinvoice(trx: Knex.Transaction, caller: SettlementCaller): Promise<string | null> {
  const projectId = DEMO_ARBITRATION_PROJECT;
  const { rows } = await futureBlocks(trx, caller, { projectId, start: 0, end: 1 }, 'es');
  const first = rows[0]?.periods.find((p) => !p.problem);
  if (!first) return null;
  const blockId = await activateFutureBlock(trx, caller, rows[0].agreementId, first.period, 'es');
  const [priced] = await priceBlocks(trx, caller.companyId, [blockId]);
  const [preinvoiceId] = await createPreinvoices(trx, caller, { blockIds: [blockId], separate: false, currencyId: priced.currencyId });
  await trx('preinvoices').where({ id: preinvoiceId }).update({ state: 'approved' });
  return preinvoiceId;
}

/**
 * The firm's comments on the demo client's first pre-invoice in revision: an internal one and one
 * written for the client (its link and the portal show only that one), and the link sent with it.
 */
async function seedComments(trx: Knex.Transaction, caller: SettlementCaller): Promise<void> {
  const preinvoice = await trx('preinvoices').where({ companyId: caller.companyId, clientId: DEMO.clientId, state: 'revision' }).orderBy('code').first('id');
  if (!preinvoice) return;
  const author = await trx('users').where({ id: caller.userId }).first(trx.raw(`trim(name || ' ' || coalesce(last_name, '')) as "name"`));
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const comment = (body: string, forClient: boolean, at: Date) => ({
    tenantId: caller.tenantId,
    companyId: caller.companyId,
    preinvoiceId: preinvoice.id,
    userId: caller.userId,
    authorName: author.name,
    body,
    forClient,
    createdAt: at,
    updatedAt: at,
  });
  await trx('preinvoice_comments').insert([
    comment('Validar con la socia la tarifa de la audiencia antes de enviarla al cliente.', false, hoursAgo(3)),
    comment('Incluimos las horas de la audiencia del mes; quedamos atentos a sus observaciones.', true, hoursAgo(2)),
  ]);
  // The link sent with the second comment (its token went to the client then; it is never stored), opened once.
  await trx('preinvoice_links').insert({
    tenantId: caller.tenantId,
    companyId: caller.companyId,
    preinvoiceId: preinvoice.id,
    createdBy: caller.userId,
    createdAt: hoursAgo(2),
    updatedAt: hoursAgo(2),
    expiresAt: new Date(hoursAgo(2).getTime() + 15 * 24 * 3_600_000),
    lastUsedAt: hoursAgo(1),
    useCount: 1,
  });
}

/**
 * A billing note on the first line of the same pre-invoice, answering the internal comment, made by
 * the API's own calls: a plain note (value 0, so the line and the totals stay as priced), closed,
 * so the pre-invoice may still be approved.
 */
async function seedBillingNote(trx: Knex.Transaction, caller: SettlementCaller): Promise<void> {
  const preinvoice = await trx('preinvoices').where({ companyId: caller.companyId, clientId: DEMO.clientId, state: 'revision' }).orderBy('code').first('id');
  if (!preinvoice) return;
  const line = await trx('preinvoice_lines').where({ preinvoiceId: preinvoice.id }).orderBy('position').first('id');
  if (!line) return;
  const note = await createNote(trx, caller, String(preinvoice.id), {
    lineId: String(line.id),
    description: 'Confirmado con la socia: la audiencia se cobra a la tarifa del acuerdo.',
    chargeType: 'flat',
    value: '0',
  });
  await moveNote(trx, caller, String(note.id), 'close');
}

/** An invoice of the year, as issued. */
interface Issued {
  id: string;
  clientId: string;
  currencyId: string;
  issue: Day;
  total: Decimal;
}

/**
 * The year's audited work into its blocks (one move), then each matter's cycles in the order they
 * closed: their blocks into one pre-invoice priced by the engine, drafted two days after the close;
 * a billed cycle's approved and invoiced on its issue day, a pending one left in revision or created.
 * A cycle the engine prices at nothing (no milestone reached) stays a pre-invoice to review.
 */
async function settleYear(trx: Knex.Transaction, caller: SettlementCaller, toSettle: string[], cycles: Cycle[]): Promise<Issued[]> {
  if (!toSettle.length) return [];
  await sendToPreInvoice(trx, caller, { activityIds: toSettle });
  const agreements = new Map<string, string>(
    (
      await trx('trade_agreements')
        .whereIn('id', [...new Set(cycles.map((c) => c.agreementId))])
        .select('id', 'currencyId')
    ).map((a) => [a.id, a.currencyId]),
  );
  const blocks = await trx('settlement_blocks')
    .whereIn('tradeAgreementId', [...agreements.keys()])
    .where({ state: 'open' })
    .select('id', 'tradeAgreementId', trx.raw(`to_char(period, 'YYYY-MM-DD') as period`));
  const issued: Issued[] = [];
  for (const cycle of cycles) {
    const blockIds = blocks.filter((b) => b.tradeAgreementId === cycle.agreementId && cycle.months.includes(b.period)).map((b) => b.id as string);
    if (!blockIds.length) continue;
    const [id] = await createPreinvoices(trx, caller, { blockIds, separate: false, currencyId: agreements.get(cycle.agreementId) });
    const drafted = bogota(addDays(cycle.closes, 2), 10);
    const pre = await trx('preinvoices').where({ id }).update({ createdAt: drafted, updatedAt: drafted }).returning(['total', 'clientId', 'currencyId']);
    const total = new Decimal(String(pre[0].total));
    if (cycle.state === 'revision') await trx('preinvoices').where({ id }).update({ state: 'revision' });
    if (cycle.state !== 'billed' || total.isZero()) continue;
    await trx('preinvoices').where({ id }).update({ state: 'approved' });
    await invoicePreinvoice(trx, caller, id, bogota(cycle.issue, 15));
    const invoice = await trx('invoices').where({ preinvoiceId: id }).first('id');
    issued.push({ id: invoice.id, clientId: pre[0].clientId, currencyId: pre[0].currencyId, issue: cycle.issue, total });
  }
  // A block whose work is all billed leaves the queue: closed when its invoice was issued (the close
  // action's rule: nothing awaiting or in a pre-invoice), with its history.
  const closedEntry = audit.sameMoveSql(audit.actorOf(caller), 'settlement-blocks', 'close', { state: 'open' }, { state: 'closed' }, 'closed', 'at');
  await trx.raw(
    `with closing as (
      select b.id, max(i.approved_at) as at from settlement_blocks b
        join preinvoice_blocks pb on pb.block_id = b.id join invoices i on i.preinvoice_id = pb.preinvoice_id
      where b.company_id = ? and b.state = 'open'
        and not exists (select 1 from activities a where a.settlement_block_id = b.id and ${unbilledInBlockSql('a')})
      group by b.id),
    closed as (update settlement_blocks b set state = 'closed', updated_at = c.at from closing c where b.id = c.id returning b.id, c.at)
    ${closedEntry.sql}`,
    [caller.companyId, ...closedEntry.bindings],
  );
  return issued;
}

/** A document moving invoices' balances, dated: a credit note on one invoice, or a receipt paying some. */
type Movement =
  | { kind: 'NC'; on: Day; invoice: Issued; value: Decimal; cause: string; description: string }
  | { kind: 'RC'; on: Day; currencyId: string; lines: { invoice: Issued; amount: Decimal }[]; description: string };

/**
 * The clients' payments over the year: most invoices paid in full a month or so after issue (one
 * receipt per client and month paying all its invoices due), some paid in part, the newest owed; an
 * invoice now and then reduced first by a credit note. Numbered in date order.
 */
async function seedYearPayments(trx: Knex.Transaction, caller: SettlementCaller, issued: Issued[]): Promise<void> {
  const today = seedDay();
  const rand = random(20_261_129);
  const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const movements: Movement[] = [];
  const full = new Map<string, { on: Day; currencyId: string; lines: { invoice: Issued; amount: Decimal }[] }>();
  for (const invoice of issued) {
    const age = Math.round((Date.parse(today) - Date.parse(invoice.issue)) / 86_400_000);
    let owed = invoice.total;
    if (rand() < 0.12) {
      const share = rand() < 0.5 ? '0.05' : '0.1';
      const value = money(owed.times(share));
      movements.push({ kind: 'NC', on: addDays(invoice.issue, 9), invoice, value, ...CREDIT_CAUSES[Math.floor(rand() * CREDIT_CAUSES.length)] });
      owed = owed.minus(value);
    }
    // Paid in full, in part, or still owed, by how long ago it was issued.
    const [inFull, inPart] = age > 75 ? [0.88, 0.96] : age > 40 ? [0.55, 0.8] : [0, 0.15];
    const roll = rand();
    const paidAfter = 25 + Math.floor(rand() * 20);
    if (roll < inFull) {
      const on = addDays(invoice.issue, Math.min(paidAfter, age - 1));
      const key = `${invoice.clientId}:${invoice.currencyId}:${on.slice(0, 7)}`;
      const receipt = full.get(key) ?? { on, currencyId: invoice.currencyId, lines: [] };
      receipt.on = receipt.on > on ? receipt.on : on;
      receipt.lines.push({ invoice, amount: owed });
      full.set(key, receipt);
    } else if (roll < inPart && age > 20) {
      const amount = money(owed.times(rand() < 0.5 ? '0.5' : '0.4'));
      movements.push({
        kind: 'RC',
        on: addDays(invoice.issue, Math.min(paidAfter, age - 1)),
        currencyId: invoice.currencyId,
        lines: [{ invoice, amount }],
        description: 'Abono parcial por transferencia electrónica',
      });
    }
  }
  for (const r of full.values()) {
    movements.push({
      kind: 'RC',
      ...r,
      description: r.lines.length > 1 ? `Transferencia electrónica, pago de ${r.lines.length} facturas` : 'Transferencia electrónica, pago total',
    });
  }
  movements.sort((a, b) => a.on.localeCompare(b.on) || a.kind.localeCompare(b.kind));

  const owned = { tenantId: caller.tenantId, companyId: caller.companyId, createdBy: caller.userId };
  for (const m of movements) {
    const at = bogota(m.on, 11);
    if (m.kind === 'NC') {
      await trx('credit_notes').insert({
        ...owned,
        code: invoiceNumber('NC', await takeNumber(trx, caller, 'NC')),
        invoiceId: m.invoice.id,
        cause: m.cause,
        description: m.description,
        noteType: 'partial',
        currencyId: m.invoice.currencyId,
        value: m.value.toFixed(),
        invoiceValue: m.value.toFixed(),
        createdAt: at,
        updatedAt: at,
      });
      await trx('invoices')
        .where({ id: m.invoice.id })
        .update({ credited: trx.raw('credited + ?::numeric', [m.value.toFixed()]) });
      continue;
    }
    const value = m.lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0));
    const [receipt] = await trx('cash_receipts')
      .insert({
        ...owned,
        code: invoiceNumber('RC', await takeNumber(trx, caller, 'RC')),
        currencyId: m.currencyId,
        value: value.toFixed(),
        description: m.description,
        clientId: m.lines[0].invoice.clientId,
        receivedOn: m.on,
        method: 'transfer',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id');
    await trx('cash_receipt_invoices').insert(
      m.lines.map((l) => ({
        tenantId: caller.tenantId,
        companyId: caller.companyId,
        cashReceiptId: receipt.id,
        invoiceId: l.invoice.id,
        amount: l.amount.toFixed(),
        createdAt: at,
        updatedAt: at,
      })),
    );
    for (const l of m.lines)
      await trx('invoices')
        .where({ id: l.invoice.id })
        .update({ paid: trx.raw('paid + ?::numeric', [l.amount.toFixed()]) });
  }
}

/**
 * The year's invoices and credit notes were taken by the electronic-invoicing provider minutes after
 * they were made, as its job does (the local provider's answer, einvoicing/provider.ts): their state,
 * reference, log row and history. Today's documents stay pending for the job.
 */
async function acceptedWhenIssued(trx: Knex.Transaction, companyId: string): Promise<void> {
  const { tenantId } = await trx('companies').where({ id: companyId }).first('tenantId');
  for (const d of [
    { table: 'invoices', entity: 'invoices', made: 'approved_at', number: `prefix || '-' || lpad(number::text, 6, '0')`, invoice: 'id', note: 'null::uuid' },
    { table: 'credit_notes', entity: 'credit-notes', made: 'created_at', number: 'code', invoice: 'invoice_id', note: 'id' },
  ]) {
    const { rows } = await trx.raw(
      `update ${d.table} set einvoice_state = ?, einvoice_reference = 'LOCAL-' || ${d.number}, einvoice_at = ${d.made} + interval '3 minutes'
      where company_id = ? and einvoice_state = 'pending' returning id`,
      ['accepted', companyId],
    );
    const ids = `{${rows.map((r: { id: string }) => r.id).join(',')}}`;
    await trx.raw(
      `insert into einvoice_log (tenant_id, company_id, invoice_id, credit_note_id, provider, from_state, to_state, reference, created_at, updated_at)
      select tenant_id, company_id, ${d.invoice}, ${d.note}, 'local', 'pending', 'accepted', einvoice_reference, einvoice_at, einvoice_at from ${d.table} where id = any(?::uuid[])`,
      [ids],
    );
    const entry = audit.sameMoveSql(
      { tenantId, companyId, actorId: null },
      d.entity,
      'einvoice-accepted',
      { einvoiceState: 'pending' },
      { einvoiceState: 'accepted', einvoiceMessage: null },
      `${d.table} where id = any(?::uuid[])`,
      'einvoice_at',
    );
    await trx.raw(entry.sql, [...entry.bindings, ids]);
  }
}

const CREDIT_CAUSES = [
  { cause: 'Descuento comercial', description: 'Descuento acordado con el cliente por volumen de trabajo del periodo' },
  { cause: 'Ajuste de horas facturadas', description: 'Horas de revisión interna que no se debían facturar al cliente' },
  { cause: 'Error en la tarifa aplicada', description: 'Se facturó a la tarifa de socio una labor de asociado' },
];

/** A credit note of 10 % on the invoice of pre-invoice `preinvoiceId` and a receipt paying half of what it then owes. */
async function seedPayments(trx: Knex.Transaction, caller: SettlementCaller, preinvoiceId: string): Promise<void> {
  const invoice = await trx('invoices')
    .where({ companyId: caller.companyId, state: 'approved', preinvoiceId })
    .first('id', 'currencyId', 'clientId', trx.raw('(total - credited - paid)::text as balance'));
  if (!invoice || !new Decimal(invoice.balance).gt(0)) return;
  const owned = { tenantId: caller.tenantId, companyId: caller.companyId, createdBy: caller.userId };
  const credit = new Decimal(invoice.balance).times('0.1').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  await trx('credit_notes').insert({
    ...owned,
    code: invoiceNumber('NC', await takeNumber(trx, caller, 'NC')),
    invoiceId: invoice.id,
    cause: 'Descuento comercial',
    description: 'Descuento del 10 % acordado con el cliente por volumen',
    noteType: 'partial',
    currencyId: invoice.currencyId,
    value: credit.toFixed(),
    invoiceValue: credit.toFixed(),
  });
  await trx('invoices')
    .where({ id: invoice.id })
    .update({ credited: trx.raw('credited + ?::numeric', [credit.toFixed()]) });
  const paid = new Decimal(invoice.balance).minus(credit).div(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [receipt] = await trx('cash_receipts')
    .insert({
      ...owned,
      code: invoiceNumber('RC', await takeNumber(trx, caller, 'RC')),
      currencyId: invoice.currencyId,
      clientId: invoice.clientId,
      receivedOn: trx.raw('current_date'),
      method: 'transfer',
      reference: 'TRF-2026-0001',
      value: paid.toFixed(),
      description: 'Transferencia bancaria, primer abono',
    })
    .returning('id');
  await trx('cash_receipt_invoices').insert({
    tenantId: caller.tenantId,
    companyId: caller.companyId,
    cashReceiptId: receipt.id,
    invoiceId: invoice.id,
    amount: paid.toFixed(),
  });
  await trx('invoices')
    .where({ id: invoice.id })
    .update({ paid: trx.raw('paid + ?::numeric', [paid.toFixed()]) });
}
