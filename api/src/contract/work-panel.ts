// The work panel's eight indicators, in the order the panel shows them (document 000, section 2):
// the API computes them (production/work-panel/indicators.ts) and the admin shows one card each.
export const INDICATORS = [
  'billableTime',
  'nonBillableTime',
  'efficiency',
  'historicOpportunity',
  'annualBillableValue',
  'completedActivities',
  'hoursAssigned',
  'hoursWorked',
] as const;
export type Indicator = (typeof INDICATORS)[number];
