// Every domain's followers of the master data's moves, as routes.ts lists the routes and jobs.ts the
// jobs: when a project is activated, deactivated or shut down (directly or following its client) its
// notifications, workflows and settlement blocks follow, in the domains' order (domains.ts), in the
// action's transaction; when a client is deactivated, its own workflows. The server registers them
// once (createServer).
import { DOMAINS } from './domains.ts';
import { onClientDeactivation, type ClientDeactivationHook } from './management/activation/client-hooks.ts';
import { onProjectActivation, type ProjectActivationHook } from './management/activation/project-hooks.ts';

export const PROJECT_ACTIVATION_HOOKS: readonly ProjectActivationHook[] = DOMAINS.flatMap((d) => d.projectActivationHooks ?? []);
export const CLIENT_DEACTIVATION_HOOKS: readonly ClientDeactivationHook[] = DOMAINS.flatMap((d) => d.clientDeactivationHooks ?? []);

let registered = false;

/** Registers the app's hooks, once per process however many servers it starts (the tests start several). */
export function registerAppHooks(): void {
  if (registered) return;
  registered = true;
  for (const hook of PROJECT_ACTIVATION_HOOKS) onProjectActivation(hook);
  for (const hook of CLIENT_DEACTIVATION_HOOKS) onClientDeactivation(hook);
}
