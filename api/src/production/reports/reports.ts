// Dynamic reports: saved definitions (a member's own, and the company's shared ones), run as rows,
// a total and a chart's groups, and exported to XLSX row by row (report-sql.ts builds each query
// from the whitelist). reports.routes.ts validates and calls these.
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import { REPORT_COLUMNS, REPORT_PAGE_ROWS, checkDefinition, type ReportDefinition } from '../../contract/reports.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { HandlerArgs } from '../../platform/http/route.ts';
import { Bytes, localeText } from '../../platform/resource/export.ts';
import { containsPattern, searchMatch } from '../../platform/resource/search-sql.ts';
import { inTimeZone, reportQuery, type ReportQuery } from './report-sql.ts';

type Row = Record<string, unknown>;
type Auth = HandlerArgs['auth'];

/** The definition's own checks (the whitelist), refused as field errors of `definition.*`. */
export function refuseInvalid(definition: ReportDefinition): void {
  const errors = checkDefinition(definition);
  if (errors.length)
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      errors.map((e) => ({ field: `definition.${e.field}`, code: e.code })),
    );
}

export const COLUMNS = ['id', 'name', 'description', 'definition', 'shared', 'createdBy', 'createdAt', 'updatedAt'];

/** Reports the caller may run: their own and the shared ones of the company. */
export const runnable = (trx: Knex.Transaction, auth: Auth) =>
  trx('reports')
    .where('reports.companyId', auth.companyId)
    .where((w) => w.where('reports.createdBy', auth.userId).orWhere('reports.shared', true));

export async function reportOf(trx: Knex.Transaction, auth: Auth, id: string): Promise<Row> {
  const row = await runnable(trx, auth).where('reports.id', id).first(COLUMNS);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Only its author (or a super administrator) changes or deletes a report. */
export async function ownReport(trx: Knex.Transaction, auth: Auth, id: string): Promise<Row> {
  const row = await reportOf(trx, auth, id);
  if (row.createdBy !== auth.userId && !auth.unrestricted) throw new AppError('FORBIDDEN');
  return row;
}

export interface ReportResult {
  columns: { key: string; type: string }[];
  rows: Row[];
  total: number;
  groups: { key: string | null; value: number }[];
  /** The measure over every row. */
  summary: number;
  range: { from: string; to: string };
  truncated: boolean;
}

export async function run(trx: Knex.Transaction, auth: Auth, definition: ReportDefinition): Promise<ReportResult> {
  const { today } = await inTimeZone(trx, auth.companyId);
  // A report is a read: bounded so that one heavy definition cannot hold a connection for long.
  await trx.raw(`set local statement_timeout = '60s'`);
  const q = reportQuery(definition, auth, today);
  // The chart's groups (the measure by the grouping column, or by month of the report's date) and
  // the report's total and summary in one pass over its rows: both measures (a count, a sum) add up
  // over the groups, so the totals are the groups' sums, taken before the chart keeps its first 50.
  const g = q.grouping;
  const grouped = await trx.raw(
    `select ${g.label} as key, value, sum(n) over ()::int as total, sum(value) over () as summary
       from (select ${g.key} as key, ${q.measure} as value, count(*) as n ${g.base} group by 1) g ${g.join}
      order by ${q.group ? '2 desc, 1' : '1'} limit 50`,
    q.bindings,
  );
  const first = grouped.rows[0] as { total: number; summary: string | number } | undefined;
  if (!first) throw new AppError('REPORT_NO_DATA', { from: q.range.from, to: q.range.to });
  const { total, summary } = first;
  const select = q.columns.map((c) => `${c.expr} as "${c.key}"`).join(', ');
  const rows = await trx.raw(`select ${select} ${q.base} order by ${q.date} desc nulls last, ${q.id} desc limit ?`, [...q.bindings, REPORT_PAGE_ROWS]);
  return {
    columns: definition.columns.map((k) => ({ key: k, type: REPORT_COLUMNS[definition.entity][k].type })),
    rows: rows.rows.map(plain),
    total,
    groups: grouped.rows.map((g: { key: unknown; value: unknown }) => ({ key: g.key === null ? null : String(plain({ k: g.key }).k), value: Number(g.value) })),
    summary: Number(summary),
    range: q.range,
    truncated: total > REPORT_PAGE_ROWS,
  };
}

/** Values as JSON shows them: days as YYYY-MM-DD, numbers as numbers. */
function plain(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' && /^-?\d+\.\d+$/.test(v) ? Number(v) : v;
  }
  return out;
}

const EXPORT_BATCH = 2000;
const EXPORT_MAX_ROWS = 200_000;

/** Every row of the report, written row by row, read in batches by (date, id) from the newest. */
export async function exportRows(
  trx: Knex.Transaction,
  q: ReportQuery,
  definition: ReportDefinition,
  language: 'es' | 'en',
  sheet: ExcelJS.Worksheet,
): Promise<number> {
  const select = q.columns.map((c) => `${c.expr} as "${c.key}"`).join(', ');
  const sortDate = `coalesce((${q.date})::date, '0001-01-01'::date)`;
  let after: { d: string; id: string } | null = null;
  let written = 0;
  while (written < EXPORT_MAX_ROWS) {
    const keyset = after ? `and (${sortDate}, ${q.id}) < (?::date, ?::uuid)` : '';
    const batch = await trx.raw(
      `select ${select}, ${sortDate} as "__d", ${q.id} as "__id" ${q.base} ${keyset} order by ${sortDate} desc, ${q.id} desc limit ?`,
      [...q.bindings, ...(after ? [after.d, after.id] : []), EXPORT_BATCH],
    );
    for (const r of batch.rows as Row[]) {
      sheet.addRow(definition.columns.map((k) => cellOf(r[k], definition, k, language))).commit();
    }
    written += batch.rows.length;
    if (batch.rows.length < EXPORT_BATCH) break;
    const last = batch.rows.at(-1) as Row;
    after = { d: last.__d instanceof Date ? last.__d.toISOString().slice(0, 10) : String(last.__d), id: last.__id as string };
  }
  return written;
}

function cellOf(value: unknown, d: ReportDefinition, key: string, language: 'es' | 'en'): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  const column = REPORT_COLUMNS[d.entity][key];
  if (column.type === 'enum') return localeText(language, `enums.${column.enumName}.${String(value)}`) ?? String(value);
  if (column.type === 'boolean') return localeText(language, `values.${value ? 'yes' : 'no'}`) ?? String(value);
  if (column.type === 'hours' || column.type === 'number') return Number(value);
  if (value instanceof Date) return column.type === 'date' ? value.toISOString().slice(0, 10) : value;
  return String(value);
}

/** A page of the reports the caller may run, by name, with their author's name and the total; `search` by name. */
export async function listReports(trx: Knex.Transaction, auth: Auth, asked: { search?: string; page: number; pageSize: number }) {
  const base = runnable(trx, auth);
  if (asked.search) base.whereRaw(searchMatch('reports.name'), [containsPattern(asked.search)]);
  const [{ n }] = await base.clone().count<{ n: string }[]>({ n: '*' });
  const data = await base
    .clone()
    .leftJoin('users as u', 'u.id', 'reports.createdBy')
    .select(COLUMNS.map((c) => `reports.${c}`))
    .select(trx.raw(`nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), '') as "createdByName"`))
    .orderByRaw('lower(reports.name), reports.id')
    .limit(asked.pageSize)
    .offset((asked.page - 1) * asked.pageSize);
  return { data, total: Number(n) };
}

/** What a report's saving or change gives. */
export interface ReportFields {
  name?: string;
  description?: string | null;
  shared?: boolean;
  definition?: ReportDefinition;
}

/** Saves a new report of the caller's. */
export async function saveReport(trx: Knex.Transaction, auth: Auth, fields: ReportFields & { name: string; definition: ReportDefinition }) {
  refuseInvalid(fields.definition);
  const [row] = await trx('reports')
    .insert({
      tenantId: auth.tenantId,
      companyId: auth.companyId,
      createdBy: auth.userId,
      name: fields.name,
      description: fields.description || null,
      shared: fields.shared ?? false,
      definition: JSON.stringify(fields.definition),
    })
    .returning(COLUMNS);
  return row;
}

/** Changes a report (its author's only). */
export async function changeReport(trx: Knex.Transaction, auth: Auth, id: string, fields: ReportFields) {
  await ownReport(trx, auth, id);
  if (fields.definition) refuseInvalid(fields.definition);
  const patch: Row = { updatedAt: trx.fn.now() };
  if (fields.name !== undefined) patch.name = fields.name;
  if (fields.description !== undefined) patch.description = fields.description || null;
  if (fields.shared !== undefined) patch.shared = fields.shared;
  if (fields.definition !== undefined) patch.definition = JSON.stringify(fields.definition);
  const [row] = await trx('reports').where({ id }).update(patch).returning(COLUMNS);
  return row;
}

/** Deletes a report (its author's only). */
export async function deleteReport(trx: Knex.Transaction, auth: Auth, id: string) {
  await ownReport(trx, auth, id);
  await trx('reports').where({ id }).delete();
}

/** Every row of a saved report as an XLSX workbook (labelled columns in `language`), with how many rows it holds. */
export async function exportReport(trx: Knex.Transaction, auth: Auth, report: Row, language: 'es' | 'en'): Promise<{ bytes: Buffer; count: number }> {
  const definition = report.definition as ReportDefinition;
  const out = new Bytes();
  const { today } = await inTimeZone(trx, auth.companyId);
  await trx.raw(`set local statement_timeout = '120s'`);
  const q = reportQuery(definition, auth, today);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet(
    String(report.name)
      .slice(0, 31)
      .replace(/[*?:\\/[\]]/g, ' '),
  );
  sheet.columns = definition.columns.map((k) => ({ header: localeText(language, `reports.columns.${k}`) ?? k, key: k, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  const count = await exportRows(trx, q, definition, language, sheet);
  sheet.commit();
  await book.commit();
  return { bytes: Buffer.concat(out.chunks), count };
}
