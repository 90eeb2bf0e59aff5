// A document's moves at the electronic-invoicing provider, oldest first (decision 281): from which
// state to which, the provider's message and reference, and who moved it (none: the job). Two
// read-only views over einvoice_log, each seen with its document: an invoice's own moves
// (`?invoiceId=`, the SettlementReadLiquidated pair on the invoice's project; its credit notes' are
// on each note) and a credit note's (`?creditNoteId=`, the SettlementCreditNotes pair on its
// invoice's project). Resending is a command (einvoicing.routes.ts).
import type { FieldDecl } from '../../contract/resource-meta.ts';
import { defineResource, ref, text, type ResourceDecl } from '../../platform/resource/define.ts';
import { settlementScreen, type SettlementPair } from '../settlement-scope.ts';

/** The labels of both views' fields are the invoice log's. */
const label = (name: string) => ({ labelKey: `resources.invoice-einvoice-log.fields.${name}` });

const logFields = (parent: Record<string, FieldDecl>): Record<string, FieldDecl> => ({
  ...parent,
  provider: text({ readOnly: true, max: 20, ...label('provider') }),
  fromState: text({ readOnly: true, max: 10, ...label('fromState') }),
  toState: text({ readOnly: true, max: 10, ...label('toState') }),
  message: text({ readOnly: true, max: 500, ...label('message') }),
  reference: text({ readOnly: true, max: 100, ...label('reference') }),
  actorId: ref('users', { readOnly: true, ...label('actorId') }),
  actorName: text({ readOnly: true, ...label('actorName'), expression: `select trim(u.name || ' ' || u.last_name) from users u where u.id = t.actor_id` }),
});

function einvoiceLog(name: string, pair: SettlementPair, project: string, holds: string, parent: Record<string, FieldDecl>) {
  return defineResource({
    name,
    table: 'einvoice_log',
    ...settlementScreen(pair, project),
    operations: ['list'],
    titleField: 'toState',
    // Not who sees (the pair says that) but which moves the view holds.
    visibility: () => ({ sql: holds, bindings: [] }),
    fields: logFields(parent),
    list: {
      columns: ['fromState', 'toState', 'actorName', 'message', 'reference'],
      filters: Object.keys(parent),
      defaultSort: { field: 'createdAt', order: 'asc' },
      sorts: [],
    },
    routes: { list: `/settlement-billing/${name}` },
    menu: 'hidden',
  } satisfies ResourceDecl);
}

export const invoiceEinvoiceLog = einvoiceLog(
  'invoice-einvoice-log',
  'SettlementReadLiquidated',
  '(select i.project_id from invoices i where i.id = t.invoice_id)',
  't.credit_note_id is null',
  { invoiceId: ref('invoices', { readOnly: true, ...label('invoiceId') }) },
);

export const creditNoteEinvoiceLog = einvoiceLog(
  'credit-note-einvoice-log',
  'SettlementCreditNotes',
  '(select i.project_id from invoices i where i.id = t.invoice_id)',
  't.credit_note_id is not null',
  { creditNoteId: ref('credit-notes', { readOnly: true, ...label('creditNoteId') }) },
);
