// A work's project is its activity's, always (issue 30, item 5): the database keeps it so. A work
// takes its activity's project as it is written, and follows it when the activity's project changes
// (an audited move, an edit). The reports over time registered then read who may see a work from
// the work itself (its project's privacy) without joining a year of activities, and the day totals
// (works_totals) move with the work. Works that had drifted are set right here. The newest works
// come from their index in the report's own order (`work_date desc nulls last`: the index made for
// it, nulls first, was never used and a year of works was sorted for its first 500 rows).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update works k set project_id = a.project_id from activities a
    where a.id = k.activity_id and k.project_id is distinct from a.project_id`);
  await knex.raw(`
    create function works_take_activity_project() returns trigger language plpgsql as $$
    begin
      new.project_id := (select a.project_id from activities a where a.id = new.activity_id);
      return new;
    end $$`);
  await knex.raw(`create trigger works_take_activity_project before insert or update of activity_id, project_id on works
    for each row execute function works_take_activity_project()`);
  await knex.raw(`
    create function activities_move_works() returns trigger language plpgsql as $$
    begin
      update works set project_id = new.project_id where activity_id = new.id and project_id is distinct from new.project_id;
      return null;
    end $$`);
  await knex.raw(`create trigger activities_move_works after update of project_id on activities
    for each row when (old.project_id is distinct from new.project_id) execute function activities_move_works()`);
  await knex.raw('drop index works_newest');
  await knex.raw('create index works_newest on works (company_id, work_date desc nulls last, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index works_newest');
  await knex.raw('create index works_newest on works (company_id, work_date desc, id desc)');
  await knex.raw('drop trigger activities_move_works on activities');
  await knex.raw('drop function activities_move_works()');
  await knex.raw('drop trigger works_take_activity_project on works');
  await knex.raw('drop function works_take_activity_project()');
}
