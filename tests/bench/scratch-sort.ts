import { activity, work } from '../../api/src/settlement/fees/fee-fixtures.ts';
const month='2026-03';
const acts = Array.from({ length: 60000 }, (_, i) => activity(Array.from({ length: 3 }, (_, j) => work(`${month}-${String(1 + ((i + j) % 28)).padStart(2, '0')}`, 30, { userId: `u${i % 200}` }))));
const byDate = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
let t = performance.now();
const works: any[] = [];
for (const activity of acts) for (const w of activity.works) works.push({ ...w, activity, billed: w.billableMinutes });
console.log('spread', performance.now() - t); t = performance.now();
works.sort(byDate);
console.log('sort', performance.now() - t);
