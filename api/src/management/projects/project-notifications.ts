// Project notifications (screen notifications): each project says who is told of what (its
// notification settings, a child collection of the project), and each event records one
// notification per recipient in the event's own transaction, so a rolled-back move or upload
// tells nobody. Recipients are resolved in one statement from the project's current staff. They are
// listed by the declared resource project-notifications (project-notifications.resource.ts).
import type { Knex } from 'knex';
import type { ProjectActivationHook } from '../activation/project-hooks.ts';
import type { ActivationState } from '../activation/activation-states.ts';

export const PROJECT_NOTIFICATION_EVENTS = ['documentAdded', 'activated', 'deactivated', 'shutDown'] as const;
export const PROJECT_NOTIFICATION_RECIPIENTS = ['commercialManagers', 'workGroupMembers', 'loyaltyWorkGroup'] as const;
export type ProjectNotificationEvent = (typeof PROJECT_NOTIFICATION_EVENTS)[number];

const EVENT_OF: Record<ActivationState, ProjectNotificationEvent> = { active: 'activated', inactive: 'deactivated', shutDown: 'shutDown' };

/** Records the event's notifications for the projects' recipients (internal people only); answers how many. */
export async function notifyProject(trx: Knex.Transaction, projectIds: readonly string[], event: ProjectNotificationEvent): Promise<number> {
  if (!projectIds.length) return 0;
  const { rowCount } = (await trx.raw(
    `
    insert into project_notifications (tenant_id, company_id, project_id, user_id, event)
    select distinct p.tenant_id, p.company_id, p.id, r.user_id, s.event
    from projects p
    join project_notification_settings s on s.project_id = p.id and s.event = ?
    join lateral (
      select cm.user_id from project_commercial_managers cm where s.recipients = 'commercialManagers' and cm.project_id = p.id
      union select m.user_id from project_work_groups pw join work_group_members m on m.work_group_id = pw.work_group_id
        where s.recipients = 'workGroupMembers' and pw.project_id = p.id and not m.is_external
      union select m.user_id from work_group_members m
        where s.recipients = 'loyaltyWorkGroup' and m.work_group_id = p.loyalty_work_group_id and not m.is_external
    ) r on true
    where p.id = any(?)`,
    [event, [...projectIds]],
  )) as unknown as { rowCount: number };
  return rowCount;
}

/**
 * A project's move (direct or following its client) tells whom its settings name (registered with
 * the app's hooks, api/src/hooks.ts). Notifications are not records the move changes, so the
 * verification does not count them.
 */
export const projectMovesNotify: ProjectActivationHook = {
  name: 'notifications',
  count: async () => 0,
  apply: async (trx, projectIds, next) => {
    await notifyProject(trx, projectIds, EVENT_OF[next]);
  },
};
