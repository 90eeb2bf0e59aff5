// Every declaration against the live schema of the migrated database: each stored field has its
// column, of the declared type, width and nullability, and each join table its columns. A
// declaration and its table that disagree fail here, not on a user's long value in production.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerKnex } from '../../../../knex/index.ts';
import { RESOURCES } from '../../resources.ts';
import { createTestDatabase } from '../testing/harness.ts';
import type { FieldDecl, FieldType } from '../../contract/resource-meta.ts';
import type { Resource } from './define.ts';

interface Column {
  table: string;
  column: string;
  type: string;
  length: number | null;
  nullable: boolean;
  hasDefault: boolean;
  view: boolean;
}

/** The PostgreSQL types (information_schema's data_type) each field type may be stored as. */
const TYPES: Record<Exclude<FieldType, 'refs'>, string[]> = {
  text: ['character varying'],
  textarea: ['character varying', 'text'],
  email: ['character varying'],
  phone: ['character varying'],
  digits: ['character varying'],
  personName: ['character varying'],
  country: ['character varying'],
  city: ['character varying'],
  integer: ['integer', 'smallint', 'bigint'],
  duration: ['integer'],
  decimal: ['numeric'],
  boolean: ['boolean'],
  date: ['date'],
  enum: ['character varying', 'text', 'integer', 'smallint'],
  ref: ['uuid'],
  enumSet: ['ARRAY'], // without a join table: an array column
  money: ['numeric'],
  datetime: ['timestamp with time zone'],
  json: ['jsonb'],
  file: ['jsonb'],
  colour: ['character varying'],
  emails: ['ARRAY'],
};
/** Text types whose declared `max` is the column's width (a textarea may be unbounded text). */
const WIDTH_TYPES = new Set<FieldType>(['text', 'email', 'phone', 'digits', 'personName', 'textarea', 'country', 'city']);

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: Knex;
const columns = new Map<string, Column>();

beforeAll(async () => {
  db = await createTestDatabase();
  owner = ownerKnex(db.url);
  const { rows } = await owner.raw(`select c.table_name as table, c.column_name as column, c.data_type as type,
      c.character_maximum_length as length, c.is_nullable = 'YES' as nullable, c.column_default is not null as has_default,
      t.table_type = 'VIEW' as view
    from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public'`);
  for (const row of rows as (Omit<Column, 'hasDefault'> & { has_default: boolean })[]) {
    columns.set(`${row.table}.${row.column}`, { ...row, hasDefault: row.has_default });
  }
});
afterAll(async () => {
  await owner?.destroy();
  await db?.drop();
});

/** What is wrong between one stored field and its column ([] when they agree). */
function fieldDrift(r: Resource, name: string, f: FieldDecl): string[] {
  const where = `${r.name}.${name} (${r.table}.${snake(name)})`;
  const col = columns.get(`${r.table}.${snake(name)}`);
  if (!col) return [`${where}: no such column`];
  const problems: string[] = [];
  const types = TYPES[f.type as keyof typeof TYPES];
  if (!types.includes(col.type)) problems.push(`${where}: ${f.type} stored as ${col.type}`);
  if (WIDTH_TYPES.has(f.type) && col.type === 'character varying' && col.length !== (f.max ?? null)) {
    problems.push(`${where}: declared max ${f.max}, column ${col.type}(${col.length})`);
  }
  if (['text', 'email', 'phone', 'digits', 'personName'].includes(f.type) && col.type === 'character varying' && col.length === null) {
    problems.push(`${where}: unbounded column for a field of max ${f.max}`);
  }
  // A view's columns always read as nullable; its base table is checked where it is declared.
  if (!col.view) {
    if (f.required && col.nullable && !f.readOnly) problems.push(`${where}: required, column nullable`);
    // A column that refuses null must get a value from the declaration's default or the table's.
    if (!f.required && !col.nullable && f.default === undefined && !col.hasDefault && !f.readOnly) {
      problems.push(`${where}: optional without a default, column not null`);
    }
  }
  return problems;
}

function joinDrift(r: Resource, name: string, f: FieldDecl): string[] {
  const join = f.through!;
  const where = `${r.name}.${name} (${join.table})`;
  const needed = [join.from, join.to, ...(join.order ? [join.order] : []), ...Object.keys(join.where ?? {})];
  const problems = needed.filter((c) => !columns.has(`${join.table}.${c}`)).map((c) => `${where}: no column ${c}`);
  for (const c of [join.from, join.to]) {
    const col = columns.get(`${join.table}.${c}`);
    if (col && col.nullable) problems.push(`${where}: ${c} nullable`);
  }
  const to = columns.get(`${join.table}.${join.to}`);
  if (to && f.type === 'refs' && to.type !== 'uuid') problems.push(`${where}: ${join.to} is ${to.type}, not uuid`);
  if (to && f.type === 'enumSet' && to.type === 'character varying') {
    const longest = Math.max(...(f.options ?? []).map((o) => String(o).length));
    if (to.length !== null && to.length < longest) problems.push(`${where}: ${join.to} (${to.length}) narrower than option of ${longest}`);
  }
  return problems;
}

describe('declarations against the live schema', () => {
  it('reads the columns of the migrated database', () => {
    expect(columns.size).toBeGreaterThan(100);
  });
  for (const r of RESOURCES) {
    it(`${r.name}: every stored field and join table matches its column`, () => {
      const problems: string[] = [];
      expect(columns.has(`${r.table}.id`), `${r.table}.id`).toBe(true);
      for (const [name, f] of Object.entries(r.fields) as [string, FieldDecl][]) {
        if (Object.hasOwn(r.joins, name)) problems.push(...joinDrift(r, name, { ...f, through: r.joins[name] }));
        else if (!Object.hasOwn(r.expressions, name)) problems.push(...fieldDrift(r, name, f)); // an expression has no column
      }
      expect(problems).toEqual([]);
    });
  }
});
