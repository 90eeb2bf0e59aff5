// The work panel (info-cards): the eight indicators at once and each one's detail, for the period
// (Día=1, Semana=2, Mes=3 by default, Año=4) around the company's today, of the caller (or the user
// viewed as) or of the chosen teams, by area and client; and the member's remembered filters.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { DEFAULT_PERIOD, PERIODS, type Period } from './periods.ts';
import { INDICATORS, type Indicator } from '../../contract/work-panel.ts';
import { hoursChart, indicatorDetail, indicators } from './indicators.ts';
import { panelOptions, rememberFilters, rememberedFilters, scopeOf } from './panel-scope.ts';
import { pageKeys, pageOf, paged } from '../../platform/http/paged.ts';

const ids = Joi.array().items(idSchema).single().max(50).default([]);
const filters = {
  period: Joi.number()
    .valid(...PERIODS)
    .default(DEFAULT_PERIOD),
  day: Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/),
  teams: ids,
  areas: ids,
  clients: ids,
};
/** The filters as Joi gives them (the period and the lists default). */
type Filters = { period: Period; day?: string; teams: string[]; areas: string[]; clients: string[] };

export function workPanelRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['work-panel'];
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/indicators',
      permission: null,
      tags,
      description: 'The eight indicators of the work panel for the period (1 day, 2 week, 3 month, 4 year), teams, areas and clients',
      validate: { query: Joi.object<Filters>(filters) },
      handler: async ({ trx, auth, query }) => {
        const scope = await scopeOf(trx, auth, query);
        return { period: query.period, from: scope.from, to: scope.to, people: scope.userIds.length, ...(await indicators(trx, scope)) };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/indicators/{indicator}/detail',
      permission: null,
      tags,
      description: 'The rows behind one indicator (by day, by project or by activity), a page of 20 with x-total-count',
      validate: {
        params: Joi.object<{ indicator: Indicator }>({
          indicator: Joi.string()
            .valid(...INDICATORS)
            .required(),
        }),
        query: Joi.object<Filters & { _start: number; _end: number }>({ ...filters, ...pageKeys(1000) }),
      },
      handler: async ({ trx, auth, params, query, h }) => {
        const { start, end } = pageOf(query);
        const { rows, total } = await indicatorDetail(trx, await scopeOf(trx, auth, query), params.indicator, start, end);
        return paged(h, rows, total);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/chart',
      permission: null,
      tags,
      description: "The panel's chart of hours worked, billable and not: by day of the period (1 day, 2 week, 3 month), by month of the year (4)",
      validate: { query: Joi.object<Filters>(filters) },
      handler: async ({ trx, auth, query }) => {
        const by = query.period === 4 ? 'month' : 'day';
        return { by, rows: await hoursChart(trx, await scopeOf(trx, auth, query), by) };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/options',
      permission: null,
      tags,
      description: "What the panel's filters offer the caller: their teams (all to company-wide viewers), the practices, and clients of their work by name (q)",
      validate: { query: Joi.object<{ q?: string }>({ q: Joi.string().max(100).allow('') }) },
      handler: async ({ trx, auth, query }) => panelOptions(trx, auth, query.q ?? ''),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/filters',
      permission: null,
      tags,
      description: 'The filters the member last used on the work panel',
      handler: async ({ trx, auth }) => rememberedFilters(trx, auth),
    }),
    defineRoute(db, {
      method: 'PUT',
      path: '/api/work-panel/filters',
      permission: null,
      tags,
      description: "Remember the member's work panel filters",
      validate: { payload: Joi.object<Omit<Filters, 'day'>>({ period: filters.period, teams: ids, areas: ids, clients: ids }) },
      handler: async ({ trx, auth, payload }) => {
        await rememberFilters(trx, auth, payload);
        return payload;
      },
    }),
  ];
}
