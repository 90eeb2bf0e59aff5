// Role and work-group codes are unique per company without regard to case (the rules in their
// declarations); the unique indexes said so only with case. Indexes on lower(code) under the same
// names (the errors plugin maps them to ROLE_CODE_TAKEN / WORK_GROUP_CODE_TAKEN). Codes that
// already differ only by case keep the oldest as it is and get a suffix from their id, so the index builds.
import type { Knex } from 'knex';

const TABLES = ['roles', 'work_groups'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw(
      `
      update ?? t set code = left(t.code, 40 - length(d.suffix)) || d.suffix
      from (select id, '-' || left(replace(id::text, '-', ''), 8) as suffix,
              row_number() over (partition by company_id, lower(code) order by created_at, id) as n
            from ??) d
      where d.id = t.id and d.n > 1`,
      [table, table],
    );
    await knex.raw(`alter table ?? drop constraint ??`, [table, `${table}_company_id_code_unique`]);
    await knex.raw(`create unique index ?? on ?? (company_id, lower(code))`, [`${table}_company_id_code_unique`, table]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw(`drop index ??`, [`${table}_company_id_code_unique`]);
    await knex.raw(`alter table ?? add constraint ?? unique (company_id, code)`, [table, `${table}_company_id_code_unique`]);
  }
}
