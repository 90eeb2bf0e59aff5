// LEDES to the letter (issue 28, item 7): UTBMS task and activity codes kept on activity types and
// overridable per activity (a letter and three digits, as L120 or A101), and the LEDES timekeeper
// classification (PT, AS, OC, LA, PL, OT) on the tariff categories, the firm's professional levels.
import type { Knex } from 'knex';

const UTBMS = `'^[A-Z][0-9]{3}$'`;

export async function up(knex: Knex): Promise<void> {
  for (const table of ['activity_types', 'activities']) {
    await knex.raw(`alter table ${table} add column utbms_task_code varchar(4), add column utbms_activity_code varchar(4),
      add constraint ${table}_utbms_codes check (utbms_task_code ~ ${UTBMS} and utbms_activity_code ~ ${UTBMS})`);
  }
  await knex.raw(`alter table tariff_categories add column ledes_classification varchar(2)
    constraint tariff_categories_ledes_classification check (ledes_classification in ('PT', 'AS', 'OC', 'LA', 'PL', 'OT'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table tariff_categories drop column ledes_classification');
  for (const table of ['activities', 'activity_types']) {
    await knex.raw(`alter table ${table} drop column utbms_task_code, drop column utbms_activity_code`);
  }
}
