// The LEDES and UTBMS codes that master data and activities carry (the timekeeper's classification,
// the task and activity codes): what they may be, for the declarations that store them and the LEDES
// file that writes them (settlement/documents/ledes.ts). Pure, so every domain may check them.
import type { ErrorCode } from './error-catalogue.ts';

/** LEDES 1998B timekeeper classifications: partner, associate, of counsel, legal assistant, paralegal, other (1998BI writes the revised codes: LEDES_REVISED_CLASSIFICATION). */
export const LEDES_CLASSIFICATIONS = ['PT', 'AS', 'OC', 'LA', 'PL', 'OT'] as const;

/** A UTBMS code: a letter and three digits (L120 a task, A101 an activity). */
const UTBMS_CODE = /^[A-Z][0-9]{3}$/;

/** The UTBMS codes of an activity type or an activity, when given, in their format (upper-cased first). */
export function utbmsErrors(row: Record<string, unknown>): { field: string; code: ErrorCode }[] {
  const errors: { field: string; code: ErrorCode }[] = [];
  for (const field of ['utbmsTaskCode', 'utbmsActivityCode']) {
    const v = row[field];
    if (typeof v !== 'string') continue;
    row[field] = v.trim().toUpperCase() || null;
    if (row[field] !== null && !UTBMS_CODE.test(row[field] as string)) errors.push({ field, code: 'UTBMS_CODE_FORMAT' });
  }
  return errors;
}
