// Dynamic reports ('Informes dinámicos'): saved definitions (a member's own, and the company's
// shared ones), run on demand as rows, a total and the groups of a chart, and exported to XLSX row
// by row. Like production, reports need no permission code: a report reads only what its caller
// sees. The specification's two outcomes: no data in the report's dates (REPORT_NO_DATA, 422) and a
// generation error (REPORT_GENERATION_FAILED, 500; logged, never a partial answer).
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import {
  REPORT_CHARTS,
  REPORT_ENTITIES,
  REPORT_MAX_COLUMNS,
  REPORT_MAX_FILTERS,
  REPORT_OPERATORS,
  REPORT_PERIODS,
  type ReportDefinition,
} from '../../contract/reports.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineRoute, type HandlerArgs } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { changeReport, deleteReport, exportReport, listReports, refuseInvalid, reportOf, run, saveReport, type ReportFields } from './reports.ts';

const definitionSchema = Joi.object<ReportDefinition>({
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

export function reportRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['reports'];
  const params = Joi.object<{ id: string }>({ id: idSchema.required() });
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/reports',
      permission: null,
      tags,
      description: "The caller's reports and the company's shared ones, by name, paged (20) with the total; `search` by name",
      validate: {
        query: Joi.object<{ search?: string; page: number; pageSize: number }>({
          search: Joi.string().trim().min(2).max(100),
          page: Joi.number().integer().min(1).max(10000).default(1),
          pageSize: Joi.number().integer().min(1).max(100).default(20),
        }),
      },
      handler: async ({ trx, auth, query }) => listReports(trx, auth, query),
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
      validate: {
        payload: Joi.object<ReportFields & { name: string; definition: ReportDefinition }>({
          ...reportPayload,
          name: reportPayload.name.required(),
          definition: definitionSchema.required(),
        }),
      },
      handler: async ({ trx, auth, payload, h }) => h.response(await saveReport(trx, auth, payload)).code(201),
    }),
    defineRoute(db, {
      method: 'PATCH',
      path: '/api/reports/{id}',
      permission: null,
      tags,
      description: "Changes a report (its author's only)",
      validate: { params, payload: Joi.object<ReportFields>(reportPayload).min(1) },
      handler: async ({ trx, auth, params: p, payload }) => changeReport(trx, auth, p.id, payload),
    }),
    defineRoute(db, {
      method: 'DELETE',
      path: '/api/reports/{id}',
      permission: null,
      tags,
      description: "Deletes a report (its author's only)",
      validate: { params },
      handler: async ({ trx, auth, params: p }) => {
        await deleteReport(trx, auth, p.id);
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
      validate: { payload: Joi.object<{ definition: ReportDefinition }>({ definition: definitionSchema.required() }) },
      handler: async ({ trx, auth, payload, request }) => {
        const { definition } = payload;
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
        const language = locale === 'en' ? 'en' : 'es';
        const { bytes, count } = await generating(request, () => exportReport(trx, auth, report, language));
        const name = `${
          String(report.name)
            .replace(/[^\p{L}\p{N} _-]/gu, '')
            .trim() || 'informe'
        }.xlsx`;
        return h
          .response(bytes)
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('x-total-count', String(count))
          .header('access-control-expose-headers', 'x-total-count, content-disposition');
      },
    }),
  ];
}
