// Cases (processes, document 000, section 3): a matter with its parties and counterparties (name,
// document number), its workflows and activities; open in grid-cases, closed in grid-cases-close,
// exported for litigation with its parties (GetFileExportLitigios). Seen by whoever sees its
// project's production, its creator, and the people of its workflows and activities.
import {
  boolean,
  collection,
  defineResource,
  digits,
  enumeration,
  ref,
  text,
  textarea,
  type ResourceDecl,
  type RuleContext,
} from '../../platform/resource/define.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { caseVisibility, withinBucket } from '../../authorization/visibility.ts';
import { withoutNewlines } from '../activities/activity-rules.ts';
import { labelledAs } from '../activities/activities.resource.ts';
import { operativePages } from '../operative-pages.ts';

export const CASE_STATES = ['open', 'closed'] as const;
const caseTransitions = { open: { closeCase: 'closed' }, closed: { reopenCase: 'open' } } as const;

const partiesOf = (side: 'party' | 'counterparty') =>
  `select string_agg(p.name || coalesce(' (' || p.document_number || ')', ''), '; ' order by p.position) from case_parties p where p.case_id = t.id and p.side = '${side}'`;

const fields: ResourceDecl['fields'] = {
  code: text({ readOnly: true, max: 40, searchColumn: 'code' }),
  title: text({ required: true, max: 200, searchColumn: 'title_search' }),
  description: textarea({ max: 2000 }),
  clientId: ref('clients', { required: true }),
  projectId: ref('projects'),
  state: enumeration('caseState', CASE_STATES, { readOnly: true }),
  active: boolean({ readOnly: true }),
  parties: text({ readOnly: true, expression: partiesOf('party') }),
  counterparties: text({ readOnly: true, expression: partiesOf('counterparty') }),
  workflowCount: { type: 'integer', readOnly: true, expression: 'select count(*)::int from operative_workflows w where w.case_id = t.id' },
  activityCount: { type: 'integer', readOnly: true, expression: 'select count(*)::int from activities a where a.case_id = t.id' },
};

/** Whoever sees the case's project's production, its creator, and the people of its work. */

async function beforeWriteCase(row: Record<string, unknown>, ctx: RuleContext): Promise<void> {
  withoutNewlines(row, ['title']);
  if (row.projectId) {
    const project = await ctx.trx('projects').where({ id: row.projectId }).first('clientId');
    if (project && project.clientId !== row.clientId) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'projectId', code: 'ACTIVITY_PROJECT_OTHER_CLIENT' }]);
    }
  }
  if (!ctx.before && ctx.stamp) ctx.stamp.createdBy = ctx.caller?.userId ?? null;
}

const base = {
  table: 'cases',
  ownedBy: 'company' as const,
  permission: { read: null, write: null },
  refTitles: true,
  titleField: 'title',
  visibility: caseVisibility as ResourceDecl['visibility'],
};

export const cases = defineResource({
  ...base,
  name: 'cases',
  audited: true,
  fields,
  list: {
    columns: ['code', 'title', 'clientId', 'projectId', 'parties', 'counterparties', 'state', 'workflowCount', 'activityCount'],
    filters: ['state', 'clientId', 'projectId'],
    search: ['title', 'code'],
    defaultSort: { field: 'createdAt', order: 'desc' },
  },
  routes: operativePages('/operative-cases', 'general-cases'),
  menu: 'hidden',
  children: [
    { resource: 'operative-workflows', foreignKey: 'caseId' },
    { resource: 'activities', foreignKey: 'caseId' },
  ],
  collections: {
    partyRows: collection({
      table: 'case_parties',
      foreignKey: 'caseId',
      position: 'position',
      fields: {
        side: enumeration('caseSide', ['party', 'counterparty'], { required: true, default: 'party' }),
        name: text({ required: true, max: 200 }),
        documentNumber: digits({ max: 30 }),
      },
      max: 100,
    }),
  },
  rules: { beforeWrite: beforeWriteCase },
  stateMachine: { field: 'state', transitions: caseTransitions },
  actions: [
    { name: 'closeCase', permission: null },
    { name: 'reopenCase', permission: null },
  ],
});

/** grid-cases (open) and grid-cases-close: the cases the caller sees; exported with their parties for litigation. */
function caseGrid(name: string, path: string, state: 'open' | 'closed') {
  return defineResource({
    ...base,
    name,
    visibility: (caller) => withinBucket(`t.state = '${state}'`, caseVisibility(caller as never)),
    operations: ['list', 'show'],
    fields: labelledAs('cases', fields),
    list: {
      columns: ['code', 'title', 'clientId', 'projectId', 'parties', 'counterparties', 'workflowCount', 'activityCount'],
      filters: ['clientId', 'projectId'],
      search: ['title', 'code'],
      defaultSort: { field: 'createdAt', order: 'desc' },
    },
    routes: { list: path },
    menu: 'workPanel',
    rowsOf: 'cases',
  });
}

export const caseGrids = [caseGrid('grid-cases', '/grid-cases', 'open'), caseGrid('grid-cases-close', '/grid-cases-close', 'closed')];
