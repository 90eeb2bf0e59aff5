// Issue 10: login sessions are no longer readable by the API's role as a whole. A session row is
// seen only through what the request holds: the hash of its cookie (app.session_hash, while the
// cookie is resolved), its id once resolved (app.session_id), or the signed-in user (their own
// sessions: the session list and "close the others"). And the ID token, kept only as the logout's
// id_token_hint, is forgotten as soon as the session ends, whatever ends it.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function app_current_session_hash() returns text language sql stable as
    $$ select nullif(current_setting('app.session_hash', true), '') $$`);
  await knex.raw(`
    create or replace function app_current_session() returns uuid language sql stable as
    $$ select nullif(current_setting('app.session_id', true), '')::uuid $$`);
  await knex.raw('alter table auth_sessions enable row level security');
  await knex.raw('alter table auth_sessions force row level security');
  // Reads, updates and deletes need one of the three keys; the API writes what it means to write.
  await knex.raw(`create policy session_own on auth_sessions
    using (token_hash = app_current_session_hash() or id = app_current_session() or user_id = app_current_user())
    with check (true)`);

  await knex.raw(`
    create or replace function auth_sessions_forget_id_token() returns trigger language plpgsql as $$
    begin
      new.id_token := null;
      return new;
    end $$`);
  await knex.raw(`create trigger auth_sessions_forget_id_token before insert or update on auth_sessions
    for each row when (new.ended_at is not null and new.id_token is not null) execute function auth_sessions_forget_id_token()`);
  await knex.raw('update auth_sessions set id_token = null where ended_at is not null and id_token is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists auth_sessions_forget_id_token on auth_sessions');
  await knex.raw('drop function if exists auth_sessions_forget_id_token()');
  await knex.raw('drop policy if exists session_own on auth_sessions');
  await knex.raw('alter table auth_sessions no force row level security');
  await knex.raw('alter table auth_sessions disable row level security');
  await knex.raw('drop function if exists app_current_session()');
  await knex.raw('drop function if exists app_current_session_hash()');
}
