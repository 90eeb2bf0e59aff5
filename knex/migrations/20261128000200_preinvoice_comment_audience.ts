// A staff comment on a pre-invoice is internal unless written for the client (issue 27, item 5):
// `for_client` is chosen when it is written; `from_client` marks what the client wrote through its
// link (until now read from a missing author, which a deleted staff member's comment also has).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table preinvoice_comments add column for_client boolean not null default false,
    add column from_client boolean not null default false`);
  // What exists was shown to the client: kept so, the client's own marked as theirs.
  await knex.raw('update preinvoice_comments set for_client = true, from_client = (user_id is null)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table preinvoice_comments drop column for_client, drop column from_client');
}
