// Future blocks ('Bloques futuros', specialActivation) and the blocks following their project
// (issue 14, item 3). A block opened ahead of its work for a fixed or milestone-by-date agreement is
// marked as such; a block shut down because its project (or its client) left operation says so,
// so that activating the project reopens those and never one a leader shut down by hand.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('settlement_blocks', (t) => {
    t.boolean('special_activation').notNullable().defaultTo(false);
    t.uuid('activated_by').references('users.id').onDelete('SET NULL');
    t.string('shutdown_cause', 10);
  });
  await knex.raw(`alter table settlement_blocks add constraint settlement_blocks_shutdown_cause check (shutdown_cause in ('manual', 'project'))`);
  // The cause is kept by the database: a block entering shutdown without one was shut down by hand
  // (the blocks' own action); leaving shutdown clears it.
  await knex.raw(`
    create function settlement_blocks_shutdown_cause() returns trigger language plpgsql as $$
    begin
      if new.state = 'shutdown' then
        new.shutdown_cause := coalesce(new.shutdown_cause, 'manual');
      else
        new.shutdown_cause := null;
      end if;
      return new;
    end $$`);
  await knex.raw(`create trigger settlement_blocks_shutdown_cause before update of state, shutdown_cause on settlement_blocks
    for each row execute function settlement_blocks_shutdown_cause()`);
  // Existing shut-down blocks were shut down by hand.
  await knex.raw(`update settlement_blocks set shutdown_cause = 'manual' where state = 'shutdown'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists settlement_blocks_shutdown_cause on settlement_blocks');
  await knex.raw('drop function if exists settlement_blocks_shutdown_cause()');
  await knex.raw('alter table settlement_blocks drop constraint if exists settlement_blocks_shutdown_cause');
  await knex.schema.alterTable('settlement_blocks', (t) => {
    t.dropColumn('shutdown_cause');
    t.dropColumn('activated_by');
    t.dropColumn('special_activation');
  });
}
