// The master data's hooks that production follows (document 000, section 4): deactivating a client
// or a project deactivates its workflows, and activating a project reactivates them.
import type { ClientDeactivationHook } from '../../management/activation/client-hooks.ts';
import type { ProjectActivationHook } from '../../management/activation/project-hooks.ts';

/** A project's workflows follow its moves (registered with the app's hooks, api/src/hooks.ts). */
export const workflowsFollowProjects: ProjectActivationHook = {
  name: 'workflows',
  count: async (trx, projectIds, next) => {
    const [{ n }] = await trx('operative_workflows')
      .whereIn('projectId', projectIds)
      .where({ active: next !== 'active' })
      .count<{ n: string }[]>({ n: '*' });
    return Number(n);
  },
  apply: async (trx, projectIds, next) => {
    await trx('operative_workflows')
      .whereIn('projectId', projectIds)
      .where({ active: next !== 'active' })
      .update({ active: next === 'active', updatedAt: trx.fn.now() });
  },
};

/** The client's own workflows (without a project) follow its deactivation; those of its projects follow the projects' hook. */
export const clientWorkflowsFollowClient: ClientDeactivationHook = async (trx, { client }) => {
  await trx('operative_workflows').where({ clientId: client.id, active: true }).whereNull('projectId').update({ active: false, updatedAt: trx.fn.now() });
};
