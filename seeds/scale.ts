// Scale generator for benchmarks: many clients, contacts and projects in the demo tenant's main
// company (Abogados Asociados: the second tenant has a main company too), generated inside
// PostgreSQL (generate_series) so a million rows take seconds, not hours.
import type { Knex } from 'knex';
import { ACTIVITY_STATES } from '../api/src/contract/activity-states.ts';
import { DEMO } from './demo.ts';

export async function seedScale(knex: Knex, clients: number): Promise<void> {
  const company = await knex('companies').where({ id: DEMO.mainCompanyId }).first('id', 'tenant_id');
  const profile = await knex('tax_profiles').where({ company_id: company.id }).first('id');
  const groups = (await knex('work_groups').where({ company_id: company.id }).orderBy('code').pluck('id')) as string[];
  const practice = await knex('practices').where({ company_id: company.id }).first('id');
  const manager = await knex('project_commercial_managers').first('user_id');
  await knex.transaction(async (trx) => {
    await trx.raw(
      `
      insert into clients (tenant_id, company_id, name, document_number, tax_profile_id, email, phone, state)
      select ?, ?, 'Cliente Escala ' || lpad(g::text, 7, '0'), (700000000 + g)::text, ?,
             'contacto' || g || '@escala.co', (3000000000 + g)::text, case when g % 10 <> 0 then 'active' else 'inactive' end
      from generate_series(1, ?) g`,
      [company.tenant_id, company.id, profile.id, clients],
    );
    await trx.raw(
      `
      insert into projects (tenant_id, company_id, client_id, name)
      select c.tenant_id, c.company_id, c.id, 'Proyecto de ' || c.name
      from clients c where c.company_id = ? and c.name like 'Cliente Escala %'`,
      [company.id],
    );
    // Projects spread over the company's work groups, so Workgroup scopes see a part of them.
    await trx.raw(
      `insert into project_work_groups (tenant_id, project_id, work_group_id)
      select tenant_id, id, (?::uuid[])[1 + (row_number() over (order by id) % ?)]
      from projects where company_id = ? and name like 'Proyecto de Cliente Escala %'`,
      [groups, groups.length, company.id],
    );
    await trx.raw(
      `insert into project_practices (tenant_id, project_id, practice_id)
      select tenant_id, id, ? from projects where company_id = ? and name like 'Proyecto de Cliente Escala %'`,
      [practice.id, company.id],
    );
    if (manager) {
      await trx.raw(
        `insert into project_commercial_managers (tenant_id, project_id, user_id)
        select tenant_id, id, ? from projects where company_id = ? and name like 'Proyecto de Cliente Escala %'`,
        [manager.user_id, company.id],
      );
    }
  });
  await knex.raw('analyze');
}

/**
 * A firm at scale for production (issue 13): `users` professionals in `groups` work groups (each
 * staffing an equal share of the scale projects), `activities` activities over the last year in
 * every state, and `worksPerActivity` works on each one. Generated in SQL; the works'
 * trigger is replaced by one aggregation at the end (the same totals it keeps one work at a time).
 */
export async function seedProductionScale(knex: Knex, { users = 200, groups = 20, activities = 1_000_000, worksPerActivity = 3 } = {}): Promise<void> {
  const company = await knex('companies').where({ id: DEMO.mainCompanyId }).first('id', 'tenant_id');
  const owned = [company.tenant_id, company.id];
  const type = await knex('activity_types').where({ company_id: company.id, code: 'COR-CON' }).first('id', 'practice_id', 'service_unit_id');
  await knex.transaction(async (trx) => {
    await trx.raw(
      `insert into users (email, name, last_name)
      select 'escala' || g || '@escala.co', 'Profesional', 'Escala ' || lpad(g::text, 4, '0') from generate_series(1, ?) g`,
      [users],
    );
    await trx.raw(`insert into tenant_memberships (tenant_id, user_id) select ?, id from users where email like 'escala%@escala.co'`, [company.tenant_id]);
    await trx.raw(`insert into company_memberships (tenant_id, company_id, user_id) select ?, ?, id from users where email like 'escala%@escala.co'`, owned);
    await trx.raw(`insert into user_profiles (tenant_id, company_id, user_id) select ?, ?, id from users where email like 'escala%@escala.co'`, owned);
    await trx.raw(
      `insert into user_practices (tenant_id, company_id, user_id, practice_id) select ?, ?, id, ? from users where email like 'escala%@escala.co'`,
      [...owned, type.practice_id],
    );
    await trx.raw(
      `insert into work_groups (tenant_id, company_id, name, code)
      select ?, ?, 'Equipo Escala ' || g, 'EQ-ESC-' || g from generate_series(1, ?) g`,
      [...owned, groups],
    );
    // Member n of the scale belongs to group n mod groups.
    await trx.raw(
      `insert into work_group_members (tenant_id, work_group_id, user_id)
      select ?, g.id, u.id
      from (select id, row_number() over (order by email) - 1 as n from users where email like 'escala%@escala.co') u
      join (select id, row_number() over (order by code) - 1 as n from work_groups where company_id = ? and code like 'EQ-ESC-%') g on g.n = u.n % ?`,
      [company.tenant_id, company.id, groups],
    );
    // Each scale project is staffed by one scale group too.
    await trx.raw(
      `insert into project_work_groups (tenant_id, project_id, work_group_id, priority)
      select p.tenant_id, p.id, g.id, 1
      from (select id, tenant_id, row_number() over (order by id) - 1 as n from projects where company_id = ? and name like 'Proyecto de Cliente Escala %') p
      join (select id, row_number() over (order by code) - 1 as n from work_groups where company_id = ? and code like 'EQ-ESC-%') g on g.n = p.n % ?
      on conflict do nothing`,
      [company.id, company.id, groups],
    );

    // Activity i: project i mod 20,000 (of the group i mod groups), responsible a member of that group.
    await trx.raw(
      `create temporary table scale_projects on commit drop as
      select p.id, p.client_id, row_number() over (order by p.id) - 1 as n, pw.work_group_id
      from projects p join project_work_groups pw on pw.project_id = p.id and pw.priority = 1
      where p.company_id = ? and p.name like 'Proyecto de Cliente Escala %' order by p.id limit 20000`,
      [company.id],
    );
    await trx.raw('create index on scale_projects (n)');
    await trx.raw(`create temporary table scale_members on commit drop as
      select m.work_group_id, m.user_id, row_number() over (partition by m.work_group_id order by m.user_id) - 1 as k
      from work_group_members m join work_groups g on g.id = m.work_group_id where g.code like 'EQ-ESC-%'`);
    await trx.raw('create index on scale_members (work_group_id, k)');
    await trx.raw(`alter table works disable trigger works_totals`);
    await trx.raw(
      `
      insert into activities (tenant_id, company_id, code, title, client_id, project_id, practice_id, service_unit_id, activity_type_id,
        responsible_user_id, start_date, end_date, delivery_at, assigned_at, estimated_hours, state, finished_at)
      select ?, ?, 'ESC-' || lpad(g::text, 7, '0'), 'Actividad de escala ' || g, p.client_id, p.id, ?, ?, ?,
        m.user_id, d::date, d::date + 3, d + interval '3 days 18 hours', d, 6,
        (?::text[])[1 + (g % 8)], case when g % 8 >= 3 then d + interval '3 days' end
      from generate_series(1, ?) g
      cross join lateral (select now() - ((g % 365) || ' days')::interval as d) dd
      join scale_projects p on p.n = g % 20000
      join scale_members m on m.work_group_id = p.work_group_id and m.k = (g / 20000) % ?`,
      [...owned, type.practice_id, type.service_unit_id, type.id, [...ACTIVITY_STATES], activities, Math.max(1, Math.floor(users / groups))],
    );
    await trx.raw(
      `
      insert into works (tenant_id, company_id, activity_id, project_id, user_id, work_date, minutes, billable_minutes)
      select a.tenant_id, a.company_id, a.id, a.project_id, a.responsible_user_id, a.start_date + w, 30 + (w * 15), 30 + (w * 15) - (w * 5)
      from activities a cross join generate_series(0, ? - 1) w
      where a.company_id = ? and a.code like 'ESC-%'`,
      [worksPerActivity, company.id],
    );
    await trx.raw(
      `update activities a set worked_minutes = s.m, billable_minutes = s.b
      from (select activity_id, sum(minutes) m, sum(billable_minutes) b from works w where w.company_id = ? group by activity_id) s
      where s.activity_id = a.id`,
      [company.id],
    );
    await trx.raw(`delete from work_day_totals where company_id = ?`, [company.id]);
    await trx.raw(
      `insert into work_day_totals (tenant_id, company_id, user_id, work_date, project_id, minutes, billable_minutes)
      select tenant_id, company_id, user_id, work_date, coalesce(project_id, '00000000-0000-0000-0000-000000000000'), sum(minutes), sum(billable_minutes)
      from works where company_id = ? group by 1, 2, 3, 4, 5`,
      [company.id],
    );
    await trx.raw(`alter table works enable trigger works_totals`);
    // One attachment per ten activities (100,000 at a million), for the documentation centre: the
    // descriptor only (no bytes are read by a list).
    await trx.raw(
      `
      insert into activity_files (tenant_id, company_id, activity_id, file, created_at)
      select a.tenant_id, a.company_id, a.id,
        jsonb_build_object('id', gen_random_uuid(), 'name', 'Soporte ' || a.code || '.pdf', 'size', 20480, 'contentType', 'application/pdf'),
        a.assigned_at
      from activities a where a.company_id = ? and a.code like 'ESC-%' and right(a.code, 1) = '0'`,
      [company.id],
    );
  });
  await knex.raw('analyze');
}
