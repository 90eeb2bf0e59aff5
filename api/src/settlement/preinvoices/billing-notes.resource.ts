// The billing notes on a pre-invoice's lines (decisions 221 and 284), read-only here: listed oldest
// first by `?preinvoiceId=`, each with its line's position, its state, its charge (type, value
// without trailing zeros, the billing currency's code), its author and the members it mentions.
// Seen with their pre-invoice: scoped by the SettlementReadPreinvoices pair on its project. Written
// only by the commands of preinvoice-edit.routes.ts (a note, a change, a move), which price the line
// again; they keep their paths (`PATCH /api/billing-notes/{id}`, `POST …/{id}/{action}`), other
// methods than this resource's reads, so nothing of the two meets.
import { decimal, defineResource, enumeration, integer, json, ref, text, textarea, type ResourceDecl } from '../../platform/resource/define.ts';
import { settlementScreen } from '../settlement-scope.ts';
import { BILLING_NOTE_STATES } from '../settlement-states.ts';

export const BILLING_NOTE_CHARGE_TYPES = ['hour', 'flat'] as const;

export const billingNotes = defineResource({
  name: 'billing-notes',
  table: 'billing_notes',
  // List and show; no create, update nor delete: the commands write a note and price its line.
  ...settlementScreen('SettlementReadPreinvoices', '(select p.project_id from preinvoices p where p.id = t.preinvoice_id)'),
  titleField: 'description',
  fields: {
    preinvoiceId: ref('preinvoices', { readOnly: true }),
    lineId: ref('preinvoice-lines', { readOnly: true }),
    position: integer({ readOnly: true, expression: '(select l.position from preinvoice_lines l where l.id = t.line_id)' }),
    description: textarea({ readOnly: true, max: 2000 }),
    chargeType: enumeration('billingNoteChargeType', BILLING_NOTE_CHARGE_TYPES, { readOnly: true }),
    // Hours (by hour) or an amount in the billing currency (flat), as stored without trailing zeros.
    value: decimal({ readOnly: true, expression: 'trim_scale(t.value)' }),
    currencyId: ref('currencies', { readOnly: true }),
    currencyCode: text({ readOnly: true, max: 10, expression: '(select c.code from currencies c where c.id = t.currency_id)' }),
    state: enumeration('billingNoteState', BILLING_NOTE_STATES, { readOnly: true }),
    authorId: ref('users', { readOnly: true }),
    authorName: text({ readOnly: true, expression: `coalesce((select trim(u.name || ' ' || u.last_name) from users u where u.id = t.author_id), '')` }),
    // The members the note mentions (their ids), each told when first mentioned.
    mentions: json({ readOnly: true, expression: 'to_jsonb(t.mentions)' }),
  },
  list: {
    columns: ['position', 'description', 'chargeType', 'value', 'currencyCode', 'state', 'authorName'],
    filters: ['preinvoiceId', 'lineId', 'state', 'chargeType'],
    // A pre-invoice's notes in the order they were written, which the notes' (pre-invoice, created_at) index serves.
    defaultSort: { field: 'createdAt', order: 'asc' },
    sorts: [],
  },
  routes: { list: '/settlement-billing/billing-notes' },
  menu: 'hidden',
} satisfies ResourceDecl);
