// Time registered on an activity (OperativeWorks): who, which day, from when, how long, and how
// much of it is billable. The company's rules (time-rules.ts) hold in its time zone: the
// restriction type, the daily registration limit, and a confirmable warning above three times the
// type's estimate. The works' trigger keeps the activity's totals and the per user/day/project
// pre-aggregate current in the same transaction (migration 20261126000100).
import { date, datetime, decimal, defineResource, duration, enumeration, ref, textarea, type RuleContext } from '../../platform/resource/define.ts';
import { formatDuration } from '../../contract/durations.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { today } from '../../platform/time/company-day.ts';
import { TIME_STATES } from '../activity-states.ts';
import type { ActivityState } from '../../contract/activity-states.ts';
import { activityChildVisibility } from '../../authorization/visibility.ts';
import { refuseLocked, refuseNotWorker } from '../activities/activity-rules.ts';
import { aboveEstimate, dayInWords, dayOpen, memberRestriction, RESTRICTION_WORDS, withinDailyLimit, type Restriction } from './time-rules.ts';

type Row = Record<string, unknown>;

/** A date the restriction has closed, said with what it leaves open (only a closing restriction gets here). */
const dateClosed = (restriction: Restriction) =>
  new AppError('WORK_DATE_RESTRICTED', { restriction: RESTRICTION_WORDS[restriction as Exclude<Restriction, 'none'>] });

/** Minutes said as hours and minutes in each language ('8 h 30 min'). */
const time = (minutes: number) => ({ es: formatDuration(minutes, 'es'), en: formatDuration(minutes, 'en') });

const dayText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

/**
 * Registering time, as a rule of every create and update (the chronometer registers through here
 * too): the caller works on the activity, the activity takes time in its state, the day is open,
 * the day stays within the limit, and time above the estimate is confirmed.
 */
export async function beforeWriteWork(row: Row, ctx: RuleContext): Promise<void> {
  const { trx, companyId, before, caller } = ctx;
  const activity = await trx('activities').where({ id: row.activityId, companyId }).first();
  if (!activity) throw new AppError('ACTIVITY_REQUIRED');
  if (before && before.activityId !== row.activityId) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'activityId', code: 'INVALID_VALUE' }]);
  const userId = (before?.userId as string | undefined) ?? caller?.userId;
  if (before && caller && !caller.unrestricted && before.userId !== caller.userId) throw new AppError('WORK_NOT_YOURS');
  await refuseLocked(trx, activity);
  if (!TIME_STATES.includes(activity.state as ActivityState)) throw new AppError('WORK_STATE_CLOSED', { state: activity.state });
  if (!before && caller) await refuseNotWorker(trx, caller, activity);

  const minutes = Number(row.minutes);
  if (row.billableMinutes === null || row.billableMinutes === undefined) row.billableMinutes = activity.isBillable ? minutes : 0;
  if (Number(row.billableMinutes) > minutes) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'billableMinutes', code: 'WORK_BILLABLE_ABOVE_WORKED' }]);
  }

  const company = await trx('companies').where({ id: companyId }).first('timeZone', 'restrictionType', 'dailyRegistrationLimit');
  const restriction = await restrictionOf(trx, company, companyId, userId!);
  const day = dayText(row.workDate);
  const now = today(company.timeZone);
  for (const d of before ? [day, dayText(before.workDate)] : [day]) {
    const open = dayOpen(restriction, now, d);
    if (open === 'future') throw new AppError('VALIDATION_FAILED', {}, [{ field: 'workDate', code: 'WORK_DATE_FUTURE' }]);
    if (open === 'closed') throw dateClosed(restriction);
  }

  const limit = company.dailyRegistrationLimit === null ? null : Number(company.dailyRegistrationLimit);
  if (limit !== null) {
    const [{ total }] = await trx('works')
      .where({ companyId, userId, workDate: day })
      .modify((q) => {
        if (ctx.id) q.whereNot({ id: ctx.id });
      })
      .sum<{ total: string | null }[]>({ total: 'minutes' });
    const sum = Number(total ?? 0) + minutes;
    if (!withinDailyLimit(sum, limit)) {
      throw new AppError('WORK_DAILY_LIMIT', { limit: time(Math.round(limit * 60)), total: time(sum), date: dayInWords(day) });
    }
  }

  const type = await trx('activity_types').where({ id: activity.activityTypeId }).first('estimatedHours');
  const after = Number(activity.workedMinutes) - Number(before?.minutes ?? 0) + minutes;
  if (aboveEstimate(after, Number(type.estimatedHours)) && !ctx.confirmed.has('WORK_ABOVE_ESTIMATE')) {
    throw new AppError('WORK_ABOVE_ESTIMATE', { time: time(after), estimate: time(Math.round(Number(type.estimatedHours) * 60)) });
  }
  if (ctx.stamp && !before) Object.assign(ctx.stamp, { userId, projectId: activity.projectId });
}

async function beforeDeleteWork(ctx: RuleContext & { id: string }): Promise<void> {
  const { trx, before, caller } = ctx;
  if (caller && !caller.unrestricted && before?.userId !== caller.userId) throw new AppError('WORK_NOT_YOURS');
  const activity = await trx('activities').where({ id: before!.activityId }).first();
  await refuseLocked(trx, activity);
  if (!TIME_STATES.includes(activity.state as ActivityState)) throw new AppError('WORK_STATE_CLOSED', { state: activity.state });
  // Deleting time on a closed day is closed to the same member the registering was (their own
  // restriction included), not only to the company's.
  const company = await trx('companies').where({ id: ctx.companyId }).first('timeZone', 'restrictionType');
  const restriction = await restrictionOf(trx, company, ctx.companyId, before!.userId as string);
  if (dayOpen(restriction, today(company.timeZone), dayText(before!.workDate)) === 'closed') throw dateClosed(restriction);
}

/** The restriction on a member's days: their profile's, when it sets one, is stricter than the company's. */
async function restrictionOf(trx: RuleContext['trx'], company: { restrictionType: string }, companyId: string, userId: string): Promise<Restriction> {
  const profile = await trx('user_profiles').where({ companyId, userId }).first('restriction');
  return memberRestriction(company.restrictionType as Restriction, profile?.restriction as Restriction | undefined);
}

export const works = defineResource({
  name: 'works',
  table: 'works',
  ownedBy: 'company',
  permission: { read: null, write: null },
  refTitles: true,
  visibility: activityChildVisibility,
  titleField: 'workDate',
  audited: true,
  fields: {
    activityId: ref('activities', { required: true, requiredCode: 'ACTIVITY_REQUIRED' }),
    userId: ref('users', { readOnly: true }),
    workDate: date({ required: true }),
    startedAt: datetime(),
    // Kept and answered in minutes; the admin enters and shows them as hours and minutes.
    minutes: duration({ required: true, min: 1, max: 1440, rangeCode: 'WORK_TIME_OUT_OF_RANGE' }),
    billableMinutes: duration({ min: 0, max: 1440, rangeCode: 'WORK_TIME_OUT_OF_RANGE' }),
    hours: decimal({ readOnly: true, expression: 'round(t.minutes / 60.0, 2)' }),
    description: textarea({ max: 1000 }),
    source: enumeration('workSource', ['manual', 'chronometer'], { readOnly: true }),
  },
  list: {
    columns: ['workDate', 'userId', 'minutes', 'billableMinutes', 'description', 'source'],
    filters: ['activityId', 'userId', 'workDate'],
    search: ['description'],
    defaultSort: { field: 'workDate', order: 'desc' },
  },
  routes: { list: '/operative-works', create: '/operative-works/new', edit: '/operative-works/:id/edit' },
  menu: 'hidden',
  rules: { beforeWrite: beforeWriteWork, beforeDelete: beforeDeleteWork },
});
