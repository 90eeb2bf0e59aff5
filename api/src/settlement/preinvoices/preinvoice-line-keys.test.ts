// A pre-invoice line's keys, held by triggers checked once per statement (decision 230): a line names
// one of its pre-invoice's blocks with that block's project and an existing user, keeps them, goes
// with its block, and loses its user when the user is deleted. Each case runs in a transaction
// rolled back at its end, on the demo's pre-invoice in creation.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app } = apiTest();
let line: Record<string, unknown>;

const ROLLBACK = new Error('rollback');

/** Runs `fn` in a transaction of the owner connection and rolls it back. */
async function rolledBack(fn: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
  await expect(
    app.owner.transaction(async (trx) => {
      await fn(trx);
      throw ROLLBACK;
    }),
  ).rejects.toBe(ROLLBACK);
}

/** The line again at a free position, with `change` applied. */
const copyOf = (change: Record<string, unknown>) => {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = line;
  return { ...rest, tax_detail: JSON.stringify(rest.tax_detail), position: 900_000 + Math.floor(Math.random() * 99_999), ...change };
};

const refusal = async (write: Promise<unknown>) =>
  (
    (await write.then(
      () => null,
      (e: { code?: string }) => e,
    )) as { code?: string } | null
  )?.code;

beforeAll(async () => {
  line = await app
    .owner('preinvoice_lines as l')
    .join('preinvoices as p', 'p.id', 'l.preinvoice_id')
    .where('p.state', 'created')
    .whereNotNull('l.user_id')
    .first('l.*');
});

describe('pre-invoice line keys', () => {
  it('takes a line naming one of its pre-invoice blocks, its project and an existing user', async () => {
    await rolledBack(async (trx) => {
      await trx('preinvoice_lines').insert(copyOf({}));
      expect(Number((await trx('preinvoice_lines').where({ preinvoice_id: line.preinvoice_id }).count({ n: '*' }).first())?.n)).toBeGreaterThan(1);
    });
  });

  it('refuses a line whose block is not one of its pre-invoice blocks, or with another project (23503)', async () => {
    const otherBlock = await app.owner('settlement_blocks').whereNot({ id: line.block_id }).first('id');
    const otherProject = await app.owner('projects').whereNot({ id: line.project_id }).first('id');
    await rolledBack(async (trx) => {
      expect(await refusal(trx('preinvoice_lines').insert(copyOf({ block_id: otherBlock.id })))).toBe('23503');
    });
    await rolledBack(async (trx) => {
      expect(await refusal(trx('preinvoice_lines').insert(copyOf({ project_id: otherProject.id })))).toBe('23503');
    });
  });

  it('refuses a statement with a line naming a user that does not exist (23503), its good lines too', async () => {
    await rolledBack(async (trx) => {
      const write = trx('preinvoice_lines').insert([copyOf({}), copyOf({ user_id: '00000000-0000-4000-8000-00000000dead' })]);
      expect(await refusal(write)).toBe('23503');
    });
    expect(await app.owner('preinvoice_lines').where({ preinvoice_id: line.preinvoice_id }).where('position', '>=', 900_000).first('id')).toBeUndefined();
  });

  it('keeps a line on its pre-invoice, block, project and user; only clears its user', async () => {
    const otherBlock = await app.owner('settlement_blocks').whereNot({ id: line.block_id }).first('id');
    await rolledBack(async (trx) => {
      expect(await refusal(trx('preinvoice_lines').where({ id: line.id }).update({ block_id: otherBlock.id }))).toBe('23503');
    });
    const otherUser = await app.owner('users').whereNot({ id: line.user_id }).first('id');
    await rolledBack(async (trx) => {
      expect(await refusal(trx('preinvoice_lines').where({ id: line.id }).update({ user_id: otherUser.id }))).toBe('23503');
    });
    await rolledBack(async (trx) => {
      await trx('preinvoice_lines').where({ id: line.id }).update({ user_id: null, description: 'sin profesional' });
      expect((await trx('preinvoice_lines').where({ id: line.id }).first('user_id')).user_id).toBeNull();
    });
  });

  it('goes with its block when the pre-invoice block is deleted', async () => {
    await rolledBack(async (trx) => {
      await trx('preinvoice_blocks').where({ preinvoice_id: line.preinvoice_id, block_id: line.block_id }).del();
      expect(await trx('preinvoice_lines').where({ preinvoice_id: line.preinvoice_id, block_id: line.block_id }).first('id')).toBeUndefined();
    });
  });

  it('loses its user when the user is deleted', async () => {
    await rolledBack(async (trx) => {
      const [user] = await trx('users').insert({ email: 'pasajero@demo.test', name: 'Pasajero' }).returning('id');
      const [added] = await trx('preinvoice_lines')
        .insert(copyOf({ user_id: user.id }))
        .returning('id');
      await trx('users').where({ id: user.id }).del();
      expect((await trx('preinvoice_lines').where({ id: added.id }).first('user_id')).user_id).toBeNull();
    });
  });
});
