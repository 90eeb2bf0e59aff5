// Metadata shaped like what GET /api/meta/resources serves, for the admin's unit tests. The admin
// reads the real metadata at run time and may import only the contract from the API (decision 67),
// so its tests describe the fields they need here; the API's own tests cover the declarations.
import type { FieldMeta, ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import { PERMISSION_CODES, permissionArea } from '../../../policies/permissions.ts';

const label = (resource: string, field: string) => `resources.${resource}.fields.${field}`;

function resource(name: string, fields: Record<string, Omit<FieldMeta, 'labelKey'>>, extra: Partial<ResourceMeta> = {}): ResourceMeta {
  return {
    name,
    labelKey: `resources.${name}.title`,
    permission: { read: 'ClientFullAccess', write: 'ClientFullAccess' },
    lookupBy: [],
    operations: ['list', 'show', 'create', 'update', 'delete'],
    fields: Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, { ...f, labelKey: label(name, key) }])),
    titleField: 'name',
    list: { columns: Object.keys(fields).slice(0, 3), filters: [], search: [], defaultSort: { field: 'name', order: 'asc' } },
    routes: { list: `/${name}` },
    menu: 'hidden',
    children: [],
    audited: false,
    ...extra,
  };
}

export const clients = resource('clients', {
  personType: { type: 'enum', enumName: 'personType', options: ['natural', 'juridical'], required: true, default: 'juridical' },
  name: { type: 'text', required: true, requiredCode: 'NAME_REQUIRED', max: 200 },
  documentType: { type: 'enum', enumName: 'documentType', options: ['NIT', 'CC'], required: true, default: 'NIT' },
  documentNumber: { type: 'digits', required: true, requiredCode: 'CLIENT_DOCUMENT_REQUIRED', max: 30, formatCode: 'DIGITS_ONLY' },
  bondingDate: { type: 'date' },
  taxProfileId: { type: 'ref', ref: 'tax-profiles', required: true, requiredCode: 'CLIENT_TAX_PROFILE_REQUIRED' },
  country: { type: 'country', max: 3, default: 'COL', formatCode: 'COUNTRY_UNKNOWN' },
  city: { type: 'city', max: 80, default: 'DC:Bogotá D.C.' },
  phone: { type: 'phone', max: 20, formatCode: 'DIGITS_ONLY' },
  email: { type: 'email', max: 254, formatCode: 'EMAIL_NOT_ALLOWED' },
  // Moved by the actions only; `active` follows it.
  state: { type: 'enum', enumName: 'activationState', options: ['active', 'inactive', 'shutDown'], readOnly: true },
  active: { type: 'boolean', readOnly: true },
}, {
  stateMachine: {
    field: 'state',
    transitions: { active: { deactivate: 'inactive', shutdown: 'shutDown' }, inactive: { activate: 'active', shutdown: 'shutDown' }, shutDown: { activate: 'active' } },
  },
  customFields: true,
  // The client's contacts, written with it (a child collection).
  collections: {
    contacts: {
      labelKey: 'resources.clients.collections.contacts',
      fields: Object.fromEntries(Object.entries({
        name: { type: 'personName', required: true, max: 100 },
        lastName: { type: 'personName', max: 100 },
        position: { type: 'text', max: 100 },
        document: { type: 'digits', max: 30 },
        email: { type: 'email', max: 254 },
        phone: { type: 'phone', max: 20 },
        type: { type: 'enum', enumName: 'contactType', options: [0, 1, 2, 3], required: true, default: 1 },
        isMain: { type: 'boolean', default: false },
        active: { type: 'boolean', default: true },
      } satisfies Record<string, Omit<FieldMeta, 'labelKey'>>).map(([key, f]) => [key, { ...f, labelKey: label('client-contacts', key) }])),
      columns: ['name', 'lastName', 'type', 'email', 'isMain'],
      max: 50,
    },
  },
});

export const clientContacts = resource('client-contacts', {
  clientId: { type: 'ref', ref: 'clients', required: true },
  name: { type: 'personName', required: true, requiredCode: 'NAME_REQUIRED', max: 100, formatCode: 'LETTERS_ONLY' },
  type: { type: 'enum', enumName: 'contactType', options: [0, 1, 2], required: true, default: 1 },
  isMain: { type: 'boolean', default: false },
});

export const taxes = resource('taxes', {
  name: { type: 'text', required: true, max: 200 },
  value: { type: 'decimal', required: true, min: 0.000001, max: 100, rangeCode: 'TAX_VALUE_OUT_OF_RANGE' },
});

export const users = resource('users', {
  fullName: { type: 'text', readOnly: true },
  name: { type: 'personName', required: true, max: 100, formatCode: 'LETTERS_ONLY' },
  isSuperAdmin: { type: 'boolean', writableBy: 'superAdmin' },
}, {
  permission: { read: 'AdministrationUsers', write: 'AdministrationUsers' },
  lookup: { fields: ['name', 'fullName'] },
});

export const roles = resource('roles', {
  code: { type: 'text', required: true, max: 40 },
  name: { type: 'text', required: true, max: 200 },
  permissions: {
    type: 'enumSet', enumName: 'permissions', options: PERMISSION_CODES,
    optionGroups: Object.fromEntries(PERMISSION_CODES.map((code) => [code, permissionArea(code)])),
  },
  userCount: { type: 'integer', readOnly: true },
  active: { type: 'boolean', default: true },
});

export const projects = resource('projects', {
  name: { type: 'text', required: true, max: 200 },
  workGroupIds: { type: 'refs', ref: 'work-groups', required: true, requiredCode: 'PROJECT_WORK_GROUP_REQUIRED' },
});
