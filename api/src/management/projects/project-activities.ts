// A project's activities (screen activities): which activity types are worked on the project, each
// with an optional estimate of hours for it (null: the activity type's own estimate). Offered are
// the company's active activity types of the project's practices or service units. Hours are
// decimal strings end to end (numeric(7,2)), never floats.
import Decimal from 'decimal.js';
import type { Knex } from 'knex';
import { invalid, type FieldError } from '../../platform/errors/app-error.ts';
import { projectOf } from './project-of.ts';

/** numeric(7,2): up to 99999.99, above zero. */
const HOURS = /^\d{1,5}(\.\d{1,2})?$/;
/** At most this many items in one save (the routes' limit). */
export const MAX_ITEMS = 500;

export interface ActivityItem {
  activityTypeId: string;
  estimatedHours?: string | null;
}

/** The field errors of the items (pure): a known id once each, hours a positive decimal of at most 2 places. */
export function activityItemErrors(items: readonly ActivityItem[], offered: ReadonlySet<string>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!offered.has(item.activityTypeId) || seen.has(item.activityTypeId)) {
      errors.push({ field: `items[${i}].activityTypeId`, code: 'PROJECT_ACTIVITY_NOT_OFFERED' });
    }
    seen.add(item.activityTypeId);
    const hours = item.estimatedHours;
    if (hours !== undefined && hours !== null && hours !== '' && (!HOURS.test(hours) || new Decimal(hours).lte(0))) {
      errors.push({ field: `items[${i}].estimatedHours`, code: 'PROJECT_ACTIVITY_HOURS_INVALID' });
    }
  });
  return errors;
}

/** The activity types the project may take: active, of the company, of its practices or service units. */
function offeredQuery(trx: Knex.Transaction, companyId: string, projectId: string): Knex.QueryBuilder {
  return trx('activity_types as a')
    .where({ 'a.companyId': companyId, 'a.active': true })
    .where((q) =>
      q
        .whereIn('a.practiceId', trx('project_practices').where({ projectId }).select('practiceId'))
        .orWhereIn('a.serviceUnitId', trx('project_service_units').where({ projectId }).select('serviceUnitId')),
    );
}

async function read(trx: Knex.Transaction, companyId: string, projectId: string) {
  const offered: Record<string, unknown>[] = await offeredQuery(trx, companyId, projectId)
    .leftJoin('project_activity_types as p', (j) => j.on('p.activityTypeId', 'a.id').andOnVal('p.projectId', projectId))
    .orderBy([{ column: 'a.name' }, { column: 'a.id' }])
    .limit(MAX_ITEMS)
    .select('a.id', 'a.name', 'a.code', 'a.estimatedHours as defaultEstimatedHours', 'p.estimatedHours', trx.raw('(p.project_id is not null) as selected'));
  return {
    data: offered.map((r) => ({
      activityTypeId: r.id as string,
      name: r.name as string,
      code: r.code as string,
      selected: r.selected as boolean,
      defaultEstimatedHours: r.defaultEstimatedHours as string,
      estimatedHours: (r.estimatedHours as string | null) ?? null,
    })),
  };
}

/** The project's activity types as offered, taken and estimated. */
export async function projectActivities(trx: Knex.Transaction, companyId: string, projectId: string) {
  await projectOf(trx, companyId, projectId);
  return read(trx, companyId, projectId);
}

/** Replaces the project's activity types and their estimates, all or nothing; answers them as read again. */
export async function replaceProjectActivities(trx: Knex.Transaction, tenantId: string, companyId: string, projectId: string, items: ActivityItem[]) {
  await projectOf(trx, companyId, projectId);
  // The project's row is locked so two saves of its activities do not interleave.
  await trx('projects').where({ id: projectId }).forUpdate().first('id');
  const offered = new Set(
    (await offeredQuery(trx, companyId, projectId)
      .whereIn(
        'a.id',
        items.map((i) => i.activityTypeId),
      )
      .pluck('a.id')) as string[],
  );
  const errors = activityItemErrors(items, offered);
  if (errors.length) throw invalid(errors);
  await trx('project_activity_types').where({ projectId }).delete();
  if (items.length) {
    await trx('project_activity_types').insert(
      items.map((i) => ({
        tenantId,
        projectId,
        activityTypeId: i.activityTypeId,
        estimatedHours: i.estimatedHours ? new Decimal(i.estimatedHours).toFixed(2) : null,
      })),
    );
  }
  return read(trx, companyId, projectId);
}
