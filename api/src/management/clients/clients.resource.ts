// Clients (business partners) with their tax profile (document 1, sections 3 and 5).
import {
  boolean,
  city,
  collection,
  country,
  date,
  defineResource,
  digits,
  email,
  enumeration,
  integer,
  pagesAt,
  phone,
  ref,
  rowFieldsOf,
  text,
} from '../../platform/resource/define.ts';
import { ASSIGNABLE } from '../users/assignable.ts';
import { clientContacts } from './client-contacts.resource.ts';
import { mainContactErrors } from './client-rules.ts';
import { confirmContactRowsDeactivation } from './contact-links.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import { clientActions, stateMachine } from '../activation/activation-actions.ts';
import { ACTIVATION_STATES } from '../activation/activation-states.ts';
import { DEFAULT_CITY } from '../geo/cities.ts';
import { placeErrors } from '../geo/place-rules.ts';
import { staffLookup } from '../../authorization/principal-user.ts';

export const PERSON_TYPES = ['juridical', 'natural'] as const;
export const DOCUMENT_TYPES = ['NIT', 'CC', 'CE', 'PA'] as const;
/**
 * Defaults of the specification when country or main city are missing: COL, and its city
 * 1170483426, Bogotá's id in the SimpleMaps world cities list, stored in our scheme (decisions, 140).
 */
export const DEFAULT_COUNTRY = 'COL';
export { DEFAULT_CITY };

export const clients = defineResource({
  name: 'clients',
  table: 'clients',
  ownedBy: 'company',
  // Management › Customers opens them with AdministrationClient as the business partners' screens do with ClientFullAccess (decision 187).
  permission: { read: 'ClientFullAccess', write: 'ClientFullAccess', also: ['AdministrationClient'] },
  lookupBy: ['AdministrationProjects', 'AdministrationClient', 'AdministrationUsers'],
  lookup: { fields: ['name', 'commercialName', 'documentNumber', 'state', 'active'] },
  lookupFor: staffLookup,
  fields: {
    personType: enumeration('personType', PERSON_TYPES, { required: true, default: 'juridical' }),
    // Searched through their folded copies (f_unaccent(lower(...)), generated columns): see searchColumn.
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 200, searchColumn: 'name_search' }),
    commercialName: text({ max: 200, searchColumn: 'commercial_name_search' }),
    code: text({ max: 40 }),
    documentType: enumeration('documentType', DOCUMENT_TYPES, { required: true, default: 'NIT' }),
    documentNumber: digits({ required: true, requiredCode: 'CLIENT_DOCUMENT_REQUIRED', max: 30, searchColumn: 'document_number_search' }),
    businessGroupId: ref('business-groups', { refFilter: { active: true } }),
    bondingDate: date(),
    taxProfileId: ref('tax-profiles', { required: true, requiredCode: 'CLIENT_TAX_PROFILE_REQUIRED' }),
    // Days from an invoice's issue to its due date; empty: the company's.
    paymentTermDays: integer({ min: 0, max: 365 }),
    commercialManagerId: ref('users', { refFilter: ASSIGNABLE }),
    loyaltyUserId: ref('users', { refFilter: ASSIGNABLE }),
    country: country({ default: DEFAULT_COUNTRY }),
    city: city({ default: DEFAULT_CITY }),
    postalCode: digits({ max: 10 }),
    address: text({ max: 300 }),
    phone: phone(),
    email: email(),
    // Moved by the actions activate, deactivate and shutdown only; `active` follows it (state = 'active').
    state: enumeration('activationState', ACTIVATION_STATES, { readOnly: true }),
    active: boolean({ readOnly: true, hidden: true }), // follows the state, which the page shows
  },
  list: {
    columns: ['name', 'documentNumber', 'commercialName', 'phone', 'email', 'state'],
    filters: ['state', 'personType', 'taxProfileId', 'commercialManagerId', 'businessGroupId'], // `active` follows the state
    search: ['name', 'documentNumber', 'commercialName'],
    sorts: ['name', 'documentNumber', 'commercialName'], // each served by an index at 200,000 clients
  },
  routes: pagesAt('/client-info', { list: '/grid-clients' }),
  menu: 'clients',
  // The client's contacts (document 1, section 3: a client has contacts) are written with it, by
  // the rows of client-contacts' own declaration; the contacts' pages edit them one by one too.
  collections: {
    contacts: collection({
      table: 'client_contacts',
      foreignKey: 'clientId',
      fields: rowFieldsOf(clientContacts, ['name', 'lastName', 'position', 'document', 'email', 'phone', 'type', 'isMain', 'active']),
      columns: ['name', 'lastName', 'position', 'type', 'email', 'phone', 'isMain'],
      orderBy: ['name'],
      max: 50,
    }),
  },
  confirmDuplicate: { field: 'documentNumber', code: 'CLIENT_DOCUMENT_DUPLICATE', exists: '/api/clients/exists' },
  rules: {
    async beforeWrite(row, { trx, id, before, confirmed }) {
      const errors = await placeErrors(trx, row, before);
      // Contacts not given: the stored rows stay as they are.
      if (row.contacts !== before?.contacts) errors.push(...mainContactErrors(row.contacts as Record<string, unknown>[] | undefined));
      if (errors.length) throw invalid(errors);
      // A contact turned inactive in the client's rows warns of its links, as on its own page.
      if (id && row.contacts !== before?.contacts) await confirmContactRowsDeactivation(id, row.contacts, before?.contacts, { trx, confirmed });
    },
  },
  stateMachine,
  actions: clientActions,
  // The company's own fields of clients (document 1: custom fields of seven data types); their
  // values' changes show in the History with the others.
  customFields: true,
  audited: true,
});
