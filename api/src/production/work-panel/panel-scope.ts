// Whose work the work panel reads and the panel's own settings: the scope of a request (the caller's
// own work, or the chosen teams' members, over the period's working days), what its filters offer,
// and the member's remembered filters. work-panel.routes.ts validates and calls these; indicators.ts
// reads the indicators over a scope.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import { today } from '../../platform/time/company-day.ts';
import type { Caller } from '../../platform/resource/crud.ts';
import { whereClientOfVisibleWork, whereTeamVisible } from '../../authorization/visibility.ts';
import { containsPattern, searchMatchFolded } from '../../platform/resource/define.ts';
import { DEFAULT_PERIOD, periodRange, workingDays, type Period } from './periods.ts';
import type { PanelScope } from './indicators.ts';

type Member = Caller & { userId: string; companyId: string };

const shift = (day: string, years: number, days = 0) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Whose work and which days: the caller's own, or the chosen teams' members (teams the caller may see). */
export async function scopeOf(trx: Knex.Transaction, caller: Caller & { userId: string; companyId: string }, q: Record<string, unknown>): Promise<PanelScope> {
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

/** What the panel's filters offer the caller: their teams (all to company-wide viewers), the practices, and clients of their work by name. */
export async function panelOptions(trx: Knex.Transaction, caller: Member, q: string) {
  const teams = await whereTeamVisible(trx('work_groups as g').where({ 'g.companyId': caller.companyId, 'g.active': true }), caller)
    .orderBy('g.name')
    .select('g.id', 'g.name');
  const areas = await trx('practices').where({ companyId: caller.companyId, active: true }).orderBy('name').select('id', 'name');
  const clients = trx('clients as c').where('c.companyId', caller.companyId).orderBy('c.name').limit(20).select('c.id', 'c.name');
  const text = q.trim();
  if (text.length >= 2) clients.whereRaw(searchMatchFolded('c.name_search'), [containsPattern(text)]);
  return { teams, areas, clients: await whereClientOfVisibleWork(clients, caller) };
}

/** The filters the member last used on the panel (the defaults until they choose). */
export async function rememberedFilters(trx: Knex.Transaction, caller: Member) {
  const row = await trx('user_profiles').where({ companyId: caller.companyId, userId: caller.userId }).first('panelFilters');
  return { period: DEFAULT_PERIOD, teams: [], areas: [], clients: [], ...(row?.panelFilters ?? {}) };
}

/** Remembers the member's filters. */
export async function rememberFilters(trx: Knex.Transaction, caller: Member, filters: Record<string, unknown>) {
  await trx('user_profiles')
    .where({ companyId: caller.companyId, userId: caller.userId })
    .update({ panelFilters: JSON.stringify(filters) });
}
