// The documentation centre's search by a file's name reads a folded copy of the name (decision 294),
// as the large tables' searches do (decision 054). Under forced row-level security the API's role
// cannot use a trigram index for LIKE (the operator is not leakproof), so the search filters every
// file of the company, and folding each name with f_unaccent on the way was most of its time: a
// member's search over 100,000 activity files took 158 ms a statement, 22 ms over the stored copy.
// The trigram indexes move from the expressions to the columns (they serve callers without RLS).
import type { Knex } from 'knex';

/** Each source of files: its table, the name's expression, and the trigram index of decision 206. */
const SOURCES: [string, string, string][] = [
  ['activity_files', `file->>'name'`, 'activity_files_name_search'],
  ['workflow_files', `file->>'name'`, 'workflow_files_name_search'],
  ['expenses', `support_file->>'name'`, 'expenses_support_name_search'],
  ['project_documents', 'name', 'project_documents_name_search'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, name, index] of SOURCES) {
    await knex.raw(`drop index if exists ${index}`);
    await knex.raw(`alter table ${table} add column name_search text generated always as (f_unaccent(lower(${name}))) stored`);
    await knex.raw(`create index ${index} on ${table} using gin (name_search gin_trgm_ops)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, name, index] of SOURCES) {
    await knex.raw(`drop index if exists ${index}`);
    await knex.raw(`alter table ${table} drop column name_search`);
    await knex.raw(`create index ${index} on ${table} using gin ((f_unaccent(lower(${name}))) gin_trgm_ops)`);
  }
}
