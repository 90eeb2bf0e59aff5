// A read the API runs all day (a list's page and total, a record by id) as a named statement:
// PostgreSQL parses and plans it once per pooled connection, and after five runs may keep one
// generic plan. Those statements are long (references' titles, row-level policies, visibility
// rules), and planning them cost more than running them (decision 227).
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** Names the query after its text (the same text, the same name: pg prepares it once per connection). */
export function prepared<Q extends Knex.QueryBuilder>(q: Q): Q {
  const { sql } = q.toSQL().toNative();
  return q.options({ name: `lf_${createHash('sha1').update(sql).digest('base64url').slice(0, 27)}` }) as Q;
}
