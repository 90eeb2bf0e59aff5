// The definitions of a company's custom fields, a declared resource like any other (generated
// routes, grid and form; the admin's designer page overrides the list). Every member may read
// them (their forms render the fields); only company administrators define them.
import { AppError, invalid } from '../errors/app-error.ts';
import { lockFor } from '../db/knex.ts';
import { boolean, defineResource, enumeration, integer, pagesAt, text, textarea, type Resource } from '../resource/define.ts';
import { definitionErrors } from './definition-rules.ts';
import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_TYPES } from '../../contract/custom-fields.ts';

const FIELDS = ['entity', 'key', 'label', 'dataType', 'required', 'options', 'position', 'active', 'listColumn'];

/** The resource over the definitions of the entities that opt in (`customFields: true`). */
export function customFieldsResource(entities: readonly string[]): Resource {
  return defineResource({
    name: 'custom-fields',
    table: 'custom_field_definitions',
    ownedBy: 'company',
    permission: 'AdministrationCompany',
    lookup: { fields: FIELDS },
    audited: true,
    titleField: 'label',
    fields: {
      entity: enumeration('customFieldEntity', entities, { required: true }),
      key: text({ readOnly: true, max: 20 }),
      label: text({ required: true, max: CUSTOM_FIELD_LIMITS.label }),
      dataType: enumeration('customFieldType', CUSTOM_FIELD_TYPES, { required: true }),
      required: boolean({ default: false }),
      options: textarea({ max: CUSTOM_FIELD_LIMITS.options * (CUSTOM_FIELD_LIMITS.option + 2) }),
      position: integer({ min: 0, max: 100000 }),
      active: boolean({ default: true }),
      listColumn: boolean({ default: false }),
    },
    list: {
      columns: ['label', 'entity', 'dataType', 'required', 'position', 'active', 'listColumn'],
      filters: ['entity', 'dataType', 'active'],
      search: ['label'],
      defaultSort: { field: 'position', order: 'asc' },
    },
    routes: pagesAt('/management/custom-fields'),
    menu: 'management',
    rules: {
      async beforeWrite(row, { trx, companyId, id, before }) {
        const errors = definitionErrors(row, before);
        if (errors.length) throw invalid(errors);
        // One label per entity without regard to case, checked under a lock so parallel saves cannot both pass.
        await lockFor(trx, 'custom-fields', companyId, String(row.entity), String(row.label).toLowerCase());
        const taken = await trx('custom_field_definitions')
          .where({ companyId, entity: row.entity })
          .whereRaw('lower(label) = lower(?)', [String(row.label)])
          .modify((q) => {
            if (id) q.whereNot({ id });
          })
          .first('id');
        if (taken) throw new AppError('CUSTOM_FIELD_LABEL_TAKEN', {}, [{ field: 'label', code: 'CUSTOM_FIELD_LABEL_TAKEN' }]);
        // A new field goes last unless placed.
        if (!id && (row.position === undefined || row.position === null)) {
          const last = await trx('custom_field_definitions').where({ companyId, entity: row.entity }).max({ p: 'position' }).first();
          row.position = Number((last as { p: number | null } | undefined)?.p ?? 0) + 1;
        }
      },
    },
  });
}
