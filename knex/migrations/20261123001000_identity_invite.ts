// Adding a person who already has an identity (from another organisation) to this one: the API's
// role cannot see other tenants' identities (RLS), so it asks this function for the id by email.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function app_identity_by_email(p_email text) returns uuid
    language sql stable security definer set search_path = public as
    $$ select id from users where lower(email) = lower(p_email) $$`);
  await knex.raw('revoke all on function app_identity_by_email(text) from public');
  await knex.raw(`grant execute on function app_identity_by_email(text) to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_identity_by_email(text)');
}
