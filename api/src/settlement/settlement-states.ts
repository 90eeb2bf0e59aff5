// The settlement's state machines, one transition table each (DESIGN.md section 6): the API refuses
// every move a table lacks (409 INVALID_TRANSITION) and the admin offers only the moves a row's
// state allows. The activity's own table (production/activity-states.ts) carries the work through
// AwaitingPreInvoice, PreInvoiceInRevision and Billed alongside these.
import type { Transitions } from '../platform/resource/transitions.ts';

/** A block of awaiting-pre-invoice work (project, agreement, month): shut down to hold it, closed once empty. */
export const BLOCK_STATES = ['open', 'shutdown', 'closed'] as const;
export const blockTransitions = {
  open: { shutdown: 'shutdown', close: 'closed' },
  shutdown: { activate: 'open', close: 'closed' },
  closed: {},
} as const satisfies Transitions<(typeof BLOCK_STATES)[number], 'shutdown' | 'activate' | 'close'>;

/** A pre-invoice: created, skipped to revision (set aside; the client may comment), approved (the invoice is made) or canceled. */
export const PREINVOICE_STATES = ['created', 'revision', 'approved', 'canceled'] as const;
export type PreinvoiceState = (typeof PREINVOICE_STATES)[number];
export const preinvoiceTransitions = {
  created: { skip: 'revision', approve: 'approved', cancel: 'canceled' },
  revision: { approve: 'approved', cancel: 'canceled', reopen: 'created' },
  approved: {},
  canceled: {},
} as const satisfies Transitions<PreinvoiceState, 'skip' | 'approve' | 'cancel' | 'reopen'>;

/** An invoice: approved when made from its pre-invoice; annulled with a reason, never back. */
export const INVOICE_STATES = ['approved', 'annulled'] as const;
export const invoiceTransitions = { approved: { annul: 'annulled' }, annulled: {} } as const satisfies Transitions<(typeof INVOICE_STATES)[number], 'annul'>;

/**
 * A billing note on a pre-invoice line (decision 221): written (created), taken up (opened), resolved
 * (closed); a closed one may be reopened. The specification's fourth state, Disable, is ignored.
 * A pre-invoice is approved only when all its notes are closed.
 */
export const BILLING_NOTE_STATES = ['created', 'opened', 'closed'] as const;
export type BillingNoteState = (typeof BILLING_NOTE_STATES)[number];
export const BILLING_NOTE_ACTIONS = ['open', 'close', 'reopen'] as const;
export const billingNoteTransitions = {
  created: { open: 'opened', close: 'closed' },
  opened: { close: 'closed' },
  closed: { reopen: 'opened' },
} as const satisfies Transitions<BillingNoteState, (typeof BILLING_NOTE_ACTIONS)[number]>;

/** The pre-invoice states in which its lines, observations and notes may change (save, save and approve). */
export const PREINVOICE_EDITABLE: readonly PreinvoiceState[] = ['created', 'revision'];
