// Documents a client accepts (issue 28, item 8): an invoice's due date comes from the client's payment
// terms, else the company's (30 days unless set); the company's payment instructions (bank, account,
// reference) are printed on every invoice.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table companies add column payment_term_days smallint not null default 30
      constraint companies_payment_term_days check (payment_term_days between 0 and 365),
    add column payment_instructions varchar(1000)`);
  await knex.raw(`alter table clients add column payment_term_days smallint
    constraint clients_payment_term_days check (payment_term_days between 0 and 365)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table clients drop column payment_term_days');
  await knex.raw('alter table companies drop column payment_term_days, drop column payment_instructions');
}
