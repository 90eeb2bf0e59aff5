// Many rows written in one pass: COPY is PostgreSQL's fastest way in (it parses plain text, not a
// statement's bindings). A table under row-level security cannot be a COPY target, so the rows go
// into a temporary table dropped at commit, and one INSERT ... SELECT from it writes them under
// the table's policies, keys and triggers like any other insert.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyValue = string | number | boolean | null | undefined;

/** One value in COPY's text format: \N for null, and the four characters it reads as separators escaped. */
export function copyText(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!) : text;
}

/**
 * Creates the temporary table `name` with `columns` (name → SQL type), dropped when the
 * transaction ends, and fills it with `rows` (one value per column, in order) by COPY on the
 * transaction's own connection. Sends the text in parts of `batch` rows.
 */
export async function copyIntoTemporary(trx: Knex.Transaction, name: string, columns: Record<string, string>, rows: readonly CopyValue[][], batch = 5_000) {
  await trx.raw(
    `create temporary table ?? (${Object.entries(columns)
      .map(([c, type]) => `"${c}" ${type}`)
      .join(', ')}) on commit drop`,
    [name],
  );
  // A transaction's client hands out the transaction's connection (knex binds it there).
  const connection = (await trx.client.acquireConnection()) as pg.PoolClient;
  const copy = connection.query(
    copyFrom(
      `copy "${name}" (${Object.keys(columns)
        .map((c) => `"${c}"`)
        .join(', ')}) from stdin`,
    ),
  );
  function* text() {
    for (let i = 0; i < rows.length; i += batch) {
      let part = '';
      for (const row of rows.slice(i, i + batch)) part += `${row.map(copyText).join('\t')}\n`;
      yield part;
    }
  }
  await pipeline(Readable.from(text()), copy);
}
