// Dynamic reports ('Informes dinámicos'): saved definitions (a member's own, and the company's
// shared ones), run on demand as rows, a total and the groups of a chart, and exported to XLSX row
// by row. Like production, reports need no permission code: a report reads only what its caller
// sees. The specification's two outcomes: no data in the report's dates (REPORT_NO_DATA, 422) and a
// generation error (REPORT_GENERATION_FAILED, 500; logged, never a partial answer).
import type { ServerRoute } from '@hapi/hapi';
import ExcelJS from 'exceljs';
import Joi from 'joi';
import type { Knex } from 'knex';
import {
  REPORT_CHARTS,
  REPORT_COLUMNS,
  REPORT_ENTITIES,
  REPORT_MAX_COLUMNS,
  REPORT_MAX_FILTERS,
  REPORT_OPERATORS,
  REPORT_PAGE_ROWS,
  REPORT_PERIODS,
  checkDefinition,
  type ReportDefinition,
} from '../../contract/reports.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineRoute, type HandlerArgs } from '../../platform/http/route.ts';
import { Bytes, localeText } from '../../platform/resource/export.ts';
import { containsPattern, searchMatch } from '../../platform/resource/search-sql.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { inTimeZone, reportQuery, type ReportQuery } from './report-sql.ts';

type Row = Record<string, unknown>;
type Auth = HandlerArgs['auth'];

const definitionSchema = Joi.object({
  entity: Joi.string()
    .valid(...REPORT_ENTITIES)
    .required(),
  columns: Joi.array().items(Joi.string().max(40)).max(REPORT_MAX_COLUMNS).required(),
  filters: Joi.array()
    .items(
      Joi.object({
        field: Joi.string().max(40).required(),
        operator: Joi.string()
          .valid(...REPORT_OPERATORS)
          .required(),
        value: Joi.alternatives(Joi.string().max(200), Joi.number(), Joi.boolean()).required(),
      }),
    )
    .max(REPORT_MAX_FILTERS)
    .default([]),
  groupBy: Joi.string().max(40).allow(null).default(null),
  measure: Joi.string().max(50).default('count'),
  dateField: Joi.string().max(40).required(),
  period: Joi.string()
    .valid(...REPORT_PERIODS)
    .required(),
  dateFrom: Joi.string().max(10).allow(null, ''),
  dateTo: Joi.string().max(10).allow(null, ''),
  chart: Joi.string()
    .valid(...REPORT_CHARTS)
    .default('column'),
});

const reportPayload = {
  name: Joi.string().trim().min(1).max(150),
  description: Joi.string().trim().max(500).allow('', null),
  shared: Joi.boolean(),
  definition: definitionSchema,
};

/** The definition's own checks (the whitelist), refused as field errors of `definition.*`. */
function refuseInvalid(definition: ReportDefinition): void {
  const errors = checkDefinition(definition);
  if (errors.length)
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      errors.map((e) => ({ field: `definition.${e.field}`, code: e.code })),
    );
}

const COLUMNS = ['id', 'name', 'description', 'definition', 'shared', 'createdBy', 'createdAt', 'updatedAt'];

/** Reports the caller may run: their own and the shared ones of the company. */
const runnable = (trx: Knex.Transaction, auth: Auth) =>
  trx('reports')
    .where('reports.companyId', auth.companyId)
    .where((w) => w.where('reports.createdBy', auth.userId).orWhere('reports.shared', true));

async function reportOf(trx: Knex.Transaction, auth: Auth, id: string): Promise<Row> {
  const row = await runnable(trx, auth).where('reports.id', id).first(COLUMNS);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Only its author (or a super administrator) changes or deletes a report. */
async function ownReport(trx: Knex.Transaction, auth: Auth, id: string): Promise<Row> {
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

/** Runs the query; anything but our own refusals is a generation error (logged with its cause). */
async function generating<T>(request: HandlerArgs['request'], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log(['error', 'reports'], error as Error);
    throw new AppError('REPORT_GENERATION_FAILED');
  }
}

async function run(trx: Knex.Transaction, auth: Auth, definition: ReportDefinition): Promise<ReportResult> {
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
async function exportRows(
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

export function reportRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['reports'];
  const params = Joi.object({ id: idSchema.required() });
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/reports',
      permission: null,
      tags,
      description: "The caller's reports and the company's shared ones, by name, paged (20) with the total; `search` by name",
      validate: {
        query: Joi.object({
          search: Joi.string().trim().min(2).max(100),
          page: Joi.number().integer().min(1).max(10000).default(1),
          pageSize: Joi.number().integer().min(1).max(100).default(20),
        }),
      },
      handler: async ({ trx, auth, query }) => {
        const base = runnable(trx, auth);
        if (query.search) base.whereRaw(searchMatch('reports.name'), [containsPattern(String(query.search))]);
        const [{ n }] = await base.clone().count<{ n: string }[]>({ n: '*' });
        const data = await base
          .clone()
          .leftJoin('users as u', 'u.id', 'reports.createdBy')
          .select(COLUMNS.map((c) => `reports.${c}`))
          .select(trx.raw(`nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), '') as "createdByName"`))
          .orderByRaw('lower(reports.name), reports.id')
          .limit(query.pageSize as number)
          .offset(((query.page as number) - 1) * (query.pageSize as number));
        return { data, total: Number(n) };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/reports/{id}',
      permission: null,
      tags,
      description: 'A report the caller may run',
      validate: { params },
      handler: async ({ trx, auth, params: p }) => reportOf(trx, auth, p.id),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/reports',
      permission: null,
      tags,
      description: 'Saves a report definition (its entity, columns, filters, grouping, measure, date range and chart)',
      validate: { payload: Joi.object({ ...reportPayload, name: reportPayload.name.required(), definition: definitionSchema.required() }) },
      handler: async ({ trx, auth, payload, h }) => {
        refuseInvalid(payload.definition as ReportDefinition);
        const [row] = await trx('reports')
          .insert({
            tenantId: auth.tenantId,
            companyId: auth.companyId,
            createdBy: auth.userId,
            name: payload.name,
            description: payload.description || null,
            shared: payload.shared ?? false,
            definition: JSON.stringify(payload.definition),
          })
          .returning(COLUMNS);
        return h.response(row).code(201);
      },
    }),
    defineRoute(db, {
      method: 'PATCH',
      path: '/api/reports/{id}',
      permission: null,
      tags,
      description: "Changes a report (its author's only)",
      validate: { params, payload: Joi.object(reportPayload).min(1) },
      handler: async ({ trx, auth, params: p, payload }) => {
        await ownReport(trx, auth, p.id);
        if (payload.definition) refuseInvalid(payload.definition as ReportDefinition);
        const patch: Row = { updatedAt: trx.fn.now() };
        if (payload.name !== undefined) patch.name = payload.name;
        if (payload.description !== undefined) patch.description = payload.description || null;
        if (payload.shared !== undefined) patch.shared = payload.shared;
        if (payload.definition !== undefined) patch.definition = JSON.stringify(payload.definition);
        const [row] = await trx('reports').where({ id: p.id }).update(patch).returning(COLUMNS);
        return row;
      },
    }),
    defineRoute(db, {
      method: 'DELETE',
      path: '/api/reports/{id}',
      permission: null,
      tags,
      description: "Deletes a report (its author's only)",
      validate: { params },
      handler: async ({ trx, auth, params: p }) => {
        await ownReport(trx, auth, p.id);
        await trx('reports').where({ id: p.id }).delete();
        return { id: p.id };
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/reports/preview',
      permission: null,
      tags,
      idempotent: false,
      description: "Runs a definition without saving it (the builder's preview)",
      validate: { payload: Joi.object({ definition: definitionSchema.required() }) },
      handler: async ({ trx, auth, payload, request }) => {
        const definition = payload.definition as ReportDefinition;
        refuseInvalid(definition);
        return generating(request, () => run(trx, auth, definition));
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/reports/{id}/run',
      permission: null,
      tags,
      idempotent: false,
      description: 'Runs a saved report: its rows (the first 500), total, summary and chart groups; REPORT_NO_DATA when its dates hold nothing',
      validate: { params },
      handler: async ({ trx, auth, params: p, request }) => {
        const report = await reportOf(trx, auth, p.id);
        return generating(request, () => run(trx, auth, report.definition as ReportDefinition));
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/reports/{id}/export.xlsx',
      permission: null,
      tags,
      description: "Exports every row of a saved report to XLSX (labelled columns, the caller's language), written row by row",
      validate: { params },
      handler: async ({ trx, auth, params: p, request, h, locale }) => {
        const report = await reportOf(trx, auth, p.id);
        const definition = report.definition as ReportDefinition;
        const language = locale === 'en' ? 'en' : 'es';
        const out = new Bytes();
        const count = await generating(request, async () => {
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
          const written = await exportRows(trx, q, definition, language, sheet);
          sheet.commit();
          await book.commit();
          return written;
        });
        const name = `${
          String(report.name)
            .replace(/[^\p{L}\p{N} _-]/gu, '')
            .trim() || 'informe'
        }.xlsx`;
        return h
          .response(Buffer.concat(out.chunks))
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('x-total-count', String(count))
          .header('access-control-expose-headers', 'x-total-count, content-disposition');
      },
    }),
  ];
}
