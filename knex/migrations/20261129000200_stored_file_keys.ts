// Which stored files a record still names (issue 31, item 2). The orphan sweep
// (api/src/platform/storage/orphan-files.ts) walks the file store and removes what no record names:
// the bytes of an upload whose transaction failed after they were written. It runs for no signed-in
// person, so it asks this function, which answers only which of the given keys are named and
// nothing else of any tenant; the indexes keep each batch a lookup at any size.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index uploads_storage_key on uploads (storage_key)');
  await knex.raw('create index project_documents_storage_key on project_documents (storage_key)');
  await knex.raw('create index companies_logo_path on companies (logo_path) where logo_path is not null');
  await knex.raw(`
    create function app_named_file_keys(keys text[]) returns setof text
    language sql stable security definer set search_path = public as $$
      select k from unnest(keys) k
      where exists (select 1 from uploads u where u.storage_key = k)
         or exists (select 1 from project_documents d where d.storage_key = k)
         or exists (select 1 from companies c where c.logo_path = k)
    $$`);
  await knex.raw('revoke all on function app_named_file_keys(text[]) from public');
  await knex.raw(`grant execute on function app_named_file_keys(text[]) to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_named_file_keys(text[])');
  await knex.raw('drop index companies_logo_path');
  await knex.raw('drop index project_documents_storage_key');
  await knex.raw('drop index uploads_storage_key');
}
