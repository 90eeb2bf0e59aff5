// Platform: the API's database role and the functions the RLS policies read.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  const password = process.env.APP_DB_PASSWORD ?? 'lawfirm_app';
  // Roles are cluster-wide: several databases (tests, demo) share it, so create it only once.
  await knex.raw(`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then
        create role ${APP_ROLE} login nosuperuser nobypassrls noinherit password '${password.replace(/'/g, "''")}';
      end if;
    end $$`);
  await knex.raw(`grant usage on schema public to ${APP_ROLE}`);
  await knex.raw(`
    create or replace function app_current_tenant() returns uuid language sql stable as
    $$ select nullif(current_setting('app.tenant_id', true), '')::uuid $$`);
  await knex.raw(`
    create or replace function app_current_user() returns uuid language sql stable as
    $$ select nullif(current_setting('app.user_id', true), '')::uuid $$`);
  await knex.raw(`
    create or replace function app_current_email() returns text language sql stable as
    $$ select lower(nullif(current_setting('app.user_email', true), '')) $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_current_email()');
  await knex.raw('drop function if exists app_current_user()');
  await knex.raw('drop function if exists app_current_tenant()');
  await knex.raw(`revoke usage on schema public from ${APP_ROLE}`);
}
