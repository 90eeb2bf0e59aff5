// The work panel (info-cards): the eight indicators at once and each one's detail, for the period
// (Día=1, Semana=2, Mes=3 by default, Año=4) around the company's today, of the caller (or the user
// viewed as) or of the chosen teams, by area and client; and the member's remembered filters.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { today } from '../../platform/time/company-day.ts';
import type { Caller } from '../../platform/resource/crud.ts';
import { whereClientOfVisibleWork, whereTeamVisible } from '../../authorization/visibility.ts';
import { containsPattern, searchMatchFolded } from '../../platform/resource/define.ts';
import { DEFAULT_PERIOD, PERIODS, periodRange, workingDays, type Period } from './periods.ts';
import { INDICATORS, hoursChart, indicatorDetail, indicators, type Indicator, type PanelScope } from './indicators.ts';
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

const shift = (day: string, years: number, days = 0) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Whose work and which days: the caller's own, or the chosen teams' members (teams the caller may see). */
async function scopeOf(trx: Knex.Transaction, caller: Caller & { userId: string; companyId: string }, q: Record<string, unknown>): Promise<PanelScope> {
  const company = await trx('companies').where({ id: caller.companyId }).first('timeZone');
  const day = (q.day as string | undefined) ?? today(company.timeZone);
  const { from, to } = periodRange(q.period as Period, day);
  const teams = q.teams as string[];
  let userIds = [caller.userId];
  if (teams.length) {
    const known = trx('work_groups as g').where({ 'g.companyId': caller.companyId }).whereIn('g.id', teams);
    if ((await known.clone().pluck('g.id')).length !== teams.length) throw new AppError('INVALID_QUERY', {}, [{ field: 'teams', code: 'INVALID_REFERENCE' }]);
    if ((await whereTeamVisible(known.clone(), caller).pluck('g.id')).length !== teams.length) throw new AppError('FORBIDDEN');
    userIds = (
      await trx('work_group_members as m')
        .join('company_users as u', (j) => j.on('u.id', 'm.userId').andOnVal('u.companyId', caller.companyId))
        .whereIn('m.workGroupId', teams)
        .where('m.isExternal', false)
        .distinct('m.userId as userId')
    ).map((r: { userId: string }) => r.userId);
  }
  const configured = (await trx('company_work_days').where({ companyId: caller.companyId }).pluck('day')).map(Number);
  // A company that has not chosen its work days works Monday to Friday.
  const weekdays = new Set(configured.length ? configured : [1, 2, 3, 4, 5]);
  const holidays = new Set(
    (await trx('company_holidays').where({ companyId: caller.companyId }).whereBetween('day', [from, to]).pluck('day')).map((d: unknown) =>
      String(d).slice(0, 10),
    ),
  );
  return {
    companyId: caller.companyId,
    userIds,
    from,
    to,
    yearFrom: `${day.slice(0, 4)}-01-01`,
    historyFrom: shift(day, -1, 1),
    clientIds: q.clients as string[],
    practiceIds: q.areas as string[],
    timeZone: company.timeZone,
    workingDays: workingDays(from, to, weekdays, holidays),
  };
}

export function workPanelRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['work-panel'];
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/indicators',
      permission: null,
      tags,
      description: 'The eight indicators of the work panel for the period (1 day, 2 week, 3 month, 4 year), teams, areas and clients',
      validate: { query: Joi.object(filters) },
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
        params: Joi.object({
          indicator: Joi.string()
            .valid(...INDICATORS)
            .required(),
        }),
        query: Joi.object({ ...filters, ...pageKeys(1000) }),
      },
      handler: async ({ trx, auth, params, query, h }) => {
        const { start, end } = pageOf(query);
        const { rows, total } = await indicatorDetail(trx, await scopeOf(trx, auth, query), params.indicator as Indicator, start, end);
        return paged(h, rows, total);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/chart',
      permission: null,
      tags,
      description: "The panel's chart of hours worked, billable and not: by day of the period (1 day, 2 week, 3 month), by month of the year (4)",
      validate: { query: Joi.object(filters) },
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
      validate: { query: Joi.object({ q: Joi.string().max(100).allow('') }) },
      handler: async ({ trx, auth, query }) => {
        const teams = await whereTeamVisible(trx('work_groups as g').where({ 'g.companyId': auth.companyId, 'g.active': true }), auth)
          .orderBy('g.name')
          .select('g.id', 'g.name');
        const areas = await trx('practices').where({ companyId: auth.companyId, active: true }).orderBy('name').select('id', 'name');
        const clients = trx('clients as c').where('c.companyId', auth.companyId).orderBy('c.name').limit(20).select('c.id', 'c.name');
        const text = String(query.q ?? '').trim();
        if (text.length >= 2) clients.whereRaw(searchMatchFolded('c.name_search'), [containsPattern(text)]);
        return { teams, areas, clients: await whereClientOfVisibleWork(clients, auth) };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/work-panel/filters',
      permission: null,
      tags,
      description: 'The filters the member last used on the work panel',
      handler: async ({ trx, auth }) => {
        const row = await trx('user_profiles').where({ companyId: auth.companyId, userId: auth.userId }).first('panelFilters');
        return { period: DEFAULT_PERIOD, teams: [], areas: [], clients: [], ...(row?.panelFilters ?? {}) };
      },
    }),
    defineRoute(db, {
      method: 'PUT',
      path: '/api/work-panel/filters',
      permission: null,
      tags,
      description: "Remember the member's work panel filters",
      validate: { payload: Joi.object({ period: filters.period, teams: ids, areas: ids, clients: ids }) },
      handler: async ({ trx, auth, payload }) => {
        await trx('user_profiles')
          .where({ companyId: auth.companyId, userId: auth.userId })
          .update({ panelFilters: JSON.stringify(payload) });
        return payload;
      },
    }),
  ];
}
