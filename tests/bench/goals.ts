// The speed goals (issue 30), each checked against a figure measured in the same run and printed at
// the end of `npm run bench` with whether it holds. A goal set at full scale (200,000 clients, a
// million activities, 60,000 to settle) says so when the run was smaller (BENCH_QUICK).

export interface Goal {
  name: string;
  measured: number;
  limit: number;
  unit: string;
  atMost: boolean;
  scale: string;
}

const goals: Goal[] = [];

const holds = (g: Goal) => (g.atMost ? g.measured <= g.limit : g.measured >= g.limit);

/** A figure that must stay at or under `limit` (a time, a ratio to a floor). */
export function atMost(name: string, measured: number, limit: number, unit: string, scale = ''): void {
  goals.push({ name, measured, limit, unit, atMost: true, scale });
}

/** A figure that must reach `limit` (a share of the floor's requests per second). */
export function atLeast(name: string, measured: number, limit: number, unit: string, scale = ''): void {
  goals.push({ name, measured, limit, unit, atMost: false, scale });
}

const figure = (v: number, unit: string) =>
  unit === '%' ? `${(v * 100).toFixed(1)} %` : unit === '×' ? `${v.toFixed(2)}×` : `${v.toFixed(v < 100 ? 1 : 0)} ${unit}`;

/** The table of goals: each figure, its limit, and whether it holds. */
export function printGoals(): void {
  console.log(`\n${'goal'.padEnd(64)} ${'measured'.padStart(10)} ${'limit'.padStart(12)}  holds`);
  for (const g of goals) {
    const limit = `${g.atMost ? '≤' : '≥'} ${figure(g.limit, g.unit)}`;
    console.log(
      `${`${g.name}${g.scale ? ` (${g.scale})` : ''}`.padEnd(64)} ${figure(g.measured, g.unit).padStart(10)} ${limit.padStart(12)}  ${holds(g) ? 'yes' : 'NO'}`,
    );
  }
  console.log(`${goals.filter(holds).length} of ${goals.length} goals hold`);
}
