// The tables take the widths the declarations have enforced since the first write (issue 11, the
// schema-drift test): a client's postal code 10 and phones 20. The API never stored a longer value,
// so narrowing loses nothing; a longer one written by hand stops the migration. (A client's document
// number went the other way: its declaration takes the table's 30, like every document number.)
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

const NARROWED: [table: string, column: string, from: number, to: number][] = [
  ['clients', 'postal_code', 20, 10],
  ['clients', 'phone', 30, 20],
  ['client_contacts', 'phone', 30, 20],
  ['users', 'phone', 30, 20],
];

/** Alters column types under the company_users view, which reads users.phone: dropped and created again as it was. */
async function underCompanyUsers(knex: Knex, alter: () => Promise<void>): Promise<void> {
  const { rows } = await knex.raw(`select pg_get_viewdef('company_users'::regclass, true) as def`);
  await knex.raw('drop view company_users');
  await alter();
  await knex.raw(`create view company_users with (security_invoker = true) as ${rows[0].def}`);
  await knex.raw(`grant select on company_users to ${APP_ROLE}`);
}

export async function up(knex: Knex): Promise<void> {
  await underCompanyUsers(knex, async () => {
    for (const [table, column, , to] of NARROWED) await knex.raw(`alter table ?? alter column ?? type varchar(${to})`, [table, column]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await underCompanyUsers(knex, async () => {
    for (const [table, column, from] of NARROWED) await knex.raw(`alter table ?? alter column ?? type varchar(${from})`, [table, column]);
  });
}
