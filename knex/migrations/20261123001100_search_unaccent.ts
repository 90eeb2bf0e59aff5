// Search as Spanish speakers type: 'cafe' finds 'Café del Quindío' and 'CAFÉ' finds 'café'. The grid
// search (`q`) and the "contains" filters compare f_unaccent(lower(...)) of both sides.
//
// Under forced row-level security the planner cannot use a trigram index for LIKE (the operator is
// not leakproof, so it may not run before the tenant policy), and unaccent on every row of a large
// table is slow (4 s on 200,000 clients). The large tables therefore keep the folded text in stored
// generated columns (`<column>_search`): the row-by-row test is then a plain LIKE (0.4 s, faster
// than the former ILIKE), and trigram indexes on them serve any caller without RLS.
import type { Knex } from 'knex';

/** Searched columns of the tables that grow large (the small catalogues of a company need none). */
export const FOLDED: Record<string, string[]> = { clients: ['name', 'document_number', 'commercial_name'], projects: ['name', 'requested_by'] };

export async function up(knex: Knex): Promise<void> {
  // unaccent is a trusted extension: the owner (not a superuser) may create it.
  await knex.raw('create extension if not exists unaccent');
  // unaccent() is only STABLE (its dictionary could change); an index or a generated column needs
  // an IMMUTABLE function, so this wrapper names the dictionary explicitly (the usual recipe).
  await knex.raw(`
    create or replace function f_unaccent(text) returns text
    language sql immutable parallel safe strict as
    $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`);
  for (const [table, columns] of Object.entries(FOLDED)) {
    await knex.raw(`alter table ${table} ${columns.map((c) => `add column ${c}_search text generated always as (f_unaccent(lower(${c}))) stored`).join(', ')}`);
    for (const column of columns) {
      await knex.raw(`create index ${table}_${column}_search on ${table} using gin (${column}_search gin_trgm_ops)`);
    }
  }
  // The plain trigram indexes served the accent-sensitive search; nothing reads them any more.
  for (const column of FOLDED.clients) await knex.raw(`drop index if exists clients_${column}_trgm`);
  await knex.raw('drop index if exists projects_name_trgm');
}

export async function down(knex: Knex): Promise<void> {
  for (const column of FOLDED.clients) await knex.raw(`create index clients_${column}_trgm on clients using gin (${column} gin_trgm_ops)`);
  await knex.raw('create index projects_name_trgm on projects using gin (name gin_trgm_ops)');
  for (const [table, columns] of Object.entries(FOLDED)) {
    await knex.raw(`alter table ${table} ${columns.map((c) => `drop column if exists ${c}_search`).join(', ')}`);
  }
  await knex.raw('drop function if exists f_unaccent(text)');
  await knex.raw('drop extension if exists unaccent');
}
