// One row per login started: the PKCE verifier, nonce and return path, keyed by the OIDC state.
// Consumed (deleted) by the callback, so a replayed or forged callback finds nothing.
import type { Knex } from 'knex';
import { grantDml } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_login_attempts', (t) => {
    t.string('state', 100).primary();
    t.string('code_verifier', 200).notNullable();
    t.string('nonce', 100).notNullable();
    t.string('return_to', 500).notNullable().defaultTo('/');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
  await grantDml(knex, 'auth_login_attempts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('auth_login_attempts');
}
