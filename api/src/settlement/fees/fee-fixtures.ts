// Builders of fee-engine inputs for its tests and the bench: an agreement with every field empty
// but what a case sets, activities with works. Kept beside the engine so both read the same shapes.
import type { FeeActivity, FeeAgreement, FeeUnit, FeeWork } from './fee-engine.ts';

export const COP: FeeUnit = { id: 'cop', code: 'COP', decimals: 2, kind: 'currency' };
export const USD: FeeUnit = { id: 'usd', code: 'USD', decimals: 2, kind: 'currency' };

export function agreement(over: Partial<FeeAgreement> & Pick<FeeAgreement, 'type'>): FeeAgreement {
  return {
    id: 'agreement',
    unit: COP,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    autoRenewal: false,
    incrementMoment: 'NotIncrement',
    incrementKind: null,
    incrementPercent: null,
    incrementIndex: null,
    rate: null,
    amount: null,
    hours: null,
    cap: null,
    rateBookId: null,
    validity: null,
    accumulation: null,
    distribution: null,
    rates: [],
    intervals: [],
    milestones: [],
    ...over,
  };
}

let seq = 0;

/** A work of `minutes` (all billable unless said) by `userId` on `date`. */
export function work(date: string, minutes: number, over: Partial<FeeWork> = {}): FeeWork {
  seq += 1;
  return { id: `w${String(seq).padStart(7, '0')}`, userId: 'u1', tariffCategoryId: null, date, minutes, billableMinutes: minutes, ...over };
}

export function activity(works: FeeWork[], over: Partial<FeeActivity> = {}): FeeActivity {
  seq += 1;
  return {
    id: `a${String(seq).padStart(7, '0')}`,
    title: `Actividad ${seq}`,
    activityTypeId: 'type-1',
    responsibleUserId: 'u1',
    tariffCategoryId: null,
    auditedOn: works[0]?.date ?? '2026-01-15',
    works,
    ...over,
  };
}
