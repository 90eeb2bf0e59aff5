// The indicators above the settlement queues (document 2, section 7.9): awaiting pre-invoice (its
// blocks by state, the work and billable hours they hold, the oldest open month, those opened ahead
// of their work) and the pre-invoices' money indicator (count and total by state in each currency;
// different currencies are never added). Each narrowed in SQL by its All/Workgroup pair;
// indicators.routes.ts answers them.
import type { Knex } from 'knex';
import { AppError } from '../platform/errors/app-error.ts';
import { projectVisibleUnder } from '../authorization/visibility.ts';
import { reachOf, type SettlementPair } from './settlement-scope.ts';
import type { SettlementCaller } from './settlement-flow.ts';
import { awaitingPreinvoiceSql } from '../production/activities/activity-state-sql.ts';

/** `alias.project_id` narrowed to the caller's reach under `pair` (403 without it), as SQL and its bindings. */
function reachSql(caller: SettlementCaller, pair: SettlementPair, alias: string): { sql: string; bindings: Knex.RawBinding[] } {
  if (!reachOf(caller, pair)) throw new AppError('FORBIDDEN');
  const { sql, bindings } = projectVisibleUnder(caller, pair, `${alias}.project_id`);
  return { sql: ` and ${sql}`, bindings: bindings as Knex.RawBinding[] };
}

/** The open blocks by state in the caller's reach: how many (and opened ahead), their awaiting work and billable minutes, the oldest month. */
export async function awaitingIndicator(trx: Knex.Transaction, auth: SettlementCaller) {
  const scope = reachSql(auth, 'SettlementReadPendingPreinvoices', 'b');
  const { rows } = await trx.raw(
    `
    select b.state, count(*)::int as blocks, count(*) filter (where b.special_activation)::int as special,
      coalesce(sum(w.activities), 0)::int as activities, coalesce(sum(w.minutes), 0)::int as "billableMinutes",
      to_char(min(b.period), 'YYYY-MM') as "oldestPeriod"
    from settlement_blocks b
    left join lateral (select count(*) as activities, sum(a.billable_minutes) as minutes from activities a
      where a.settlement_block_id = b.id and ${awaitingPreinvoiceSql('a')}) w on true
    where b.company_id = ? and b.state <> 'closed'${scope.sql}
    group by b.state order by b.state`,
    [auth.companyId, ...scope.bindings],
  );
  return { byState: rows };
}

/** The pre-invoices in the caller's reach by currency and state: how many and their subtotal, taxes, withholdings and total. */
export async function preinvoiceIndicator(trx: Knex.Transaction, auth: SettlementCaller) {
  const scope = reachSql(auth, 'SettlementReadPreinvoices', 'p');
  const { rows } = await trx.raw(
    `
    select c.code as currency, c.decimals, p.state, count(*)::int as count,
      round(sum(p.subtotal), c.decimals)::text as subtotal, round(sum(p.taxes), c.decimals)::text as taxes,
      round(sum(p.withholdings), c.decimals)::text as withholdings, round(sum(p.total), c.decimals)::text as total
    from preinvoices p join currencies c on c.id = p.currency_id
    where p.company_id = ?${scope.sql}
    group by c.code, c.decimals, p.state order by c.code, p.state`,
    [auth.companyId, ...scope.bindings],
  );
  return { byCurrency: rows };
}
