// COPY into a temporary table: every awkward value comes back as it was sent, on the transaction's
// own connection (rolled back with it), and under the application role's row-level security.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { copyIntoTemporary, copyText } from './copy.ts';
import { inContext } from './knex.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('copyText', () => {
  it('writes null as \\N and escapes the characters COPY reads as separators', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText(undefined)).toBe('\\N');
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyText(12.5)).toBe('12.5');
    expect(copyText('\\N')).toBe('\\\\N'); // the text "\N", not a null
  });
});

describe('copyIntoTemporary', () => {
  it('reads back every value as sent, in the transaction, and the table is gone after it', async () => {
    const rows = [
      [1, 'tab\there', '{"a":"b\\\\c \\"q\\""}', '{3f1c2a9e-0000-4000-8000-000000000001}', null],
      [2, 'línea\nnueva y «comillas» \\N', '[]', '{}', '12.3456'],
      [3, '\\N', null, null, '0'],
    ];
    const back = await inContext(app.db, {}, async (trx) => {
      await copyIntoTemporary(trx, 'copy_probe', { n: 'int', text: 'text', doc: 'jsonb', ids: 'uuid[]', amount: 'numeric' }, rows, 2);
      return (await trx.raw('select n, text, doc, ids::text as ids, amount::text as amount from copy_probe order by n')).rows;
    });
    expect(back).toEqual([
      { n: 1, text: 'tab\there', doc: { a: 'b\\c "q"' }, ids: '{3f1c2a9e-0000-4000-8000-000000000001}', amount: null },
      { n: 2, text: 'línea\nnueva y «comillas» \\N', doc: [], ids: '{}', amount: '12.3456' },
      { n: 3, text: '\\N', doc: null, ids: null, amount: '0' },
    ]);
    const left = await app.db.raw(`select count(*)::int as n from pg_class where relname = 'copy_probe'`);
    expect(left.rows[0].n).toBe(0);
  });
});
