// The settlement screens' reach: each is guarded by an All/Workgroup pair (document 1, section 6);
// All opens the company, Workgroup the projects staffed by one of the caller's work groups.
import type { Knex } from 'knex';
import type { PermissionCode } from '../../../policies/permissions.ts';
import { AppError } from '../platform/errors/app-error.ts';
import type { ActionContext } from '../platform/resource/actions.ts';
import type { Caller } from '../platform/resource/crud.ts';
import type { Operation } from '../contract/resource-meta.ts';
import { whereProjectVisible } from '../authorization/visibility.ts';

export type SettlementPair =
  | 'SettlementReadPendingPreinvoices'
  | 'SettlementReadPreinvoices'
  | 'SettlementReadLiquidated'
  | 'SettlementAccessReviewedServices'
  | 'SettlementReadFutureBlocks'
  | 'SettlementCreditNotes';

/** The caller's reach under a pair ('all', 'workgroup' or null); super admins reach everything. */
export function reachOf(caller: Caller, pair: SettlementPair): 'all' | 'workgroup' | null {
  if (caller.unrestricted || caller.can?.(`${pair}All` as PermissionCode)) return 'all';
  return caller.can?.(`${pair}Workgroup` as PermissionCode) ? 'workgroup' : null;
}

/**
 * The head of a settlement screen's resource: the company's rows, listed and shown only (moves are
 * actions), opened by `<pair>All` and narrowed by the pair's Workgroup code on the row's project
 * (`project`: SQL over the alias `t`).
 */
export const settlementScreen = (pair: SettlementPair, project: string) => ({
  ownedBy: 'company' as const,
  permission: { read: `${pair}All` as PermissionCode, write: `${pair}All` as PermissionCode },
  operations: ['list', 'show'] as Operation[],
  scope: { pair, project },
});

/** Actions of a settlement screen: any member whose pair opens the row (the row itself is read through the scope). */
export const withPair = (pair: SettlementPair) => ({
  offeredWhen: (_row: Record<string, unknown>, can: (code: PermissionCode | null) => boolean) =>
    can(`${pair}All` as PermissionCode) || can(`${pair}Workgroup` as PermissionCode),
  pairGuard: (ctx: ActionContext) => {
    if (!reachOf(ctx.caller, pair)) throw new AppError('FORBIDDEN');
  },
});

/**
 * The row of `table` the caller reaches under `pair`: 403 without the pair, 404 when it is another
 * company's or on a project the pair does not open to the caller (outside their work groups under
 * Workgroup, private and not theirs): what the row's own GET answers, so a sub-route never shows
 * what its parent hides. `project` names the row's project column (a project's own id for projects).
 */
export async function reachable(
  trx: Knex.Transaction,
  caller: Caller & { userId: string },
  pair: SettlementPair,
  table: string,
  id: string,
  project = 't.project_id',
) {
  if (!reachOf(caller, pair)) throw new AppError('FORBIDDEN');
  const row = await whereProjectVisible(trx(`${table} as t`).where({ 't.id': id, 't.company_id': caller.companyId }), caller, pair, project).first('t.*');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
