// The management domain (master data), as the app composes it (domain.ts).
import type { Domain } from '../domain.ts';
import { projectMovesNotify } from './projects/project-notifications.ts';
import { managementResources } from './resources.ts';
import { managementRoutes } from './routes.ts';

export const management: Domain = {
  name: 'management',
  resources: managementResources,
  routes: managementRoutes,
  // A project's move notifies those its notification settings name.
  projectActivationHooks: [projectMovesNotify],
};
