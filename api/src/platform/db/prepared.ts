// A read the API runs all day (a list's page and total, a record by id) as a named statement:
// PostgreSQL parses and plans it once per pooled connection, and after five runs may keep one
// generic plan. Those statements are long (references' titles, row-level policies, visibility
// rules), and planning them cost more than running them (decision 227).
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Off with DB_NAMED_STATEMENTS=false: behind a connection pooler that hands one client's
 * statements to several server connections (PgBouncer in transaction mode before 1.21), a
 * statement prepared on one would be missing on the next.
 */
const NAMED = process.env.DB_NAMED_STATEMENTS !== 'false';

/**
 * Values whose selectivity the planner must see to plan well: a set (a member's two projects or a
 * company's thousands) or a search pattern. A generic plan for them chose scans ten times slower.
 */
const valueDependent = (bindings: readonly unknown[]) => bindings.some((b) => Array.isArray(b) || (typeof b === 'string' && b.includes('%')));

/**
 * Names the query after its text (the same text, the same name: pg prepares it once per
 * connection), unless its values decide its plan (`byValues`, or a set or pattern among them): that
 * one is planned for each call (decision 255). `'byIds'`: rows read by their ids, whose plan no set
 * of ids changes, keep their plan (decision 292).
 */
export function prepared<Q extends Knex.QueryBuilder>(q: Q, plan: boolean | 'byIds' = false): Q {
  if (!NAMED) return q;
  const compiled = q.toSQL();
  if (plan === true || (plan !== 'byIds' && valueDependent(compiled.bindings))) return compiledOnce(q, compiled);
  const name = `lf_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 27)}`;
  compiled.options = { ...compiled.options, name };
  return compiledOnce(q.options({ name }) as Q, compiled);
}

/**
 * The builder answers its runner with the statement compiled here: knex compiles a builder again
 * when it runs it (`toSQL()`), and compiling a list's long select was a tenth of a list request's
 * time in the process. Called with arguments, it compiles as knex does.
 */
function compiledOnce<Q extends Knex.QueryBuilder>(q: Q, compiled: Knex.Sql): Q {
  const compile = q.toSQL.bind(q) as (...args: unknown[]) => Knex.Sql;
  (q as { toSQL: (...args: unknown[]) => Knex.Sql }).toSQL = (...args) => (args.length ? compile(...args) : compiled);
  return q;
}
