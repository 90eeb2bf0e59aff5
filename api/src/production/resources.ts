// Production's declared resources (issue 13): workflows, activities and what hangs on them, the
// members' notifications, and the work panel's grids over the same tables.
import type { Resource } from '../platform/resource/define.ts';
import { activities, activityGrids } from './activities/activities.resource.ts';
import { activityComments, activityRevisions, activityTasks, expenses } from './activities/activity-children.resource.ts';
import { works } from './time/works.resource.ts';
import { caseGrids, cases } from './cases/cases.resource.ts';
import { workflowGrids, workflows } from './workflows/workflows.resource.ts';
import { notifications } from './notifications/notifications.resource.ts';

export const productionResources: readonly Resource[] = [
  cases,
  workflows,
  activities,
  works,
  activityTasks,
  activityComments,
  expenses,
  activityRevisions,
  notifications,
  ...activityGrids,
  ...workflowGrids,
  ...caseGrids,
];
