// Work groups: teams of users; projects are staffed by work groups. Members and external users are
// two sets kept in one join table (work_group_members.is_external).
import type { Knex } from 'knex';
import { invalid } from '../../platform/errors/app-error.ts';
import { boolean, defineResource, pagesAt, refs, text, textarea } from '../../platform/resource/define.ts';
import { deactivationRefusal, type StaffedProject } from './work-group-rules.ts';
import { refuseTakenCode } from '../../platform/resource/unique-code.ts';
import { staffLookup } from '../../authorization/principal-user.ts';

const MEMBERS = { table: 'work_group_members', from: 'work_group_id', to: 'user_id' } as const;

/** Active projects of the company the work group staffs, each with its other active work groups. */
async function staffedProjects(trx: Knex.Transaction, companyId: string, workGroupId: string): Promise<StaffedProject[]> {
  const rows = await trx('projects as p')
    .join('project_work_groups as pw', 'pw.projectId', 'p.id')
    .where({ 'pw.workGroupId': workGroupId, 'p.companyId': companyId, 'p.active': true })
    .orderBy('p.name')
    .select(
      'p.name',
      trx.raw(
        `(select count(*) from project_work_groups o join work_groups g on g.id = o.work_group_id
      where o.project_id = p.id and o.work_group_id <> ? and g.active)::int as other_active_groups`,
        [workGroupId],
      ),
    );
  return rows as StaffedProject[];
}

export const workGroups = defineResource({
  name: 'work-groups',
  table: 'work_groups',
  ownedBy: 'company',
  permission: 'AdministrationUsers',
  // Projects' and rate books' forms pick work groups; the leader's settlement queue filters and names them.
  lookupBy: ['AdministrationProjects', 'AdministrationCompany', 'SettlementAccessReviewedServicesAll', 'SettlementAccessReviewedServicesWorkgroup'],
  lookup: { fields: ['name', 'code', 'active'] },
  lookupFor: staffLookup,
  audited: true,
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    code: text({ required: true, max: 40 }),
    description: textarea({ max: 1000 }),
    memberIds: refs('users', { ...MEMBERS, where: { is_external: false } }),
    externalUserIds: refs('users', { ...MEMBERS, where: { is_external: true } }),
    active: boolean({ default: true }),
  },
  list: { columns: ['code', 'name', 'active'], filters: ['active'], search: ['name', 'code'] },
  routes: pagesAt('/management/users/work-groups/general-info', {
    list: '/management/users/work-groups/dash-work-groups',
    create: '/management/users/work-groups/general-info',
  }),
  menu: 'management',
  rules: {
    async beforeWrite(row, { trx, companyId, id, before }) {
      const members = new Set((row.memberIds as string[] | null) ?? []);
      if (((row.externalUserIds as string[] | null) ?? []).some((u) => members.has(u))) {
        throw invalid([{ field: 'externalUserIds', code: 'WORK_GROUP_MEMBER_ALSO_EXTERNAL' }]);
      }
      await refuseTakenCode(trx, 'work_groups', companyId, String(row.code), id, 'WORK_GROUP_CODE_TAKEN');
      if (id && before?.active === true && row.active === false) {
        const refusal = deactivationRefusal(await staffedProjects(trx, companyId, id));
        if (refusal) throw refusal;
      }
    },
  },
});
