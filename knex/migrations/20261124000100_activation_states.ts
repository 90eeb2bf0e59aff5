// Clients and projects move between states by declared actions (activate, deactivate, shut down):
// `state` is the truth and `active` follows it (a generated column), so every reader of `active`
// (filters, scopes, work-group rules) keeps working and no write can make the two disagree.
import type { Knex } from 'knex';

const TABLES = ['clients', 'projects'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw(`alter table ?? add column state varchar(20) not null default 'active'`, [table]);
    await knex.raw(`update ?? set state = 'inactive' where not active`, [table]);
    await knex.raw(`alter table ?? add constraint ?? check (state in ('active', 'inactive', 'shutDown'))`, [table, `${table}_state_check`]);
    await knex.raw(`alter table ?? drop column active`, [table]);
    await knex.raw(`alter table ?? add column active boolean generated always as (state = 'active') stored`, [table]);
  }
  // Shutting a client down finds its projects still to change by client and state.
  await knex.raw('create index projects_client_state on projects (client_id, state)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists projects_client_state');
  for (const table of TABLES) {
    await knex.raw(`alter table ?? drop column active`, [table]);
    await knex.raw(`alter table ?? add column active boolean not null default true`, [table]);
    await knex.raw(`update ?? set active = (state = 'active')`, [table]);
    await knex.raw(`alter table ?? drop column state`, [table]);
  }
}
