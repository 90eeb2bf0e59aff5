// The documentation centre (decision 206): each source of files read newest first for the page, so
// the union's first 20 rows come from an ordered merge of four index scans instead of sorting every
// file the company has; and a search by name served by a trigram index of each source's names.
import type { Knex } from 'knex';

const INDEXES: [string, string, string][] = [
  ['activity_files_newest', 'activity_files', ''],
  ['workflow_files_newest', 'workflow_files', ''],
  ['expenses_supports_newest', 'expenses', 'where support_file is not null'],
  ['project_documents_newest', 'project_documents', ''],
];

/** The name of each source's files, as the search reads it. */
const NAMES: [string, string, string][] = [
  ['activity_files_name_search', 'activity_files', `f_unaccent(lower(file->>'name'))`],
  ['workflow_files_name_search', 'workflow_files', `f_unaccent(lower(file->>'name'))`],
  ['expenses_support_name_search', 'expenses', `f_unaccent(lower(support_file->>'name'))`],
  ['project_documents_name_search', 'project_documents', 'f_unaccent(lower(name))'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, table, where] of INDEXES) {
    await knex.raw(`create index ${name} on ${table} (company_id, created_at desc, id desc) ${where}`);
  }
  for (const [name, table, expression] of NAMES) await knex.raw(`create index ${name} on ${table} using gin ((${expression}) gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of [...INDEXES, ...NAMES]) await knex.raw(`drop index if exists ${name}`);
}
