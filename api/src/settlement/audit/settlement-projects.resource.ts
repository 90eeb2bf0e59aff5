// The settlement queue of projects (screen "Servicios revisados", audited by leader): the projects
// whose audited work a leader settles. Scoped by the SettlementAccessReviewedServices pair: the
// All code sees every project of the company, the Workgroup code only projects staffed by one of
// the user's work groups; private projects only by their members. Each carries its audited work's
// count and billable hours (the screen's indicator).
import { settlementScreen } from '../settlement-scope.ts';
import { boolean, decimal, defineResource, integer, refs, searchMatchFolded, text } from '../../platform/resource/define.ts';

export const settlementProjects = defineResource({
  name: 'settlement-projects',
  table: 'projects',
  ...settlementScreen('SettlementAccessReviewedServices', 't.id'),
  fields: {
    name: text({ readOnly: true, searchColumn: 'name_search' }),
    clientName: text({
      readOnly: true,
      expression: 'select c.name from clients c where c.id = t.client_id',
      searchSql: `t.client_id in (select c.id from clients c where ${searchMatchFolded('c.name_search')})`, // folded once, on write
    }),
    workGroupIds: refs('work-groups', { table: 'project_work_groups', from: 'project_id', to: 'work_group_id', order: 'priority' }, { readOnly: true }),
    privacy: boolean({ readOnly: true }),
    active: boolean({ readOnly: true }),
    // The queue's indicator: the audited work waiting to be sent, by count and billable hours (decision 225).
    auditedCount: integer({ readOnly: true, expression: `select count(*)::int from activities a where a.project_id = t.id and a.state = 'AuditedByLeader'` }),
    auditedHours: decimal({
      readOnly: true,
      expression: `select round(coalesce(sum(a.billable_minutes), 0) / 60.0, 2) from activities a where a.project_id = t.id and a.state = 'AuditedByLeader'`,
    }),
  },
  list: {
    columns: ['name', 'clientName', 'workGroupIds', 'auditedCount', 'auditedHours', 'active'],
    filters: ['active', 'workGroupIds'],
    search: ['name', 'clientName'],
  },
  routes: { list: '/settlement-billing/audited-by-leader', show: '/settlement-billing/audited-by-leader/:id' },
  menu: 'settlement',
});
