// Flow types (document 000, sections 3 and 5): a practice's workflow template, drawn as a diagram
// whose nodes are activity types and edges their order, with alerts on its activities as child
// rows and the company's custom fields (flows/add-more-fields-flow-form). The diagram is refused
// empty, with unconnected parts, with cycles or with activity types that are not the company's
// active ones (contract/flow-diagram.ts); a workflow created from it spawns its activities in
// spawnOrder (issue 13). Decision 174.
import type { Knex } from 'knex';
import { invalid, type FieldError } from '../../platform/errors/app-error.ts';
import { refuseTakenCode } from '../../platform/resource/unique-code.ts';
import { boolean, collection, defineResource, enumeration, integer, json, ref, text, textarea } from '../../platform/resource/define.ts';
import { checkFlowDiagram, isFlowDefinition, type FlowDefinition } from '../../contract/flow-diagram.ts';
import { staffLookup } from '../../authorization/principal-user.ts';
import { ALERT_DATE_BASES, ALERT_SEND_METHODS, ALERT_TYPES, FLOW_ALERT_LIMITS as L, flowAlertErrors, type FlowAlert } from '../../contract/flow-types.ts';

export const flowTypes = defineResource({
  name: 'flow-types',
  table: 'flow_types',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  // Workflows (issue 13) and projects' administrators pick them.
  lookupBy: ['AdministrationProjects'],
  lookup: { fields: ['name', 'code', 'practiceId', 'serviceUnitId', 'dynamicFormId', 'active'] },
  lookupFor: staffLookup,
  audited: true,
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    code: text({ required: true, max: 40 }),
    practiceId: ref('practices', { required: true, refFilter: { active: true } }),
    serviceUnitId: ref('service-units', { refFilter: { active: true } }),
    dynamicFormId: ref('dynamic-forms', { refFilter: { active: true } }),
    description: textarea({ max: 1000 }),
    definition: json({ required: true, max: 100_000 }),
    active: boolean({ default: true }),
  },
  customFields: true,
  list: {
    columns: ['code', 'name', 'practiceId', 'serviceUnitId', 'dynamicFormId', 'active'],
    filters: ['practiceId', 'serviceUnitId', 'active'],
    search: ['name', 'code'],
  },
  routes: {
    list: '/management/functional-structure/flows/dash-flows',
    create: '/management/functional-structure/flows/general',
    edit: '/management/functional-structure/flows/general/:id', // the diagram editor (admin/src/pages/flow-types)
    show: '/management/functional-structure/flows/:id',
  },
  menu: 'management',
  collections: {
    alerts: collection({
      table: 'flow_alerts',
      foreignKey: 'flowTypeId',
      position: 'position',
      fields: {
        name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: L.name }),
        sendMethod: enumeration('flowAlertSendMethod', ALERT_SEND_METHODS, { required: true }),
        type: enumeration('flowAlertType', ALERT_TYPES, { required: true }),
        days: integer({ min: 0, max: L.days }),
        activityTypeId: ref('activity-types', { required: true }),
        dateBasis: enumeration('flowAlertDateBasis', ALERT_DATE_BASES),
      },
      columns: ['name', 'activityTypeId', 'type', 'days', 'dateBasis', 'sendMethod'],
      max: L.alerts,
    }),
  },
  rules: {
    async beforeWrite(row, { trx, companyId, id, before }) {
      const errors: FieldError[] = [];
      const definition = row.definition;
      const drawn = !before || definition !== before.definition;
      if (!isFlowDefinition(definition)) throw invalid([{ field: 'definition', code: 'INVALID_VALUE' }]);
      // The verdict on the diagram only when it changes: a template whose activity type was later
      // deactivated can still be renamed or deactivated itself.
      if (drawn) {
        const active = await activeActivityTypes(trx, companyId, definition);
        for (const problem of checkFlowDiagram(definition, active)) errors.push({ field: 'definition', code: problem.code });
      }
      if (drawn || row.alerts !== before?.alerts) errors.push(...flowAlertErrors(row.alerts as FlowAlert[] | undefined, definition));
      if (row.serviceUnitId && row.practiceId) {
        const unit = await trx('service_units').where({ id: row.serviceUnitId }).first('practiceId');
        if (unit && unit.practiceId !== row.practiceId) errors.push({ field: 'serviceUnitId', code: 'ACTIVITY_TYPE_SERVICE_UNIT_OUTSIDE_PRACTICE' });
      }
      if (errors.length) throw invalid(errors);
      await refuseTakenCode(trx, 'flow_types', companyId, String(row.code), id, 'FLOW_TYPE_CODE_TAKEN');
    },
  },
});

/** The company's active activity types among those the diagram names. */
async function activeActivityTypes(trx: Knex.Transaction, companyId: string, definition: FlowDefinition) {
  const named = [...new Set(definition.nodes.map((n) => n.activityTypeId))].filter((v) => /^[0-9a-f-]{36}$/i.test(v));
  if (!named.length) return new Set<string>();
  const rows = await trx('activity_types').where({ companyId, active: true }).whereIn('id', named).select('id');
  return new Set(rows.map((r: { id: string }) => r.id));
}
