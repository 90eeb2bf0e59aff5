// The reports' whitelist checks and periods, pure: every period is a non-empty range of whole days
// containing (or, for past periods, preceding) the day it is seen from; a definition built only from
// the whitelist passes, one naming anything else does not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REPORT_COLUMNS,
  REPORT_DATE_FIELDS,
  REPORT_ENTITIES,
  REPORT_PERIODS,
  checkDefinition,
  measuresFor,
  operatorsFor,
  periodRange,
  type ReportDefinition,
  type ReportEntity,
} from './reports.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('report periods', () => {
  it('are ranges of days in order, holding today for the current ones and ending before it for the past ones', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...REPORT_PERIODS.filter((p) => p !== 'custom')), (today, period) => {
        const { from, to } = periodRange(period, today);
        expect(from <= to).toBe(true);
        if (period === 'lastMonth' || period === 'lastYear') expect(to < today).toBe(true);
        else expect(from <= today && today <= to).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('match the calendar on known days', () => {
    expect(periodRange('thisMonth', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('thisQuarter', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('last30Days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodRange('custom', '2026-03-01', { from: '2025-01-01', to: '2025-06-30' })).toEqual({ from: '2025-01-01', to: '2025-06-30' });
  });
});

/** A definition drawn from an entity's whitelist. */
const validDefinition = fc.constantFrom(...REPORT_ENTITIES).chain((entity: ReportEntity) => {
  const keys = Object.keys(REPORT_COLUMNS[entity]);
  const groupable = keys.filter((k) => REPORT_COLUMNS[entity][k].groupable);
  return fc.record({
    entity: fc.constant(entity),
    columns: fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: Math.min(15, keys.length) }),
    filters: fc.constant([]),
    groupBy: fc.option(fc.constantFrom(...groupable), { nil: null }),
    measure: fc.constantFrom(...measuresFor(entity)),
    dateField: fc.constantFrom(...REPORT_DATE_FIELDS[entity]),
    period: fc.constantFrom(...REPORT_PERIODS.filter((p) => p !== 'custom')),
    chart: fc.constantFrom('column' as const, 'bar' as const, 'line' as const, 'pie' as const),
  }) as fc.Arbitrary<ReportDefinition>;
});

describe('report definitions', () => {
  it('pass when drawn from the whitelist, and fail when a column is not in it', () => {
    fc.assert(
      fc.property(validDefinition, fc.string({ minLength: 1, maxLength: 12 }), (d, stranger) => {
        expect(checkDefinition(d)).toEqual([]);
        if (!REPORT_COLUMNS[d.entity][stranger]) {
          expect(checkDefinition({ ...d, columns: [...d.columns.slice(0, 14), stranger] })).toContainEqual({ field: 'columns', code: 'INVALID_OPTION' });
          expect(checkDefinition({ ...d, groupBy: stranger })).toContainEqual({ field: 'groupBy', code: 'INVALID_OPTION' });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('take filters by the operators of their column type', () => {
    expect(operatorsFor('text')).toContain('contains');
    expect(operatorsFor('hours')).not.toContain('contains');
    const base: ReportDefinition = {
      entity: 'activities',
      columns: ['code'],
      filters: [],
      groupBy: null,
      measure: 'count',
      dateField: 'deliveryDate',
      period: 'thisMonth',
      chart: 'column',
    };
    expect(checkDefinition({ ...base, filters: [{ field: 'state', operator: 'eq', value: 'Billed' }] })).toEqual([]);
    expect(checkDefinition({ ...base, filters: [{ field: 'state', operator: 'eq', value: 'Lost' }] })).toEqual([
      { field: 'filters[0].value', code: 'INVALID_VALUE' },
    ]);
    expect(checkDefinition({ ...base, filters: [{ field: 'billable', operator: 'eq', value: true }] })).toEqual([]);
    expect(checkDefinition({ ...base, period: 'custom' })).toEqual([
      { field: 'dateFrom', code: 'REQUIRED' },
      { field: 'dateTo', code: 'REQUIRED' },
    ]);
  });
});
