// The operative activity's states (document 000, section 4), in the order that suggests the flow:
// shared by the API (production/activity-states.ts holds their moves) and the reports' whitelist.

export const ACTIVITY_STATES = [
  'Assigned',
  'InProcess',
  'RequestForClarification',
  'AwaitingRevision',
  'AuditedByLeader',
  'AwaitingPreInvoice',
  'PreInvoiceInRevision',
  'Billed',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** The specification's numeric state codes (1 Assigned ... 8 Billed), for the calls that send numbers. */
export const activityStateCode = (state: ActivityState) => ACTIVITY_STATES.indexOf(state) + 1;
