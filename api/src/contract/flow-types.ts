// Flow types' alerts (issue 12, item 4; document 000, section 3): how an alert is sent, when it
// fires and from which date, and the rules of a set of alerts against its diagram. Pure: the API
// refuses with them and the admin's editor shows the same errors before saving.
import type { ErrorCode } from './error-catalogue.ts';
import type { FlowDefinition } from './flow-diagram.ts';

/** 1 email, 2 SMS, 3 push, 4 WhatsApp. */
export const ALERT_SEND_METHODS = [1, 2, 3, 4] as const;
/** 1 days remaining before delivery, 2 days elapsed after a date, 3 the delivery date is today. */
export const ALERT_TYPES = [1, 2, 3] as const;
/** The date type 2 counts from: 1 start, 2 delivery, 3 finish. */
export const ALERT_DATE_BASES = [1, 2, 3] as const;

export const DAYS_BEFORE_DELIVERY = 1;
export const DAYS_AFTER_DATE = 2;
export const DELIVERY_TODAY = 3;

export const FLOW_ALERT_LIMITS = { alerts: 50, days: 365, name: 150 } as const;

export interface FlowAlert {
  id?: string | null;
  name?: string | null;
  sendMethod?: number | null;
  type?: number | null;
  days?: number | null;
  activityTypeId?: string | null;
  dateBasis?: number | null;
}

export interface AlertProblem {
  field: string; // `alerts[i].days`, as the API names a child row's field
  code: ErrorCode;
}

/** Whether an alert of this type counts days (types 1 and 2). */
export const countsDays = (type: number | null | undefined) => type === DAYS_BEFORE_DELIVERY || type === DAYS_AFTER_DATE;

/**
 * What the field checks of each row cannot see: days for the types that count them, the date
 * type 2 counts from, and an activity type that is one of the diagram's nodes.
 */
export function flowAlertErrors(alerts: readonly FlowAlert[] | null | undefined, definition: FlowDefinition | null | undefined): AlertProblem[] {
  const drawn = new Set((definition?.nodes ?? []).map((n) => n.activityTypeId));
  const problems: AlertProblem[] = [];
  (alerts ?? []).forEach((alert, i) => {
    if (countsDays(alert.type) && (alert.days === null || alert.days === undefined))
      problems.push({ field: `alerts[${i}].days`, code: 'FLOW_ALERT_DAYS_REQUIRED' });
    if (alert.type === DAYS_AFTER_DATE && !alert.dateBasis) problems.push({ field: `alerts[${i}].dateBasis`, code: 'FLOW_ALERT_DATE_REQUIRED' });
    if (alert.activityTypeId && !drawn.has(alert.activityTypeId))
      problems.push({ field: `alerts[${i}].activityTypeId`, code: 'FLOW_ALERT_ACTIVITY_NOT_IN_DIAGRAM' });
  });
  return problems;
}
