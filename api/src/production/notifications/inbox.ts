// The member's own notifications in the active company (OperativeNotifications): a page newest
// first with the total and the unread count, marking one or all read, deleting one (kept, marked
// deleted). notifications.routes.ts validates and calls these.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';

interface Member {
  userId: string;
  companyId: string;
}

const mine = (trx: Knex.Transaction, member: Member) =>
  trx('notifications').where({ userId: member.userId, companyId: member.companyId }).whereNull('deletedAt');

/** Rows `start` to `end` of the member's notifications (or only the unread), newest first, with their total and the unread count. */
export async function notificationsPage(trx: Knex.Transaction, member: Member, page: { start: number; end: number }, unreadOnly: boolean) {
  const base = mine(trx, member).modify((q) => {
    if (unreadOnly) q.whereNull('readAt');
  });
  const rows = await base
    .clone()
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(page.start)
    .limit(page.end - page.start)
    .select('id', 'kind', 'params', 'link', 'readAt', 'createdAt');
  const [{ total }] = await base.clone().count({ total: '*' });
  const [{ unread }] = await mine(trx, member).whereNull('readAt').count({ unread: '*' });
  return { rows, total: total as number | string, unread: String(unread) };
}

/** Marks one of the member's notifications read; not found when it is not theirs. */
export async function markRead(trx: Knex.Transaction, member: Member, id: string): Promise<void> {
  const n = await mine(trx, member).where({ id }).update({ readAt: trx.fn.now(), updatedAt: trx.fn.now() });
  if (!n) throw new AppError('NOT_FOUND');
}

/** Marks every unread notification of the member read; answers how many. */
export async function markAllRead(trx: Knex.Transaction, member: Member): Promise<number> {
  return mine(trx, member).whereNull('readAt').update({ readAt: trx.fn.now(), updatedAt: trx.fn.now() });
}

/** Deletes one of the member's notifications; not found when it is not theirs. */
export async function deleteNotification(trx: Knex.Transaction, member: Member, id: string): Promise<void> {
  const n = await mine(trx, member).where({ id }).update({ deletedAt: trx.fn.now(), updatedAt: trx.fn.now() });
  if (!n) throw new AppError('NOT_FOUND');
}
