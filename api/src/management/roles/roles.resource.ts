// Roles: a company's named sets of permission codes (document 1, sections 3 and 6). Editing asks for
// confirmation, a role held by users cannot be deactivated nor deleted, every change (permissions
// added and removed included) goes to the audit log, and a role can be duplicated (roles.routes.ts).
import { PERMISSION_CODES, permissionArea } from '../../../../policies/permissions.ts';
import { fail } from '../../platform/errors/app-error.ts';
import { boolean, defineResource, enumSet, integer, pagesAt, text, textarea } from '../../platform/resource/define.ts';
import type { Knex } from 'knex';
import { refuseTakenCode } from '../../platform/resource/unique-code.ts';
import { duplicateRole } from './duplicate.action.ts';

/** Users holding the role (in its company). */
export async function holdersOf(trx: Knex.Transaction, roleId: string): Promise<number> {
  const row = await trx('user_roles').where({ roleId }).count({ n: '*' }).first();
  return Number((row as { n: string | number } | undefined)?.n ?? 0);
}

export const roles = defineResource({
  name: 'roles',
  table: 'roles',
  ownedBy: 'company',
  permission: 'AdministrationUsers',
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 100 }),
    code: text({ required: true, max: 40 }),
    description: textarea({ max: 500 }),
    permissions: enumSet(
      'permissions',
      PERMISSION_CODES,
      { table: 'role_permissions', from: 'role_id', to: 'permission_code' },
      { optionGroups: Object.fromEntries(PERMISSION_CODES.map((code) => [code, permissionArea(code)])) },
    ),
    userCount: integer({ readOnly: true, expression: 'select count(*)::int from user_roles ur where ur.role_id = t.id' }),
    active: boolean({ default: true }),
  },
  list: { columns: ['code', 'name', 'userCount', 'active'], filters: ['active', 'permissions'], search: ['name', 'code'] },
  routes: pagesAt('/management/users/roles/general-info', { list: '/management/users/roles', create: '/management/users/roles/general-info' }),
  menu: 'management',
  audited: true,
  confirmUpdate: 'ROLE_CHANGE_CONFIRM',
  actions: [duplicateRole],
  rules: {
    async beforeWrite(row, { trx, companyId, id, before }) {
      await refuseTakenCode(trx, 'roles', companyId, String(row.code), id, 'ROLE_CODE_TAKEN');
      if (id && before?.active === true && row.active === false) {
        const count = await holdersOf(trx, id);
        if (count > 0) throw fail('ROLE_IN_USE', { count });
      }
    },
    async beforeDelete({ trx, id }) {
      if ((await holdersOf(trx, id)) > 0) throw fail('RECORD_IN_USE');
    },
  },
});
