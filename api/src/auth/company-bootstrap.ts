// What a new company needs before anyone can work in it: its creator as a member, and an
// administrator role holding every permission code, given to the creator. Shared by registration
// (the tenant's first company) and add-company (another company of the tenant), in the caller's
// transaction.
import crypto from 'node:crypto';
import type { Knex } from 'knex';

export async function bootstrapCompany(trx: Knex.Transaction, at: { tenantId: string; companyId: string; userId: string; isDefault: boolean }): Promise<void> {
  const { tenantId, companyId, userId, isDefault } = at;
  const roleId = crypto.randomUUID();
  await trx('company_memberships').insert({ tenantId, companyId, userId, isDefault });
  const codes = (await trx('permissions').orderBy('code').select('code')).map((p: { code: string }) => p.code);
  await trx('roles').insert({ id: roleId, tenantId, companyId, code: 'ADMIN', name: 'Administrador', description: 'Todos los permisos de la plataforma' });
  await trx('role_permissions').insert(codes.map((code: string) => ({ tenantId, roleId, permissionCode: code })));
  await trx('user_roles').insert({ tenantId, companyId, userId, roleId });
}
