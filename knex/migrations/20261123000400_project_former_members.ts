// Former members of a project: people who left one of its work groups, or whose work group left it.
// A private project stays open to them unless its retired-member privacy is on (document 1,
// section 6: "project privacy applies to members and retired members"). Kept by triggers so every
// path that changes memberships (the API, the seed, SQL by hand) records it in the same statement.
import type { Knex } from 'knex';
import { tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_former_members', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('project_id').notNullable().references('projects.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.timestamp('retired_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['project_id', 'user_id']);
  });
  await tenantTable(knex, 'project_former_members');
  // The scope filter reads the few private projects as one set (api/src/platform/resource/crud.ts).
  await knex.raw('create index projects_private on projects (id) where privacy');

  // Leaving: a member leaves a group (every project of the group), or a group leaves a project (every
  // member of the group). The project may be going away itself (a cascade): then nothing is kept.
  await knex.raw(`
    create function project_member_left() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'work_group_members' then
        insert into project_former_members (tenant_id, project_id, user_id)
          select old.tenant_id, pw.project_id, old.user_id from project_work_groups pw
          where pw.work_group_id = old.work_group_id
        on conflict (project_id, user_id) do update set retired_at = now();
      elsif exists (select 1 from projects p where p.id = old.project_id) then
        insert into project_former_members (tenant_id, project_id, user_id)
          select old.tenant_id, old.project_id, m.user_id from work_group_members m
          where m.work_group_id = old.work_group_id
        on conflict (project_id, user_id) do update set retired_at = now();
      end if;
      return null;
    end $$`);
  // Joining (again): no longer a former member. Replacing a set deletes then inserts its rows, so the
  // members who stay are inserted back and leave no trace.
  await knex.raw(`
    create function project_member_joined() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'work_group_members' then
        delete from project_former_members f using project_work_groups pw
          where pw.work_group_id = new.work_group_id and f.project_id = pw.project_id and f.user_id = new.user_id;
      else
        delete from project_former_members f using work_group_members m
          where m.work_group_id = new.work_group_id and f.project_id = new.project_id and f.user_id = m.user_id;
      end if;
      return null;
    end $$`);
  for (const table of ['work_group_members', 'project_work_groups']) {
    await knex.raw(`create trigger ${table}_left after delete on ${table} for each row execute function project_member_left()`);
    await knex.raw(`create trigger ${table}_joined after insert on ${table} for each row execute function project_member_joined()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['work_group_members', 'project_work_groups']) {
    await knex.raw(`drop trigger if exists ${table}_left on ${table}`);
    await knex.raw(`drop trigger if exists ${table}_joined on ${table}`);
  }
  await knex.raw('drop function if exists project_member_left()');
  await knex.raw('drop function if exists project_member_joined()');
  await knex.schema.dropTableIfExists('project_former_members');
  await knex.raw('drop index if exists projects_private');
}
