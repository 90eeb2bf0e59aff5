// Builders of fee-engine inputs for its tests and the bench: an agreement with every field empty
// but what a case sets, activities with works. Kept beside the engine so both read the same shapes.
// Also the taxes, unit and agreements the worked examples of docs/settlement.md share.
import type { FeeActivity, FeeAgreement, FeeResult, FeeTax, FeeUnit, FeeWork } from './fee-engine.ts';

export const COP: FeeUnit = { id: 'cop', code: 'COP', decimals: 2, kind: 'currency' };
export const USD: FeeUnit = { id: 'usd', code: 'USD', decimals: 2, kind: 'currency' };

/** The UVT, an indexing unit billed in COP, at its 2026 and 2027 values. */
export const UVT: FeeUnit = {
  id: 'uvt',
  code: 'UVT',
  decimals: 4,
  kind: 'index',
  standard: COP,
  equivalencies: [
    { validFrom: '2026-01-01', value: '49799' },
    { validFrom: '2027-01-01', value: '52374' },
  ],
};

export const IVA: FeeTax = { id: 'iva', name: 'IVA', type: 'tax', percent: '19' };
export const RETEFUENTE: FeeTax = { id: 'rf', name: 'Retención en la fuente', type: 'withholding', percent: '11' };

/** A result's line amounts, in order. */
export const amounts = (r: FeeResult) => r.lines.map((l) => l.amount);

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

/** Hourly by intervals of the hours billed so far: 0-50 h at 400 000, 50-150 h at 350 000, then 300 000. */
export const hourIntervals = () =>
  agreement({
    type: 'FeePerHourInterval',
    intervals: [
      { fromHours: '0', toHours: '50', rate: '400000' },
      { fromHours: '50', toHours: '150', rate: '350000' },
      { fromHours: '150', toHours: null, rate: '300000' },
    ],
  });

/** 24 000 000 a year billed monthly (2 000 000 a month), plus hearings at 500 000 an hour. */
export const mixedWithHearings = () =>
  agreement({
    type: 'Mixed',
    amount: '24000000',
    distribution: 'monthly',
    rates: [{ userId: null, tariffCategoryId: null, activityTypeId: 'hearing', rate: '500000' }],
  });
