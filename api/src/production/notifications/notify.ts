// In-app notifications, written in the transaction of the change they tell about: an activity
// assigned, returned or approved, a mention, a share, a flow alert. The text is the admin's
// (`notifications.kinds.<kind>` with the params), in each reader's language.
import type { Knex } from 'knex';

export const NOTIFICATION_KINDS = [
  'activityAssigned',
  'activityReturned',
  'activityApproved',
  'mentioned',
  'activityShared',
  'flowAlert',
  'billingNoteMentioned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Notice {
  tenantId: string;
  companyId: string;
  /** Who is told; the one who acted is never told of their own act. */
  userIds: readonly (string | null | undefined)[];
  actorId?: string | null;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link?: string;
}

export async function notify(trx: Knex.Transaction, n: Notice): Promise<number> {
  const people = [...new Set(n.userIds.filter((id): id is string => !!id && id !== n.actorId))];
  if (!people.length) return 0;
  await trx('notifications').insert(
    people.map((userId) => ({ tenantId: n.tenantId, companyId: n.companyId, userId, kind: n.kind, params: JSON.stringify(n.params), link: n.link ?? null })),
  );
  return people.length;
}

/** The activity's page, where a notification about it leads. */
export const activityLink = (id: string) => `/operative-activities/general-activities/view/${id}`;
