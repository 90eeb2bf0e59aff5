// Clients (business partners) with their tax profile (document 1, sections 3 and 5).
import {
  boolean, date, defineResource, digits, email, enumeration, phone, ref, text,
} from '../../platform/resource/define.ts';
import { ASSIGNABLE } from '../users/assignable.ts';

export const PERSON_TYPES = ['juridical', 'natural'] as const;
export const DOCUMENT_TYPES = ['NIT', 'CC', 'CE', 'PA'] as const;
/** Defaults of the specification when country or main city are missing. */
export const DEFAULT_COUNTRY = 'COL';
export const DEFAULT_CITY = '1170483426';

export const clients = defineResource({
  name: 'clients',
  table: 'clients',
  ownedBy: 'company',
  permission: 'ClientFullAccess',
  lookupBy: ['AdministrationProjects', 'AdministrationClient', 'AdministrationUsers'],
  fields: {
    personType: enumeration('personType', PERSON_TYPES, { required: true, default: 'juridical' }),
    // Searched through their folded copies (f_unaccent(lower(...)), generated columns): see searchColumn.
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 200, searchColumn: 'name_search' }),
    commercialName: text({ max: 200, searchColumn: 'commercial_name_search' }),
    code: text({ max: 40 }),
    documentType: enumeration('documentType', DOCUMENT_TYPES, { required: true, default: 'NIT' }),
    documentNumber: digits({ required: true, requiredCode: 'CLIENT_DOCUMENT_REQUIRED', max: 20, searchColumn: 'document_number_search' }),
    businessGroup: text({ max: 150 }),
    bondingDate: date(),
    taxProfileId: ref('tax-profiles', { required: true, requiredCode: 'CLIENT_TAX_PROFILE_REQUIRED' }),
    commercialManagerId: ref('users', { refFilter: ASSIGNABLE }),
    loyaltyUserId: ref('users', { refFilter: ASSIGNABLE }),
    country: text({ max: 3, default: DEFAULT_COUNTRY }),
    city: digits({ max: 20, default: DEFAULT_CITY }),
    postalCode: digits({ max: 10 }),
    address: text({ max: 300 }),
    phone: phone(),
    email: email(),
    active: boolean({ default: true }),
  },
  list: {
    columns: ['name', 'documentNumber', 'commercialName', 'phone', 'email', 'active'],
    filters: ['active', 'personType', 'taxProfileId', 'commercialManagerId'],
    search: ['name', 'documentNumber', 'commercialName'],
  },
  routes: {
    list: '/grid-clients',
    create: '/client-info/new',
    edit: '/client-info/:id/edit',
    show: '/client-info/:id',
  },
  menu: 'clients',
  children: [{ resource: 'client-contacts', foreignKey: 'clientId' }],
  confirmDuplicate: { field: 'documentNumber', code: 'CLIENT_DOCUMENT_DUPLICATE' },
  // The company's own fields of clients (document 1: custom fields of seven data types); their
  // values' changes show in the History with the others.
  customFields: true,
  audited: true,
});
