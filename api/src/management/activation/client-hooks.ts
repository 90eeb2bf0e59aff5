// The hook point of a client's deactivation and shutdown: the specification's "deactivating a
// client updates its settlement blocks and deactivates its workflows" attaches here once those
// modules exist. A follower runs in the action's transaction, after the client's projects moved,
// and receives the client (as it was) and the ids of the projects that moved with it.
import type { Knex } from 'knex';
import type { Caller } from '../../platform/resource/crud.ts';
import type { ActivationState } from './activation-states.ts';

export interface ClientDeactivation {
  /** The client's row before the action. */
  client: Record<string, unknown> & { id: string };
  /** 'inactive' (deactivate) or 'shutDown'. */
  next: ActivationState;
  /** The projects that followed the client, sorted. */
  projectIds: readonly string[];
  caller: Caller;
}

export type ClientDeactivationHook = (trx: Knex.Transaction, change: ClientDeactivation) => Promise<void>;

const hooks: ClientDeactivationHook[] = [];

/** Registers a follower of clients' deactivations; answers its unregistering. */
export function onClientDeactivation(hook: ClientDeactivationHook): () => void {
  hooks.push(hook);
  return () => {
    hooks.splice(hooks.indexOf(hook), 1);
  };
}

export async function runClientDeactivation(trx: Knex.Transaction, change: ClientDeactivation): Promise<void> {
  for (const hook of hooks) await hook(trx, change);
}
