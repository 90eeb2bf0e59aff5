// The production domain (workflows, activities, time), as the app composes it (domain.ts).
import type { Domain } from '../domain.ts';
import { notificationJobs } from './notifications/notification-jobs.ts';
import { productionResources } from './resources.ts';
import { productionRoutes } from './routes.ts';
import { clientWorkflowsFollowClient, workflowsFollowProjects } from './workflows/workflow-hooks.ts';

export const production: Domain = {
  name: 'production',
  resources: productionResources,
  routes: productionRoutes,
  // The flow alerts and the mail the server held back.
  jobs: (db, { mail }) => notificationJobs(db, mail),
  projectActivationHooks: [workflowsFollowProjects],
  clientDeactivationHooks: [clientWorkflowsFollowClient],
};
