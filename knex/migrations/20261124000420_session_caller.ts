// A request's caller in one statement (issue 11, a lighter request): the session by its cookie's
// hash, the user, the company the session acts in (the stored one while the user still belongs to
// it, else the default one) and the active roles there with their permission codes. It replaces
// about five queries in a transaction of their own. The functions run with the caller's rights
// (RLS applies) and set the same per-transaction settings, in the same order, as the code they replace.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function app_user_caller(p_user uuid, p_tenant uuid, p_company uuid) returns jsonb
    language plpgsql volatile set search_path = public as $$
    declare
      u record;
      m record;
      v_roles jsonb := '[]';
    begin
      perform set_config('app.tenant_id', coalesce(p_tenant::text, ''), true), set_config('app.user_id', p_user::text, true),
        set_config('app.user_email', '', true);
      select id, email, is_super_admin, active into u from users where id = p_user;
      if not found or not u.active then return jsonb_build_object('active', false); end if;
      -- The stored company while the membership, the company, the tenant and the tenant membership
      -- are active; else the default membership, the main company, then by name (sessions.ts, defaultCompany).
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
      end if;
      return jsonb_build_object('active', true, 'email', u.email, 'isSuperAdmin', u.is_super_admin,
        'tenantId', m.tenant_id, 'companyId', m.company_id, 'roles', v_roles);
    end $$`);
  await knex.raw(`
    create function app_session_caller(p_token_hash text) returns jsonb
    language plpgsql volatile set search_path = public as $$
    declare
      s record;
    begin
      -- The cookie's hash is the only key to its row here: no other session is visible (RLS).
      perform set_config('app.tenant_id', '', true), set_config('app.user_id', '', true), set_config('app.user_email', '', true),
        set_config('app.session_hash', p_token_hash, true), set_config('app.session_id', '', true);
      select id, user_id, email, tenant_id, company_id, ended_at, end_reason, last_activity_at, claimed_name, claimed_last_name
        into s from auth_sessions where token_hash = p_token_hash;
      if not found then return null; end if;
      return jsonb_build_object('id', s.id, 'userId', s.user_id, 'email', s.email, 'tenantId', s.tenant_id, 'companyId', s.company_id,
        'endedAt', s.ended_at, 'endReason', s.end_reason, 'lastActivityAt', s.last_activity_at,
        'claimedName', s.claimed_name, 'claimedLastName', s.claimed_last_name,
        'user', case when s.user_id is not null and s.ended_at is null then app_user_caller(s.user_id, s.tenant_id, s.company_id) end);
    end $$`);
  for (const fn of ['app_user_caller(uuid, uuid, uuid)', 'app_session_caller(text)']) {
    await knex.raw(`revoke all on function ${fn} from public`);
    await knex.raw(`grant execute on function ${fn} to ${APP_ROLE}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_session_caller(text)');
  await knex.raw('drop function if exists app_user_caller(uuid, uuid, uuid)');
}
