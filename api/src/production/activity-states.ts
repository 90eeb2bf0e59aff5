// The operative activity's states (document 000, section 4) and the one table of their moves.
// The specification lists the states "in the order that suggests the flow" and does not give the
// moves; these are ours, written out in docs/production.md. Pure: the API refuses every move the
// table lacks (409 INVALID_TRANSITION) and the admin offers only the moves the row's state allows.
import type { Transitions } from '../platform/resource/transitions.ts';
import type { ActivityState } from '../contract/activity-states.ts';

/**
 * Who moves an activity. The staff move their own work (start, ask for clarification, resume,
 * finish); the leader judges it (approve, return); settlement (issue 14) carries audited work
 * through the billing queues, and a credit note may bring billed work back.
 */
export const ACTIVITY_ACTIONS = [
  'start',
  'requestClarification',
  'resume',
  'finish',
  'approve',
  'return',
  'sendToPreInvoice',
  'releaseFromBlock',
  'includeInPreInvoice',
  'excludeFromPreInvoice',
  'bill',
  'creditNote',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTORS: Record<ActivityAction, 'staff' | 'leader' | 'settlement'> = {
  start: 'staff',
  requestClarification: 'staff',
  resume: 'staff',
  finish: 'staff',
  approve: 'leader',
  return: 'leader',
  sendToPreInvoice: 'settlement',
  releaseFromBlock: 'settlement',
  includeInPreInvoice: 'settlement',
  excludeFromPreInvoice: 'settlement',
  bill: 'settlement',
  creditNote: 'settlement',
};

export const activityTransitions = {
  Assigned: { start: 'InProcess', requestClarification: 'RequestForClarification' },
  InProcess: { requestClarification: 'RequestForClarification', finish: 'AwaitingRevision' },
  RequestForClarification: { resume: 'InProcess' },
  // Returned work goes back to its responsible, in process, with the leader's reason.
  AwaitingRevision: { approve: 'AuditedByLeader', return: 'InProcess' },
  // Audited work waits for settlement; until it is in a block, the leader may still return it.
  AuditedByLeader: { sendToPreInvoice: 'AwaitingPreInvoice', return: 'InProcess' },
  AwaitingPreInvoice: { includeInPreInvoice: 'PreInvoiceInRevision', releaseFromBlock: 'AuditedByLeader' },
  PreInvoiceInRevision: { bill: 'Billed', excludeFromPreInvoice: 'AwaitingPreInvoice' },
  // A credit note that annuls the invoice's line brings the work back to be billed again.
  Billed: { creditNote: 'AwaitingPreInvoice' },
} as const satisfies Transitions<ActivityState, ActivityAction>;

/** States in which the work is still the staff's: a workflow cannot be finished while any activity is in one. */
export const OPEN_WORK_STATES: readonly ActivityState[] = ['Assigned', 'InProcess', 'RequestForClarification'];

/** States in which time may still be registered on the activity. */
export const TIME_STATES: readonly ActivityState[] = ['Assigned', 'InProcess', 'RequestForClarification'];

/** States the settlement owns: the staff and the leader can no longer change the work. */
export const SETTLEMENT_STATES: readonly ActivityState[] = ['AwaitingPreInvoice', 'PreInvoiceInRevision', 'Billed'];
