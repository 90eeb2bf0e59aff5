// Trade (commercial) agreements of a project: ten types, one table of scalars and three grids of
// child rows written with the agreement (rates, hour intervals, milestones). Which fields each
// type uses and every rule over them: contract/trade-agreements.ts (the editor shows the same);
// what they mean for the money: docs/agreements.md.
import { boolean, collection, date, decimal, defineResource, enumeration, integer, ref, text, textarea } from '../../platform/resource/define.ts';
import {
  ACCUMULATIONS,
  AGREEMENT_STATES,
  AGREEMENT_TYPE_CODES,
  DISTRIBUTIONS,
  INCREMENT_KINDS,
  INCREMENT_MOMENTS,
  TIME_ROUNDING_MODES,
  VALIDITIES,
} from '../../contract/trade-agreements.ts';
import { INDEXING_UNIT } from '../currencies/currencies.resource.ts';
import { agreementActions, agreementRules, agreementTransitions } from './agreement-rules.ts';
import { staffLookup } from '../../authorization/principal-user.ts';
import { projectVisibility } from '../../authorization/visibility.ts';

const money = (o: Parameters<typeof decimal>[0] = {}) => decimal({ ...o });

export const tradeAgreements = defineResource({
  name: 'trade-agreements',
  table: 'trade_agreements',
  ownedBy: 'company',
  permission: 'AdministrationProjects',
  // Staff pick the agreements of the projects whose production they see.
  lookup: { fields: ['title', 'projectId', 'type', 'state', 'startDate', 'endDate'] },
  lookupFor: staffLookup,
  visibility: (caller) => {
    if (caller.unrestricted || caller.can?.('AdministrationProjects')) return { sql: 'true', bindings: [] };
    const seen = projectVisibility(caller, 'p');
    return { sql: `t.project_id in (select p.id from projects p where ${seen.sql})`, bindings: seen.bindings };
  },
  // Agreements are closed, never deleted: settlement blocks and activities will point at them.
  operations: ['list', 'show', 'create', 'update'],
  titleField: 'title',
  fields: {
    projectId: ref('projects', { required: true, section: 'general' }),
    type: enumeration('tradeAgreementType', AGREEMENT_TYPE_CODES, { required: true, requiredCode: 'TRADE_AGREEMENT_TYPE_REQUIRED', section: 'general' }),
    title: text({ readOnly: true, expression: `to_char(t.start_date, 'YYYY-MM-DD') || ' / ' || to_char(t.end_date, 'YYYY-MM-DD')` }),
    startDate: date({ required: true, section: 'general' }),
    endDate: date({ required: true, section: 'general' }),
    // A currency or an indexing unit (then billed in its standard currency at the equivalency of the date).
    currencyId: ref('currencies', { required: true, refFilter: { active: true }, section: 'general' }),
    description: textarea({ max: 1000, section: 'general' }),
    observations: textarea({ max: 2000, section: 'general' }),
    ledesExport: boolean({ default: false, section: 'general' }),
    autoRenewal: boolean({ default: false, section: 'general' }),
    incrementMoment: enumeration('incrementMoment', INCREMENT_MOMENTS, { required: true, default: 'NotIncrement', section: 'increment' }),
    incrementKind: enumeration('incrementKind', INCREMENT_KINDS, { section: 'increment' }),
    incrementPercent: money({ section: 'increment' }),
    // The indexing unit whose variation since the start is the increment (docs/agreements.md).
    incrementIndexId: ref('currencies', { refFilter: { type: INDEXING_UNIT }, section: 'increment' }),
    rate: money({ section: 'terms' }),
    amount: money({ section: 'terms' }),
    hours: decimal({ max: 99999999, section: 'terms' }),
    cap: money({ section: 'terms' }),
    rateBookId: ref('rate-books', { section: 'terms' }),
    validity: enumeration('agreementValidity', VALIDITIES, { section: 'terms' }),
    accumulation: enumeration('agreementAccumulation', ACCUMULATIONS, { section: 'terms' }),
    distribution: enumeration('agreementDistribution', DISTRIBUTIONS, { section: 'terms' }),
    // Its own time rounding (docs/settlement.md, Rounding); empty: the company's.
    timeRoundingMode: enumeration('timeRoundingMode', TIME_ROUNDING_MODES, { section: 'timeRounding' }),
    timeRoundingUnit: integer({ min: 1, max: 60, section: 'timeRounding' }),
    // Moved by the actions close and reopen only.
    state: enumeration('tradeAgreementState', AGREEMENT_STATES, { readOnly: true, default: 'open' }),
    // The project's newest agreement (by start date, then creation): the only one that may be reopened.
    latest: boolean({
      readOnly: true,
      expression: `t.id = (select a.id from trade_agreements a where a.project_id = t.project_id
        order by a.start_date desc, a.created_at desc, a.id desc limit 1)`,
    }),
  },
  list: {
    columns: ['title', 'projectId', 'type', 'currencyId', 'state', 'latest'],
    filters: ['projectId', 'type', 'state', 'startDate', 'endDate'],
    defaultSort: { field: 'startDate', order: 'desc' },
  },
  routes: {
    list: '/management/projects/trade-agreement',
    create: '/management/projects/commercial-agreement',
    edit: '/management/projects/commercial-agreement/:id',
    show: '/management/projects/trade-agreement/:id',
  },
  menu: 'management',
  collections: {
    rates: collection({
      table: 'trade_agreement_rates',
      foreignKey: 'tradeAgreementId',
      fields: { userId: ref('users'), tariffCategoryId: ref('tariff-categories'), activityTypeId: ref('activity-types'), rate: money({ required: true }) },
      max: 500,
    }),
    intervals: collection({
      table: 'trade_agreement_intervals',
      foreignKey: 'tradeAgreementId',
      fields: { fromHours: decimal({ required: true, min: 0, max: 99999999 }), toHours: decimal({ min: 0, max: 99999999 }), rate: money({ required: true }) },
      orderBy: ['fromHours'],
      max: 50,
    }),
    milestones: collection({
      table: 'trade_agreement_milestones',
      foreignKey: 'tradeAgreementId',
      fields: { date: date(), activityTypeId: ref('activity-types'), amount: money({ required: true }), description: text({ max: 200 }) },
      orderBy: ['date'],
      max: 200,
    }),
  },
  rules: agreementRules,
  stateMachine: { field: 'state', transitions: agreementTransitions },
  actions: agreementActions,
  audited: true,
});
