import type { Knex } from 'knex';

/** One statement a pool sent: its SQL and the transaction it ran in (none: autocommit). */
export interface SentStatement {
  sql: string;
  tx?: string;
}

/**
 * The statements `db` sends while `work` runs, in order: what a test counts round trips, counts
 * or index bounds on. The listener is removed however `work` ends.
 */
export async function statementsWhile<T>(db: Knex, work: () => Promise<T>): Promise<{ answer: T; sent: SentStatement[]; sql: string[] }> {
  const sent: SentStatement[] = [];
  const listen = (q: { sql: string; __knexTxId?: string }) => sent.push({ sql: q.sql, tx: q.__knexTxId });
  db.on('query', listen);
  try {
    const answer = await work();
    return { answer, sent, sql: sent.map((s) => s.sql) };
  } finally {
    db.off('query', listen);
  }
}
