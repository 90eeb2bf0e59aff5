// Users management (issue 5): what a person is in one company (work profile, access, contact data)
// belongs to their membership there, not to the global identity; the `company_users` view joins the
// two so the resource machinery reads one row per member of a company.
import type { Knex } from 'knex';
import { APP_ROLE, tenantTable } from '../rls.ts';

/** A company-owned set of ids of one member (practices, supervised users). */
function memberSet(knex: Knex, name: string, column: string, target: string) {
  return knex.schema.createTable(name, (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE').index();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid(column).notNullable().references(`${target}.id`).onDelete('CASCADE').index();
    t.primary(['company_id', 'user_id', column]);
  });
}

export async function up(knex: Knex): Promise<void> {
  // Identity: where the person lives (global, like the name and the phone).
  await knex.schema.alterTable('users', (t) => {
    t.string('country', 3);
    t.string('city', 20);
  });

  await knex.schema.createTable('user_profiles', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE').index();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    // Identity in this company.
    t.string('category', 100);
    t.string('code', 40);
    // Work profile.
    t.string('workday', 10).notNullable().defaultTo('full');
    t.decimal('daily_worked_hours_goal', 5, 2).notNullable().defaultTo(8);
    t.decimal('daily_billed_hours_goal', 5, 2).notNullable().defaultTo(6);
    t.string('restriction', 10).notNullable().defaultTo('none');
    t.specificType('work_days', 'smallint[]').notNullable().defaultTo('{1,2,3,4,5}');
    t.date('admission_date');
    // Notification parameters.
    t.boolean('notify_email').notNullable().defaultTo(true);
    t.boolean('notify_push').notNullable().defaultTo(true);
    // Contact users: a person of a client.
    t.boolean('is_contact').notNullable().defaultTo(false);
    t.uuid('client_id').references('clients.id').onDelete('SET NULL').index();
    t.string('position', 100);
    t.string('document_number', 30);
    t.string('contact_phone', 20);
    t.string('postal_code', 20);
    t.string('comments', 2000);
    t.smallint('contact_type').notNullable().defaultTo(0); // 1 billing, 2 production, 3 commercial, 0 not a contact
    t.timestamps(true, true);
    t.primary(['company_id', 'user_id']);
  });
  await knex.raw(`alter table user_profiles add constraint user_profiles_workday check (workday in ('full', 'half'))`);
  await knex.raw(`alter table user_profiles add constraint user_profiles_restriction check (restriction in ('none', 'day', 'weekly', 'monthly'))`);
  await knex.raw(`alter table user_profiles add constraint user_profiles_contact_type check (contact_type in (0, 1, 2, 3))`);
  await knex.raw(`alter table user_profiles add constraint user_profiles_work_days check (work_days <@ '{1,2,3,4,5,6,7}'::smallint[])`);
  await knex.raw(`alter table user_profiles add constraint user_profiles_goals check (
    daily_worked_hours_goal between 0 and 24 and daily_billed_hours_goal between 0 and 24)`);
  // A membership of an existing company gets the default profile (registration's members too, via the view's defaults).
  await knex.raw(`insert into user_profiles (tenant_id, company_id, user_id) select tenant_id, company_id, user_id from company_memberships`);

  await memberSet(knex, 'user_practices', 'practice_id', 'practices');
  await memberSet(knex, 'user_supervisions', 'supervised_id', 'users');
  for (const table of ['user_profiles', 'user_practices', 'user_supervisions']) await tenantTable(knex, table);

  // One row per member of a company. security_invoker: the caller's RLS applies to every table read.
  await knex.raw(`
    create view company_users with (security_invoker = true) as
    select u.id, m.tenant_id, m.company_id,
      u.email, u.name, u.last_name, u.id_number, u.phone, u.country, u.city, u.is_super_admin,
      m.active, m.created_at, greatest(u.updated_at, m.updated_at, p.updated_at) as updated_at,
      p.category, p.code,
      coalesce(p.workday, 'full') as workday,
      coalesce(p.daily_worked_hours_goal, 8) as daily_worked_hours_goal,
      coalesce(p.daily_billed_hours_goal, 6) as daily_billed_hours_goal,
      coalesce(p.restriction, 'none') as restriction,
      coalesce(p.work_days, '{1,2,3,4,5}'::smallint[])::text[] as work_days, -- an enum set speaks strings
      p.admission_date,
      coalesce(p.notify_email, true) as notify_email,
      coalesce(p.notify_push, true) as notify_push,
      coalesce(p.is_contact, false) as is_contact,
      p.client_id, p.position, p.document_number, p.contact_phone, p.postal_code, p.comments,
      coalesce(p.contact_type, 0) as contact_type
    from company_memberships m
    join users u on u.id = m.user_id
    left join user_profiles p on p.company_id = m.company_id and p.user_id = m.user_id`);
  await knex.raw(`grant select on company_users to ${APP_ROLE}`);

  // Facts across tenants that RLS hides from the API role but a rule needs: answered as a yes/no
  // or a count, never as rows (the functions run as their owner, who bypasses RLS).
  await knex.raw(`
    create or replace function app_email_registered(p_email text, p_except uuid) returns boolean
    language sql stable security definer set search_path = public as
    $$ select exists (select 1 from users where lower(email) = lower(p_email) and id is distinct from p_except) $$`);
  await knex.raw(`
    create or replace function app_user_tenant_count(p_user uuid) returns integer
    language sql stable security definer set search_path = public as
    $$ select count(*)::integer from tenant_memberships where user_id = p_user $$`);
  await knex.raw(`
    create or replace function app_user_active_memberships(p_user uuid) returns integer
    language sql stable security definer set search_path = public as
    $$ select count(*)::integer from company_memberships m join tenant_memberships tm
         on tm.tenant_id = m.tenant_id and tm.user_id = m.user_id
       where m.user_id = p_user and m.active and tm.active $$`);
  for (const fn of ['app_email_registered(text, uuid)', 'app_user_tenant_count(uuid)', 'app_user_active_memberships(uuid)']) {
    await knex.raw(`revoke all on function ${fn} from public`);
    await knex.raw(`grant execute on function ${fn} to ${APP_ROLE}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_user_active_memberships(uuid)');
  await knex.raw('drop function if exists app_user_tenant_count(uuid)');
  await knex.raw('drop function if exists app_email_registered(text, uuid)');
  await knex.raw('drop view if exists company_users');
  for (const table of ['user_supervisions', 'user_practices', 'user_profiles']) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('country');
    t.dropColumn('city');
  });
}
