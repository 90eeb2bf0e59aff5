// Activate, deactivate and shut down clients and projects: the verification counts what follows
// (a client's projects, and whatever the project hooks change), the action asks first when the
// specification says so, and a client's move carries its projects along in the same transaction.
import type { Knex } from 'knex';
import * as audit from '../../audit/audit-log.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ActionContext, ActionDecl, Verification } from '../../platform/resource/actions.ts';
import { activationTransitions, type ActivationState } from './activation-states.ts';
import { runClientDeactivation } from './client-hooks.ts';
import { countFollowers, runFollowers } from './project-hooks.ts';

/** Which of a client's projects follow its move: deactivation takes the active ones, shutdown all not yet shut down. */
const FOLLOWING: Partial<Record<ActivationState, ActivationState[]>> = { inactive: ['active'], shutDown: ['active', 'inactive'] };

export const stateMachine = { field: 'state', transitions: activationTransitions };

async function followingProjects(trx: Knex.Transaction, clientId: string, next: ActivationState): Promise<string[]> {
  const from = FOLLOWING[next];
  if (!from) return [];
  return trx('projects').where({ clientId }).whereIn('state', from).orderBy('id').pluck('id') as Promise<string[]>;
}

/**
 * Moves the client's following projects to `next` in one statement, with one audit entry each
 * (action as the client's, `cause` naming it), then runs the project hooks over them.
 */
async function carryProjects(ctx: ActionContext, next: ActivationState): Promise<string[]> {
  const { trx, caller, id: clientId } = ctx;
  const from = FOLLOWING[next];
  if (!from) return [];
  const moved = (
    await trx.raw(
      `
    with following as (select id, state from projects where client_id = ? and state = any(?) order by id for update)
    update projects p set state = ?, updated_at = now() from following f where p.id = f.id
    returning p.id, f.state as before`,
      [clientId, from, next],
    )
  ).rows as { id: string; before: string }[];
  if (!moved.length) return [];
  await audit.recordMany(
    trx,
    audit.actorOf(caller),
    'projects',
    actionName(next),
    moved.map((p) => ({
      id: p.id,
      before: { state: p.before, active: p.before === 'active' },
      after: { state: next, active: next === 'active' },
      cause: { entity: 'clients', id: clientId },
    })),
  );
  const ids = moved.map((p) => p.id).sort();
  await runFollowers(trx, ids, next, caller);
  return ids;
}

/** The client's move out of operation: its projects follow, then the client's own followers run. */
async function deactivateClient(ctx: ActionContext, next: 'inactive' | 'shutDown'): Promise<void> {
  const projectIds = await carryProjects(ctx, next);
  await runClientDeactivation(ctx.trx, { client: { ...ctx.row, id: ctx.id }, next, projectIds, caller: ctx.caller });
}

const actionName = (next: ActivationState) => (next === 'inactive' ? 'deactivate' : next === 'shutDown' ? 'shutdown' : 'activate');

async function verifyClient(ctx: ActionContext, ask?: 'CLIENT_DEACTIVATION_CONFIRM' | 'CLIENT_SHUTDOWN_CONFIRM', always = false): Promise<Verification> {
  const next = ctx.next as ActivationState;
  const projects = await followingProjects(ctx.trx, ctx.id, next);
  const affected = { projects: projects.length, ...(await countFollowers(ctx.trx, projects, next)) };
  const needed = ask && (always || projects.length > 0);
  return { affected, ...(needed ? { confirm: { code: ask, params: { projects: projects.length } } } : {}) };
}

/** Clients: activation alone; deactivation carries the active projects (asks when there are some); shutdown all (always asks). */
export const clientActions: ActionDecl[] = [
  // Its verification answers that no other record changes (projects are activated one by one).
  { name: 'activate', verify: (ctx) => verifyClient(ctx) },
  { name: 'deactivate', verify: (ctx) => verifyClient(ctx, 'CLIENT_DEACTIVATION_CONFIRM'), effect: (ctx) => deactivateClient(ctx, 'inactive') },
  { name: 'shutdown', danger: true, verify: (ctx) => verifyClient(ctx, 'CLIENT_SHUTDOWN_CONFIRM', true), effect: (ctx) => deactivateClient(ctx, 'shutDown') },
];

async function verifyProject(ctx: ActionContext, ask?: 'PROJECT_DEACTIVATION_CONFIRM' | 'PROJECT_SHUTDOWN_CONFIRM'): Promise<Verification> {
  const affected = await countFollowers(ctx.trx, [ctx.id], ctx.next as ActivationState);
  return { affected, ...(ask ? { confirm: { code: ask } } : {}) };
}

const followProject = (ctx: ActionContext) => runFollowers(ctx.trx, [ctx.id], ctx.next as ActivationState, ctx.caller);

/**
 * Projects: activation stops while the client is not active ("it stops with an inactive-client
 * message"); deactivation and shutdown always ask first (agreements, blocks, flows, activities
 * and tasks may be assigned to it).
 */
export const projectActions: ActionDecl[] = [
  {
    name: 'activate',
    async guard(ctx) {
      const client = await ctx.trx('clients').where({ id: ctx.row.clientId }).first('state');
      if (client?.state !== 'active') throw new AppError('PROJECT_CLIENT_INACTIVE');
    },
    verify: (ctx) => verifyProject(ctx),
    effect: followProject,
  },
  { name: 'deactivate', verify: (ctx) => verifyProject(ctx, 'PROJECT_DEACTIVATION_CONFIRM'), effect: followProject },
  { name: 'shutdown', danger: true, verify: (ctx) => verifyProject(ctx, 'PROJECT_SHUTDOWN_CONFIRM'), effect: followProject },
];
