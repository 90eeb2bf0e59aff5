// Scale generator for benchmarks: many clients, contacts and projects in the demo tenant's main
// company, generated inside PostgreSQL (generate_series) so a million rows take seconds, not hours.
import type { Knex } from 'knex';

export async function seedScale(knex: Knex, clients: number): Promise<void> {
  const company = await knex('companies').where({ is_main: true }).orderBy('created_at').first('id', 'tenant_id');
  const profile = await knex('tax_profiles').where({ company_id: company.id }).first('id');
  const groups = (await knex('work_groups').where({ company_id: company.id }).orderBy('code').pluck('id')) as string[];
  const practice = await knex('practices').where({ company_id: company.id }).first('id');
  const manager = await knex('project_commercial_managers').first('user_id');
  await knex.transaction(async (trx) => {
    await trx.raw(`
      insert into clients (tenant_id, company_id, name, document_number, tax_profile_id, email, phone, state)
      select ?, ?, 'Cliente Escala ' || lpad(g::text, 7, '0'), (700000000 + g)::text, ?,
             'contacto' || g || '@escala.co', (3000000000 + g)::text, case when g % 10 <> 0 then 'active' else 'inactive' end
      from generate_series(1, ?) g`, [company.tenant_id, company.id, profile.id, clients]);
    await trx.raw(`
      insert into projects (tenant_id, company_id, client_id, name)
      select c.tenant_id, c.company_id, c.id, 'Proyecto de ' || c.name
      from clients c where c.company_id = ? and c.name like 'Cliente Escala %'`, [company.id]);
    // Projects spread over the company's work groups, so Workgroup scopes see a part of them.
    await trx.raw(`insert into project_work_groups (tenant_id, project_id, work_group_id)
      select tenant_id, id, (?::uuid[])[1 + (row_number() over (order by id) % ?)]
      from projects where company_id = ? and name like 'Proyecto de Cliente Escala %'`, [groups, groups.length, company.id]);
    await trx.raw(`insert into project_practices (tenant_id, project_id, practice_id)
      select tenant_id, id, ? from projects where company_id = ? and name like 'Proyecto de Cliente Escala %'`, [practice.id, company.id]);
    if (manager) {
      await trx.raw(`insert into project_commercial_managers (tenant_id, project_id, user_id)
        select tenant_id, id, ? from projects where company_id = ? and name like 'Proyecto de Cliente Escala %'`, [manager.user_id, company.id]);
    }
  });
  await knex.raw('analyze');
}
