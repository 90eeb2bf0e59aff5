// What the agreement editor shows for a type and what it sends: the type's own scalars and grid
// (contract/trade-agreements.ts TYPE_RULES), the increment's fields by moment and kind, the fields
// other types use cleared (decision 166), and the shared validator's verdicts under their fields.
import {
  GRIDS,
  SCALARS,
  TYPE_RULES,
  validateAgreement,
  type AgreementError,
  type AgreementInput,
  type Grid,
  type Scalar,
} from '../../../../api/src/contract/trade-agreements.ts';

type Values = Record<string, unknown>;

/** The scalars of a type's section, in declaration order (none before a type is chosen). */
export function scalarsOf(type: unknown): Scalar[] {
  const rules = TYPE_RULES[Number(type)];
  return rules ? SCALARS.filter((s) => rules.required.includes(s) || rules.optional.includes(s)) : [];
}

/** The type's grid and which row fields it shows (a rate's target, a milestone's kind). */
export function gridOf(type: unknown): { key: Grid; fields: string[] } | null {
  const grid = TYPE_RULES[Number(type)]?.grid;
  if (!grid) return null;
  if (grid.key === 'rates')
    return { key: 'rates', fields: grid.target === 'activityType' ? ['activityTypeId', 'rate'] : ['userId', 'tariffCategoryId', 'activityTypeId', 'rate'] };
  if (grid.key === 'milestones') return { key: 'milestones', fields: [grid.milestone === 'date' ? 'date' : 'activityTypeId', 'amount', 'description'] };
  return { key: 'intervals', fields: ['fromHours', 'toHours', 'rate'] };
}

/** Which increment fields apply: the kind once there is a moment, then its percentage or index. */
export function incrementFields(moment: unknown, kind: unknown): string[] {
  if (!moment || moment === 'NotIncrement') return [];
  return ['incrementKind', ...(kind === 'percent' ? ['incrementPercent'] : kind === 'index' ? ['incrementIndexId'] : [])];
}

/**
 * The payload of a save with everything the type does not use cleared: left out on create, sent
 * empty on edit (null scalars, no rows) so nothing stored is left for the engine to misread.
 */
export function forType(payload: Values, mode: 'create' | 'edit'): Values {
  const out: Values = { ...payload };
  const scalars = scalarsOf(payload.type);
  const grid = gridOf(payload.type)?.key;
  const increment = incrementFields(payload.incrementMoment, payload.incrementKind);
  const unused = [
    ...SCALARS.filter((s) => !scalars.includes(s)),
    ...['incrementKind', 'incrementPercent', 'incrementIndexId'].filter((f) => !increment.includes(f)),
  ];
  for (const key of unused) {
    if (mode === 'create') delete out[key];
    else out[key] = null;
  }
  for (const key of GRIDS) {
    if (key === grid) out[key] = (out[key] as Values[] | undefined) ?? [];
    else if (mode === 'create') delete out[key];
    else out[key] = [];
  }
  return out;
}

/** The shared validator over the payload (the API gives the same verdicts). */
export const verdicts = (payload: Values): AgreementError[] => validateAgreement(payload as AgreementInput);

/** `rates[2].rate` as the form's path ['rates', 2, 'rate']. */
export { formPath } from '../generic/field-errors.ts';
