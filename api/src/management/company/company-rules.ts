// The company's own checks, pure so the tests can run them on any input.
import { isTimeZone } from '../../platform/time/company-day.ts';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import { PATTERNS } from '../../contract/patterns.ts';

/** '#RGB' or '#RRGGBB': what Ant Design's colour tokens take (the `colour` field type's pattern). */
export const HEX_COLOUR = PATTERNS.hexColour;

export interface FieldProblem {
  field: string;
  code: ErrorCode;
}

/** The colour and time-zone problems of a company row (empty colours are allowed: the default theme). */
export function companyProblems(row: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['mainColor', 'secondaryColor']) {
    const v = row[field];
    if (v != null && v !== '' && !(typeof v === 'string' && HEX_COLOUR.test(v))) problems.push({ field, code: 'COLOUR_NOT_HEX' });
  }
  if (row.timeZone != null && !isTimeZone(row.timeZone)) problems.push({ field: 'timeZone', code: 'TIME_ZONE_UNKNOWN' });
  return problems;
}
