// The fee engine alone (no database): lines priced per second for each agreement type, over a
// month of 60,000 audited activities with three works each and a client's two taxes.
import { performance } from 'node:perf_hooks';
import { settleMonth, type FeeAgreement, type FeeTax } from '../../api/src/settlement/fees/fee-engine.ts';
import { activity, agreement, work } from '../../api/src/settlement/fees/fee-fixtures.ts';

const TAXES: FeeTax[] = [
  { id: 'iva', name: 'IVA', type: 'tax', percent: '19' },
  { id: 'rf', name: 'Retención', type: 'withholding', percent: '11' },
];

const CASES: Array<[string, Partial<FeeAgreement> & Pick<FeeAgreement, 'type'>]> = [
  [
    'FeePerHour (category rows)',
    {
      type: 'FeePerHour',
      rate: '250000',
      rates: [
        { userId: null, tariffCategoryId: 'c1', activityTypeId: null, rate: '600000' },
        { userId: null, tariffCategoryId: 'c2', activityTypeId: null, rate: '400000' },
      ],
    },
  ],
  ['LimitFee', { type: 'LimitFee', rate: '300000', cap: '90000000000' }],
  [
    'FeePerHourInterval',
    {
      type: 'FeePerHourInterval',
      intervals: [
        { fromHours: '0', toHours: '50000', rate: '400000' },
        { fromHours: '50000', toHours: null, rate: '350000' },
      ],
    },
  ],
  ['NoBillable', { type: 'NoBillable' }],
];

export function benchFeeEngine(activities = 60_000, worksEach = 3): void {
  const month = '2026-03';
  const acts = Array.from({ length: activities }, (_, i) =>
    activity(
      Array.from({ length: worksEach }, (_, j) =>
        work(`${month}-${String(1 + ((i + j) % 28)).padStart(2, '0')}`, 30 + ((i * 7 + j * 13) % 300), {
          userId: `u${i % 200}`,
          tariffCategoryId: i % 3 === 0 ? 'c1' : 'c2',
        }),
      ),
    ),
  );
  console.log(`\n${'fee engine, one month'.padEnd(48)} ${'lines'.padStart(8)} ${'ms'.padStart(8)} ${'lines/s'.padStart(10)}`);
  for (const [name, over] of CASES) {
    settleMonth({ agreement: agreement(over), month, activities: acts.slice(0, 1000), taxes: TAXES }); // warm up
    const t = performance.now();
    const r = settleMonth({ agreement: agreement(over), month, activities: acts, taxes: TAXES });
    const ms = performance.now() - t;
    console.log(
      `${name.padEnd(48)} ${String(r.lines.length).padStart(8)} ${ms.toFixed(0).padStart(8)} ${Math.round(r.lines.length / (ms / 1000))
        .toLocaleString('es-CO')
        .padStart(10)}`,
    );
  }
}

if (process.argv[1]?.endsWith('fee-engine-bench.ts')) benchFeeEngine();
