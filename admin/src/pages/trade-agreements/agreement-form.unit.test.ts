import { describe, expect, it } from 'vitest';
import { forType, formPath, gridOf, incrementFields, scalarsOf, verdicts } from './agreement-form.ts';

describe('agreement editor', () => {
  it('shows each type its own scalars and grid', () => {
    expect(scalarsOf(undefined)).toEqual([]);
    expect(scalarsOf(3)).toEqual(['rate', 'amount', 'hours', 'validity', 'accumulation', 'distribution']);
    expect(gridOf(2)).toBeNull();
    expect(gridOf(7)).toEqual({ key: 'rates', fields: ['activityTypeId', 'rate'] });
    expect(gridOf(5)?.fields).toEqual(['date', 'amount', 'description']);
    expect(gridOf(10)?.key).toBe('intervals');
  });

  it('shows the increment fields by moment and kind', () => {
    expect(incrementFields('NotIncrement', 'percent')).toEqual([]);
    expect(incrementFields('StartYear', undefined)).toEqual(['incrementKind']);
    expect(incrementFields('TradeEndDate', 'index')).toEqual(['incrementKind', 'incrementIndexId']);
  });

  it('clears what the type does not use: left out on create, emptied on edit', () => {
    const values = {
      type: 2,
      amount: '10',
      distribution: 'monthly',
      rate: '5',
      rates: [{ tariffCategoryId: 'c1', rate: '1' }],
      incrementMoment: 'NotIncrement',
      incrementPercent: '3',
    };
    expect(forType(values, 'create')).toEqual({ type: 2, amount: '10', distribution: 'monthly', incrementMoment: 'NotIncrement' });
    expect(forType(values, 'edit')).toMatchObject({ rate: null, rates: [], intervals: [], milestones: [], incrementPercent: null, amount: '10' });
  });

  it("gives the shared validator's verdicts with the form's paths", () => {
    const errors = verdicts(
      forType(
        {
          type: 10,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          incrementMoment: 'NotIncrement',
          intervals: [
            { fromHours: '0', toHours: '10', rate: '1' },
            { fromHours: '12', toHours: null, rate: '1' },
          ],
        },
        'create',
      ),
    );
    expect(errors.map((e) => [formPath(e.field), e.code])).toEqual([[['intervals', 1, 'fromHours'], 'TRADE_AGREEMENT_INTERVALS_CONTIGUOUS']]);
    expect(verdicts(forType({ type: 1, incrementMoment: 'NotIncrement' }, 'create')).map((e) => e.code)).toEqual(['TRADE_AGREEMENT_GRID_REQUIRED']);
  });
});
