// Search as Spanish speakers type: 'cafe' finds 'Café del Quindío' and 'CAFÉ' finds 'café'. The grid
// search (`q`) and the "contains" filters compare f_unaccent(lower(...)) of both sides; trigram
// indexes on that same expression keep the substring search fast on the large tables.
import type { Knex } from 'knex';

/** Searched columns of the tables that grow large (the small catalogues of a company need none). */
const SEARCHED: Record<string, string[]> = {
  clients: ['name', 'document_number', 'commercial_name'],
  projects: ['name', 'requested_by'],
  users: ['name', 'last_name', 'email'],
};

export async function up(knex: Knex): Promise<void> {
  // unaccent is a trusted extension: the owner (not a superuser) may create it.
  await knex.raw('create extension if not exists unaccent');
  // unaccent() is only STABLE (its dictionary could change); an index needs an IMMUTABLE function,
  // so this wrapper names the dictionary explicitly and is declared immutable (the usual recipe).
  await knex.raw(`
    create or replace function f_unaccent(text) returns text
    language sql immutable parallel safe strict as
    $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`);
  for (const [table, columns] of Object.entries(SEARCHED)) {
    for (const column of columns) {
      await knex.raw(`create index ${table}_${column}_search on ${table} using gin (f_unaccent(lower(${column})) gin_trgm_ops)`);
    }
  }
  // The plain trigram indexes served the accent-sensitive search; nothing reads them any more.
  for (const column of SEARCHED.clients) await knex.raw(`drop index if exists clients_${column}_trgm`);
  await knex.raw('drop index if exists projects_name_trgm');
}

export async function down(knex: Knex): Promise<void> {
  for (const column of SEARCHED.clients) await knex.raw(`create index clients_${column}_trgm on clients using gin (${column} gin_trgm_ops)`);
  await knex.raw('create index projects_name_trgm on projects using gin (name gin_trgm_ops)');
  for (const [table, columns] of Object.entries(SEARCHED)) {
    for (const column of columns) await knex.raw(`drop index if exists ${table}_${column}_search`);
  }
  await knex.raw('drop function if exists f_unaccent(text)');
  await knex.raw('drop extension if exists unaccent');
}
