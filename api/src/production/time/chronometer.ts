// The chronometer in the header (document 000, section 1): one per member and company, kept in
// the database so it survives reloads and is the same in every tab; stopping it registers its
// time on the activity as a work, through the works' own rules (restriction, limit, estimate);
// discarding it (one started by mistake) deletes it and registers nothing. chronometer.routes.ts
// validates and calls these.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import * as writes from '../../platform/resource/write-steps.ts';
import * as crud from '../../platform/resource/crud.ts';
import { today } from '../../platform/time/company-day.ts';
import { registered } from '../../platform/resource/models.ts';
import { TIME_STATES } from '../activity-states.ts';
import type { ActivityState } from '../../contract/activity-states.ts';
import { refuseLocked, refuseNotWorker } from '../activities/activity-rules.ts';

export type Auth = crud.Caller & { userId: string; companyId: string; tenantId: string };

/** The running or paused chronometer as the header shows it (elapsed seconds counted by the server). */
export async function current(trx: Knex.Transaction, auth: Auth) {
  const row = await trx('chronometers as c')
    .join('activities as a', 'a.id', 'c.activityId')
    .where({ 'c.companyId': auth.companyId, 'c.userId': auth.userId })
    .first(
      'c.activityId',
      'a.title as activityTitle',
      'a.code as activityCode',
      'c.startedAt',
      'c.elapsedSeconds',
      'c.description',
      trx.raw('extract(epoch from now())::float8 as now'),
    );
  if (!row) return { running: false, activityId: null };
  const runningFor = row.startedAt ? Math.max(0, Math.floor(row.now - new Date(row.startedAt).getTime() / 1000)) : 0;
  return {
    running: !!row.startedAt,
    activityId: row.activityId,
    activityTitle: row.activityTitle,
    activityCode: row.activityCode,
    startedAt: row.startedAt,
    description: row.description,
    elapsedSeconds: Number(row.elapsedSeconds) + runningFor,
  };
}

async function workable(trx: Knex.Transaction, auth: Auth, activityId: string) {
  const activity = await crud.getOne(trx, registered('activities'), auth, activityId); // 404 unless seen
  await refuseLocked(trx, activity);
  if (!TIME_STATES.includes(activity.state as ActivityState)) throw new AppError('WORK_STATE_CLOSED', { state: String(activity.state) });
  await refuseNotWorker(trx, auth, activity);
}

/** Starts the chronometer on an activity the member may work on (resumes it when it is already there). */
export async function startChronometer(trx: Knex.Transaction, a: Auth, activityId: string, description?: string | null) {
  await workable(trx, a, activityId);
  const existing = await trx('chronometers').where({ companyId: a.companyId, userId: a.userId }).forUpdate().first();
  if (existing && existing.activityId !== activityId) throw new AppError('CHRONOMETER_BUSY');
  if (existing) {
    if (!existing.startedAt)
      await trx('chronometers').where({ companyId: a.companyId, userId: a.userId }).update({ startedAt: trx.fn.now(), updatedAt: trx.fn.now() });
  } else {
    await trx('chronometers').insert({
      tenantId: a.tenantId,
      companyId: a.companyId,
      userId: a.userId,
      activityId: activityId,
      startedAt: trx.fn.now(),
      elapsedSeconds: 0,
      description: description || null,
    });
  }
  return current(trx, a);
}

/** Pauses the running chronometer, keeping its seconds. */
export async function pauseChronometer(trx: Knex.Transaction, a: Auth) {
  const updated = await trx('chronometers')
    .where({ companyId: a.companyId, userId: a.userId })
    .whereNotNull('startedAt')
    .update({ elapsedSeconds: trx.raw('elapsed_seconds + floor(extract(epoch from now() - started_at))::int'), startedAt: null, updatedAt: trx.fn.now() });
  if (!updated) throw new AppError('CHRONOMETER_NOT_STARTED');
  return current(trx, a);
}

/** Stops the chronometer and registers its time on the activity as a work (`confirmed`: the X-Confirm codes, for time above the estimate). */
export async function stopChronometer(trx: Knex.Transaction, a: Auth, confirmed: ReadonlySet<string>, description?: string | null) {
  const state = await current(trx, a);
  if (!state.activityId) throw new AppError('CHRONOMETER_NOT_STARTED');
  const minutes = Math.round(Number(state.elapsedSeconds) / 60);
  if (minutes < 1) throw new AppError('CHRONOMETER_TOO_SHORT');
  const company = await trx('companies').where({ id: a.companyId }).first('timeZone');
  const caller = { ...a, confirmed };
  const work = await writes.create(trx, registered('works'), registered, caller, {
    activityId: state.activityId,
    workDate: today(company.timeZone),
    minutes: Math.min(minutes, 1440),
    startedAt: new Date(Date.now() - Number(state.elapsedSeconds) * 1000).toISOString(),
    description: description || state.description || null,
  });
  await trx('works').where({ id: work.id }).update({ source: 'chronometer' });
  await trx('chronometers').where({ companyId: a.companyId, userId: a.userId }).delete();
  return { ...work, source: 'chronometer' };
}

/** Discards the chronometer without registering its time. */
export async function discardChronometer(trx: Knex.Transaction, a: Auth) {
  const discarded = await trx('chronometers').where({ companyId: a.companyId, userId: a.userId }).delete();
  if (!discarded) throw new AppError('CHRONOMETER_NOTHING_TO_DISCARD');
  return { running: false, activityId: null };
}
