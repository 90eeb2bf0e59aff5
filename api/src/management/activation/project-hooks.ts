// The hook point of a project's activation, deactivation and shutdown (direct, or following its
// client's): what the next issues attach here, in the same transaction, is the specification's
// "then settlement blocks are updated and operative workflows are deactivated" and "activating a
// project reactivates its workflows and settlement blocks". The app's followers are listed in
// api/src/hooks.ts and registered by the server.
import type { Knex } from 'knex';
import type { Caller } from '../../platform/resource/crud.ts';
import type { ActivationState } from './activation-states.ts';

export interface ProjectActivationHook {
  /** The kind of record it changes, as the verification counts it (e.g. 'workflows', 'blocks'). */
  name: string;
  /** How many of its records moving these projects to `next` would change (the verification step). */
  count(trx: Knex.Transaction, projectIds: readonly string[], next: ActivationState): Promise<number>;
  /** Follows the projects' move to `next`, in the action's transaction. */
  apply(trx: Knex.Transaction, projectIds: readonly string[], next: ActivationState, caller: Caller): Promise<void>;
}

const hooks: ProjectActivationHook[] = [];

/** Registers a follower of projects' moves (e.g. the workflows module deactivating their flows). */
export function onProjectActivation(hook: ProjectActivationHook): () => void {
  hooks.push(hook);
  return () => {
    hooks.splice(hooks.indexOf(hook), 1);
  };
}

/** Counts by hook of what moving the projects would change; kinds with nothing to change are left out. */
export async function countFollowers(trx: Knex.Transaction, projectIds: readonly string[], next: ActivationState): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (!projectIds.length) return counts;
  for (const hook of hooks) {
    const n = await hook.count(trx, projectIds, next);
    if (n > 0) counts[hook.name] = n;
  }
  return counts;
}

export async function runFollowers(trx: Knex.Transaction, projectIds: readonly string[], next: ActivationState, caller: Caller): Promise<void> {
  if (!projectIds.length) return;
  for (const hook of hooks) await hook.apply(trx, projectIds, next, caller);
}
