// The member's own notifications (OperativeNotifications): what reading one, reading them all and
// deleting one write. Which rows are the member's is the rule of authorization/visibility.ts, which
// the declared resource (notifications.resource.ts) applies before `markRead` and `softDelete` run.
import type { Knex } from 'knex';
import { ownNotifications } from '../../authorization/visibility.ts';

interface Member {
  userId: string;
  companyId: string;
}

/** Marks a notification read. */
export async function markRead(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('notifications').where({ id }).update({ readAt: trx.fn.now(), updatedAt: trx.fn.now() });
}

/** Deletes a notification: kept, marked deleted, so nobody sees it any more. */
export async function softDelete(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('notifications').where({ id }).update({ deletedAt: trx.fn.now(), updatedAt: trx.fn.now() });
}

/** Marks every unread notification of the member in the company read; answers how many. */
export async function markAllRead(trx: Knex.Transaction, member: Member): Promise<number> {
  const own = ownNotifications(member);
  return trx({ t: 'notifications' })
    .where('t.companyId', member.companyId)
    .whereRaw(own.sql, own.bindings as Knex.RawBinding[])
    .whereNull('t.readAt')
    .update({ readAt: trx.fn.now(), updatedAt: trx.fn.now() });
}
