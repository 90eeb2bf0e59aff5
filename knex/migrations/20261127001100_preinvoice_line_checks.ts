// A pre-invoice's lines are checked once per statement, not once per line (issue 14, item 12;
// decision 230). Their two foreign keys (block of the pre-invoice, user) ran 240,000 key lookups for
// a month's 120,000 lines, half the cost of writing them. The same rules, held by triggers:
// - after an insert, one anti-join per rule over the statement's new lines (a transition table)
//   refuses a line whose block is not one of its pre-invoice's blocks with its project, or whose
//   user does not exist (SQLSTATE 23503, as the keys did);
// - a line's keys do not change afterwards (its user may only be cleared, when the user is deleted);
// - deleting a pre-invoice's block deletes its lines and deleting a user clears them, as the keys'
//   ON DELETE did (the approved pre-invoice's frozen lines refuse both, as before).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table preinvoice_lines drop constraint preinvoice_lines_block_key, drop constraint preinvoice_lines_user_id_foreign');
  // Definer: the keys' lookups see every row (a former member's user too), as a key's check does.
  await knex.raw(`
    create function preinvoice_lines_keys() returns trigger language plpgsql security definer set search_path = public as $$
    begin
      if exists (select 1 from new_lines n where not exists (select 1 from preinvoice_blocks b
          where b.tenant_id = n.tenant_id and b.preinvoice_id = n.preinvoice_id and b.block_id = n.block_id and b.project_id = n.project_id)) then
        raise exception 'a pre-invoice line must name one of its pre-invoice''s blocks, with its project' using errcode = '23503';
      end if;
      if exists (select 1 from new_lines n where n.user_id is not null and not exists (select 1 from users u where u.id = n.user_id)) then
        raise exception 'a pre-invoice line must name an existing user' using errcode = '23503';
      end if;
      -- The named users stay while this transaction lasts, as a key's check keeps them.
      perform 1 from users u where u.id in (select distinct n.user_id from new_lines n) for key share;
      return null;
    end $$`);
  await knex.raw(`create trigger preinvoice_lines_keys after insert on preinvoice_lines
    referencing new table as new_lines for each statement execute function preinvoice_lines_keys()`);
  await knex.raw(`
    create function preinvoice_lines_keys_fixed() returns trigger language plpgsql as $$
    begin
      if (new.tenant_id, new.preinvoice_id, new.block_id, new.project_id) is distinct from (old.tenant_id, old.preinvoice_id, old.block_id, old.project_id)
        or (new.user_id is distinct from old.user_id and new.user_id is not null) then
        raise exception 'a pre-invoice line keeps its pre-invoice, block, project and user' using errcode = '23503';
      end if;
      return new;
    end $$`);
  await knex.raw(`create trigger preinvoice_lines_keys_fixed before update of tenant_id, preinvoice_id, block_id, project_id, user_id on preinvoice_lines
    for each row execute function preinvoice_lines_keys_fixed()`);
  await knex.raw(`
    create function preinvoice_blocks_drop_lines() returns trigger language plpgsql security definer set search_path = public as $$
    begin
      delete from preinvoice_lines l where l.preinvoice_id = old.preinvoice_id and l.block_id = old.block_id;
      return old;
    end $$`);
  await knex.raw(`create trigger preinvoice_blocks_drop_lines after delete on preinvoice_blocks
    for each row execute function preinvoice_blocks_drop_lines()`);
  await knex.raw(`
    create function users_clear_preinvoice_lines() returns trigger language plpgsql security definer set search_path = public as $$
    begin
      update preinvoice_lines l set user_id = null where l.user_id = old.id;
      return old;
    end $$`);
  await knex.raw('create trigger users_clear_preinvoice_lines after delete on users for each row execute function users_clear_preinvoice_lines()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger users_clear_preinvoice_lines on users');
  await knex.raw('drop function users_clear_preinvoice_lines');
  await knex.raw('drop trigger preinvoice_blocks_drop_lines on preinvoice_blocks');
  await knex.raw('drop function preinvoice_blocks_drop_lines');
  await knex.raw('drop trigger preinvoice_lines_keys_fixed on preinvoice_lines');
  await knex.raw('drop function preinvoice_lines_keys_fixed');
  await knex.raw('drop trigger preinvoice_lines_keys on preinvoice_lines');
  await knex.raw('drop function preinvoice_lines_keys');
  await knex.raw(`alter table preinvoice_lines add constraint preinvoice_lines_block_key foreign key (tenant_id, preinvoice_id, block_id, project_id)
    references preinvoice_blocks (tenant_id, preinvoice_id, block_id, project_id) on delete cascade,
    add constraint preinvoice_lines_user_id_foreign foreign key (user_id) references users (id) on delete set null`);
}
