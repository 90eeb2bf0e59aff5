// Client contacts; type 1 billing, 2 production, 3 commercial, 0 not a contact.
import { boolean, defineResource, digits, email, enumeration, pagesAt, personName, phone, ref, text } from '../../platform/resource/define.ts';
import { confirmContactDeactivation } from './contact-links.ts';

export const CONTACT_TYPES = [1, 2, 3, 0] as const;

export const clientContacts = defineResource({
  name: 'client-contacts',
  table: 'client_contacts',
  ownedBy: 'company',
  // Management › Customers opens them with AdministrationClient as the business partners' screens do with ClientFullAccess (decision 187).
  permission: { read: 'ClientFullAccess', write: 'ClientFullAccess', also: ['AdministrationClient'] },
  titleField: 'name',
  fields: {
    clientId: ref('clients', { required: true }),
    name: personName({ required: true, requiredCode: 'NAME_REQUIRED' }),
    lastName: personName(),
    position: text({ max: 100 }),
    document: digits({ max: 30 }),
    email: email(),
    phone: phone(),
    type: enumeration('contactType', CONTACT_TYPES, { required: true, default: 1 }),
    isMain: boolean({ default: false }),
    active: boolean({ default: true }),
  },
  list: {
    columns: ['name', 'lastName', 'clientId', 'type', 'email', 'phone', 'isMain'],
    filters: ['clientId', 'type', 'active'],
    search: ['name', 'lastName', 'email'],
  },
  routes: pagesAt('/contact-info'),
  // Deactivating a contact warns of the links it loses (document 1, section 5).
  rules: { beforeWrite: confirmContactDeactivation },
  menu: 'clients',
});
