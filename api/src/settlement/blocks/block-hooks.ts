// Blocks follow their project (document 1, section 4): "deactivating a client updates settlement
// blocks; activating a project reactivates its blocks, but stops with an inactive-client message if
// the client is inactive". A client's deactivation carries its projects, whose hook this is; the
// project's activation guard already stops on an inactive client (activation-actions.ts).
// Deactivating or shutting down a project shuts down its open blocks with the cause 'project';
// activating it reopens those and leaves alone the ones a leader shut down by hand.
import type { Knex } from 'knex';
import type { ProjectActivationHook } from '../../management/activation/project-hooks.ts';
import * as audit from '../../audit/audit-log.ts';
import { idArray } from '../../platform/db/id-array.ts';

const following = (next: string) => (next === 'active' ? `state = 'shutdown' and shutdown_cause = 'project'` : `state = 'open'`);

/** Blocks follow their project's moves (registered with the app's hooks, api/src/hooks.ts). */
export const blocksFollowProjects: ProjectActivationHook = {
  name: 'blocks',
  count: async (trx: Knex.Transaction, projectIds, next) => {
    const { rows } = await trx.raw(`select count(*)::int as n from settlement_blocks where project_id = any(?::uuid[]) and ${following(next)}`, [
      idArray(projectIds),
    ]);
    return rows[0].n;
  },
  apply: async (trx, projectIds, next, caller) => {
    const reopen = next === 'active';
    const { rows } = await trx.raw(
      `update settlement_blocks set state = ?, shutdown_cause = ?, updated_at = now()
      where project_id = any(?::uuid[]) and ${following(next)} returning id`,
      [reopen ? 'open' : 'shutdown', reopen ? null : 'project', idArray(projectIds)],
    );
    const ids = (rows as { id: string }[]).map((r) => r.id);
    await audit.recordSameMove(
      trx,
      audit.actorOf(caller),
      'settlement-blocks',
      ids,
      reopen ? 'activate' : 'shutdown',
      { state: reopen ? 'shutdown' : 'open' },
      { state: reopen ? 'open' : 'shutdown', cause: 'project' },
    );
  },
};
