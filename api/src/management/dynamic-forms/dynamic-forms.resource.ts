// Dynamic forms (document 0, sections 2-4): a named, coded form whose fields a company designs;
// flow types name one, and a workflow's answers to it are checked by checkDynamicFormAnswers.
// The fields are a child collection written with the form, so adding, editing, reordering and
// removing fields is one save in one transaction (decision 130).
import { fail, invalid } from '../../platform/errors/app-error.ts';
import { refuseTakenCode } from '../../platform/resource/unique-code.ts';
import { boolean, collection, defineResource, enumeration, integer, text, textarea } from '../../platform/resource/define.ts';
import { CUSTOM_FIELD_LIMITS } from '../../contract/custom-fields.ts';
import { DATE_TYPES, DYNAMIC_FIELD_KINDS, DYNAMIC_FORM_LIMITS as L, dynamicFormErrors, type DynamicFormField } from '../../contract/dynamic-forms.ts';

const message = () => text({ max: L.message });

export const dynamicForms = defineResource({
  name: 'dynamic-forms',
  table: 'dynamic_forms',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  // Flow types and projects pick a form; the projects' administrators see its name.
  lookupBy: ['AdministrationProjects'],
  audited: true,
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    code: text({ required: true, max: 40 }),
    description: textarea({ max: 1000 }),
    active: boolean({ default: true }),
  },
  list: { columns: ['code', 'name', 'description', 'active'], filters: ['active'], search: ['name', 'code'] },
  routes: {
    list: '/management/functional-structure/dynamic-forms/dash-dynamic-forms',
    create: '/management/functional-structure/dynamic-forms/general-info',
    edit: '/management/functional-structure/dynamic-forms/form-design/:id', // the designer page
    show: '/management/functional-structure/dynamic-forms/general-info/:id',
  },
  menu: 'management',
  collections: {
    fields: collection({
      table: 'dynamic_form_fields',
      foreignKey: 'dynamicFormId',
      position: 'position',
      fields: {
        kind: enumeration('dynamicFieldKind', DYNAMIC_FIELD_KINDS, { required: true }),
        title: text({ required: true, max: L.title }),
        placeholder: text({ max: L.placeholder }),
        required: boolean({ default: false }),
        requiredMessage: message(),
        minLength: integer({ min: 0, max: L.length }),
        maxLength: integer({ min: 1, max: L.length }),
        lengthMessage: message(),
        multiple: boolean({ default: false }),
        maxSelections: integer({ min: 0, max: CUSTOM_FIELD_LIMITS.options, default: 0 }),
        mask: text({ max: L.mask }),
        options: textarea({ max: CUSTOM_FIELD_LIMITS.options * (CUSTOM_FIELD_LIMITS.option + 2) }),
        columns: integer({ min: 1, max: L.columns, default: L.columns }),
        height: integer({ min: L.minHeight, max: L.maxHeight }),
        dateType: enumeration('dynamicDateType', DATE_TYPES),
      },
      columns: ['title', 'kind', 'required'],
      max: L.fields, // at least one: the rule below says so with the specification's own message
    }),
  },
  rules: {
    async beforeWrite(row, { trx, companyId, id, before }) {
      if (!before || row.fields !== before.fields) {
        // on update, only when the fields are given
        const errors = dynamicFormErrors(row.fields as DynamicFormField[] | undefined);
        if (errors.length) throw invalid(errors);
      }
      await refuseTakenCode(trx, 'dynamic_forms', companyId, String(row.code), id, 'DYNAMIC_FORM_CODE_TAKEN');
      // A form the company's active flow types ask for stays active (document 000, section 8).
      if (id && before?.active === true && row.active === false) {
        const users = (await trx('flow_types').where({ dynamicFormId: id, active: true }).orderBy('name').pluck('name')) as string[];
        if (users.length) throw fail('DYNAMIC_FORM_HAS_FLOW_TYPES', { count: users.length, names: users.join(', ') });
      }
    },
  },
});
