// A client's contact is the client's, not the firm's staff (issue 29, item 1): the caller of a
// request now says which client the user is a contact of in the company acted in (null for staff),
// read in the same statement as the roles, so the route guard can keep contacts to the routes that
// are theirs without another query per request.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function app_user_caller(p_user uuid, p_tenant uuid, p_company uuid) returns jsonb
    language plpgsql volatile set search_path = public as $$
    declare
      u record;
      m record;
      v_roles jsonb := '[]';
      v_contact uuid;
    begin
      perform set_config('app.tenant_id', coalesce(p_tenant::text, ''), true), set_config('app.user_id', p_user::text, true),
        set_config('app.user_email', '', true);
      select id, email, is_super_admin, active into u from users where id = p_user;
      if not found or not u.active then return jsonb_build_object('active', false); end if;
      select cm.tenant_id, cm.company_id into m from company_memberships cm
        join companies c on c.id = cm.company_id
        join tenants t on t.id = cm.tenant_id
        join tenant_memberships tm on tm.tenant_id = cm.tenant_id and tm.user_id = cm.user_id
        where cm.user_id = p_user and cm.active and c.active and t.active and tm.active
        order by coalesce(cm.company_id = p_company and cm.tenant_id = p_tenant, false) desc, cm.is_default desc, c.is_main desc, c.name
        limit 1;
      if m.company_id is distinct from p_company then
        perform set_config('app.tenant_id', coalesce(m.tenant_id::text, ''), true);
      end if;
      if m.company_id is not null then
        select coalesce(jsonb_agg(jsonb_build_object('roleId', r.id, 'permissions', (
            select coalesce(jsonb_agg(rp.permission_code order by rp.permission_code), '[]') from role_permissions rp where rp.role_id = r.id
          )) order by r.id), '[]') into v_roles
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = p_user and ur.company_id = m.company_id and r.active;
        select up.client_id into v_contact from user_profiles up
          where up.user_id = p_user and up.company_id = m.company_id and up.is_contact and up.client_id is not null;
      end if;
      return jsonb_build_object('active', true, 'email', u.email, 'isSuperAdmin', u.is_super_admin,
        'tenantId', m.tenant_id, 'companyId', m.company_id, 'roles', v_roles, 'contactClientId', v_contact);
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  // The earlier definition, as its own migration wrote it.
  await knex.raw('drop function if exists app_session_caller(text)');
  await knex.raw('drop function if exists app_user_caller(uuid, uuid, uuid)');
  await (await import('./20261124000420_session_caller.ts')).up(knex);
}
