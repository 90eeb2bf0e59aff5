// The notifications a project sent (screen notifications), declared read-only: a project's with
// `?projectId=` (newest first, served by the index project_notifications_by_project), each with its
// recipient and whether they read it. Recorded by the project's events (project-notifications.ts).
import { datetime, defineResource, enumeration, ref } from '../../platform/resource/define.ts';
import { PROJECT_CHILD_LIST } from './project-child-list.ts';
import { PROJECT_NOTIFICATION_EVENTS } from './project-notifications.ts';

export const projectNotifications = defineResource({
  name: 'project-notifications',
  table: 'project_notifications',
  ...PROJECT_CHILD_LIST,
  // The recipient's name (and the project's) whoever reads the list, without listing people.
  refTitles: true,
  titleField: 'event',
  fields: {
    projectId: ref('projects', { readOnly: true }),
    userId: ref('users', { readOnly: true }),
    event: enumeration('projectNotificationEvent', PROJECT_NOTIFICATION_EVENTS, { readOnly: true }),
    readAt: datetime({ readOnly: true }),
  },
  list: {
    columns: ['event', 'userId', 'readAt'],
    filters: ['projectId', 'userId', 'event'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    sorts: ['createdAt'],
  },
  routes: { list: '/project-notifications' },
  menu: 'hidden',
});
