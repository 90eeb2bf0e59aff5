// Taxes and withholdings with their percentage (document 1, section 5: value between 0.000001 and 100).
import { boolean, decimal, defineResource, enumeration, pagesAt, text, textarea } from '../../platform/resource/define.ts';

export const TAX_TYPES = ['tax', 'withholding'] as const;

export const taxes = defineResource({
  name: 'taxes',
  table: 'taxes',
  ownedBy: 'company',
  permission: 'AdministrationCompany',
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    type: enumeration('taxType', TAX_TYPES, { required: true, default: 'tax' }),
    value: decimal({ required: true, min: 0.000001, max: 100, rangeCode: 'TAX_VALUE_OUT_OF_RANGE' }),
    description: textarea({ max: 1000 }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'type', 'value', 'active'], filters: ['type', 'active', 'value'], search: ['name'] },
  routes: pagesAt('/management/company/rates/taxes'),
  menu: 'management',
});
