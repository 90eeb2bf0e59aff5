// The member's notifications (OperativeNotifications), declared: the newest first, filtered to the
// unread with `?read=false` (whose x-total-count is the bell's badge), one by id, read one (a
// declared action, offered while unread) and delete one (kept, marked deleted). Every member's,
// client contacts too; each sees only their own (authorization/visibility.ts). Reading them all is
// a command (notifications.routes.ts); what each step writes is inbox.ts.
import { boolean, datetime, defineResource, enumeration, json, text, type WriteStep } from '../../platform/resource/define.ts';
import * as steps from '../../platform/resource/write-steps.ts';
import { ownNotifications } from '../../authorization/visibility.ts';
import { markRead, softDelete } from './inbox.ts';
import { NOTIFICATION_KINDS } from './notify.ts';

const deleteSoftly: WriteStep = async (w) => softDelete(w.trx, w.id!);

export const notifications = defineResource({
  name: 'notifications',
  table: 'notifications',
  ownedBy: 'company',
  permission: { read: null, write: null },
  audience: 'members',
  visibility: ownNotifications,
  operations: ['list', 'show', 'delete'],
  titleField: 'kind',
  fields: {
    kind: enumeration('notificationKind', NOTIFICATION_KINDS, { readOnly: true }),
    params: json({ readOnly: true }),
    link: text({ readOnly: true, max: 300 }),
    readAt: datetime({ readOnly: true }),
    read: boolean({ readOnly: true, expression: 't.read_at is not null' }),
  },
  list: { columns: ['kind', 'readAt'], filters: ['read', 'kind'], defaultSort: { field: 'createdAt', order: 'desc' } },
  routes: { list: '/notifications' },
  menu: 'hidden',
  // Deleting keeps the row, marked deleted: the visibility hides it from then on.
  pipeline: { remove: [steps.loadBefore, deleteSoftly] },
  actions: [{ name: 'read', permission: null, offeredWhen: (row) => !row.readAt, effect: async ({ trx, id }) => markRead(trx, id) }],
});
