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

export const clients = resource(
  'clients',
  {
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
  },
  {
    routes: { list: '/grid-clients', create: '/client-info/new', edit: '/client-info/:id/edit', show: '/client-info/:id' },
    list: {
      columns: ['name', 'documentNumber', 'phone', 'email', 'state'],
      filters: ['state', 'personType'],
      search: ['name', 'documentNumber'],
      defaultSort: { field: 'name', order: 'asc' },
      sorts: ['name', 'documentNumber', 'commercialName'],
    },
    menu: 'clients',
    lookupBy: ['AdministrationProjects', 'AdministrationClient', 'AdministrationUsers'],
    confirmDuplicate: { field: 'documentNumber', code: 'CLIENT_DOCUMENT_DUPLICATE', exists: '/api/clients/exists' },
    actions: [
      { name: 'activate', permission: 'ClientFullAccess', bulk: true, verify: true, payload: {} },
      { name: 'deactivate', permission: 'ClientFullAccess', bulk: true, verify: true, payload: {} },
      { name: 'shutdown', permission: 'ClientFullAccess', bulk: true, verify: true, danger: true, payload: {} },
    ],
    stateMachine: {
      field: 'state',
      transitions: {
        active: { deactivate: 'inactive', shutdown: 'shutDown' },
        inactive: { activate: 'active', shutdown: 'shutDown' },
        shutDown: { activate: 'active' },
      },
    },
    customFields: true,
    // The client's contacts, written with it (a child collection).
    collections: {
      contacts: {
        labelKey: 'collections.clients.contacts.title',
        fields: Object.fromEntries(
          Object.entries({
            name: { type: 'personName', required: true, max: 100 },
            lastName: { type: 'personName', max: 100 },
            position: { type: 'text', max: 100 },
            document: { type: 'digits', max: 30 },
            email: { type: 'email', max: 254 },
            phone: { type: 'phone', max: 20 },
            type: { type: 'enum', enumName: 'contactType', options: [0, 1, 2, 3], required: true, default: 1 },
            isMain: { type: 'boolean', default: false },
            active: { type: 'boolean', default: true },
          } satisfies Record<string, Omit<FieldMeta, 'labelKey'>>).map(([key, f]) => [key, { ...f, labelKey: label('client-contacts', key) }]),
        ),
        columns: ['name', 'lastName', 'type', 'email', 'isMain'],
        max: 50,
      },
    },
  },
);

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

export const users = resource(
  'users',
  {
    fullName: { type: 'text', readOnly: true, section: 'identity' },
    name: { type: 'personName', required: true, requiredCode: 'NAME_REQUIRED', max: 100, formatCode: 'LETTERS_ONLY', section: 'identity' },
    lastName: { type: 'personName', required: true, max: 100, formatCode: 'LETTERS_ONLY', section: 'identity' },
    email: { type: 'email', required: true, max: 254, formatCode: 'EMAIL_NOT_ALLOWED', section: 'identity' },
    workday: { type: 'enum', enumName: 'workday', options: ['full', 'half'], default: 'full', section: 'workProfile' },
    dailyWorkedHoursGoal: { type: 'decimal', min: 0, max: 24, default: '8', section: 'workProfile' },
    isSuperAdmin: { type: 'boolean', default: false, writableBy: 'superAdmin', section: 'access' },
    active: { type: 'boolean', default: true, section: 'access' },
    isContact: { type: 'boolean', default: false, section: 'contact' },
  },
  {
    permission: { read: 'AdministrationUsers', write: 'AdministrationUsers' },
    titleField: 'fullName',
    lookup: { fields: ['name', 'fullName'] },
    routes: {
      list: '/management/users/dash-users',
      create: '/management/users/general-info',
      edit: '/management/users/general-info/:id/edit',
      show: '/management/users/general-info/:id',
    },
    menu: 'management',
    listSummary: { path: 'users/limit', labelKey: 'resources.users.limitSummary' },
    confirmDeactivation: 'USER_DEACTIVATION_CONFIRM',
  },
);

export const roles = resource('roles', {
  code: { type: 'text', required: true, max: 40 },
  name: { type: 'text', required: true, max: 200 },
  permissions: {
    type: 'enumSet',
    enumName: 'permissions',
    options: PERMISSION_CODES,
    optionGroups: Object.fromEntries(PERMISSION_CODES.map((code) => [code, permissionArea(code)])),
  },
  userCount: { type: 'integer', readOnly: true },
  active: { type: 'boolean', default: true },
});

export const projects = resource('projects', {
  name: { type: 'text', required: true, max: 200 },
  workGroupIds: { type: 'refs', ref: 'work-groups', required: true, requiredCode: 'PROJECT_WORK_GROUP_REQUIRED' },
});

// The metadata of the screens the component tests render (admin/src/**/*.test.tsx): the fields
// those tests exercise, with the declarations' routes, menus and rules.

export const taxProfiles = resource(
  'tax-profiles',
  { name: { type: 'text', required: true, requiredCode: 'NAME_REQUIRED', max: 150 } },
  {
    permission: { read: 'AdministrationCompany', write: 'AdministrationCompany' },
    lookupBy: ['ClientFullAccess', 'AdministrationClient'],
    routes: { list: '/management/company/rates/tax-profiles' },
    menu: 'management',
  },
);

export const companies = resource(
  'companies',
  {
    name: { type: 'text', required: true, requiredCode: 'NAME_REQUIRED', max: 200 },
    emails: { type: 'emails', max: 10, formatCode: 'EMAIL_NOT_ALLOWED' },
    mainColor: { type: 'colour', max: 7, formatCode: 'COLOUR_NOT_HEX' },
    timeZone: { type: 'text', required: true, max: 60, default: 'America/Bogota', section: 'systemVariables' },
  },
  {
    permission: { read: 'AdministrationCompany', write: 'AdministrationCompanyGeneralUpdate', create: 'AdministrationCompanyGeneralCreate' },
    operations: ['list', 'show', 'create', 'update'],
    routes: {
      list: '/management/company/dashboard-company',
      create: '/management/company/add-company',
      edit: '/management/company/general/:id/edit',
      show: '/management/company/general/:id',
    },
    menu: 'management',
  },
);

export const rolesWithConfirm: ResourceMeta = {
  ...roles,
  permission: { read: 'AdministrationUsers', write: 'AdministrationUsers' },
  routes: {
    list: '/management/users/roles',
    create: '/management/users/roles/general-info',
    edit: '/management/users/roles/general-info/:id/edit',
    show: '/management/users/roles/general-info/:id',
  },
  menu: 'management',
  confirmUpdate: 'ROLE_CHANGE_CONFIRM',
};

export const currencies = resource(
  'currencies',
  { name: { type: 'text', required: true, max: 200 } },
  {
    permission: { read: 'AdministrationCompany', write: 'AdministrationCompany' },
    routes: { list: '/management/company/add-currency', create: '/management/company/add-currency/new' },
    menu: 'management',
  },
);

export const tariffCategories = resource(
  'tariff-categories',
  { name: { type: 'text', required: true, max: 200 } },
  {
    permission: { read: 'AdministrationCompany', write: 'AdministrationCompany' },
    lookupBy: ['AdministrationProjects'],
    routes: { list: '/management/company/rates/categories' },
    menu: 'management',
  },
);

const agreementRow = (collection: string, fields: Record<string, Omit<FieldMeta, 'labelKey'>>) =>
  Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, { ...f, labelKey: `collections.trade-agreements.${collection}.fields.${key}` }]));

export const tradeAgreements = resource(
  'trade-agreements',
  {
    projectId: { type: 'ref', ref: 'projects', required: true, section: 'general' },
    type: {
      type: 'enum',
      enumName: 'tradeAgreementType',
      options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      required: true,
      requiredCode: 'TRADE_AGREEMENT_TYPE_REQUIRED',
      section: 'general',
    },
    startDate: { type: 'date', required: true, section: 'general' },
    endDate: { type: 'date', required: true, section: 'general' },
    currencyId: { type: 'ref', ref: 'currencies', required: true, refFilter: { active: true }, section: 'general' },
    description: { type: 'textarea', max: 1000, section: 'general' },
    observations: { type: 'textarea', max: 2000, section: 'general' },
    ledesExport: { type: 'boolean', default: false, section: 'general' },
    autoRenewal: { type: 'boolean', default: false, section: 'general' },
    incrementMoment: {
      type: 'enum',
      enumName: 'incrementMoment',
      options: ['StartYear', 'TradeEndDate', 'NotIncrement'],
      required: true,
      default: 'NotIncrement',
      section: 'increment',
    },
    incrementKind: { type: 'enum', enumName: 'incrementKind', options: ['percent', 'index'], section: 'increment' },
    incrementPercent: { type: 'decimal', section: 'increment' },
    incrementIndexId: { type: 'ref', ref: 'currencies', refFilter: { type: 2 }, section: 'increment' },
    rate: { type: 'decimal', section: 'terms' },
    amount: { type: 'decimal', section: 'terms' },
    hours: { type: 'decimal', max: 99999999, section: 'terms' },
    cap: { type: 'decimal', section: 'terms' },
    rateBookId: { type: 'ref', ref: 'rate-books', section: 'terms' },
    validity: { type: 'enum', enumName: 'agreementValidity', options: ['monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual'], section: 'terms' },
    accumulation: { type: 'enum', enumName: 'agreementAccumulation', options: ['none', 'byMonth', 'byValidity'], section: 'terms' },
    distribution: { type: 'enum', enumName: 'agreementDistribution', options: ['monthly', 'validity'], section: 'terms' },
    timeRoundingMode: { type: 'enum', enumName: 'timeRoundingMode', options: ['none', 'up', 'nearest'], section: 'timeRounding' },
    timeRoundingUnit: { type: 'integer', min: 1, max: 60, section: 'timeRounding' },
  },
  {
    permission: { read: 'AdministrationProjects', write: 'AdministrationProjects' },
    operations: ['list', 'show', 'create', 'update'],
    titleField: 'title',
    routes: {
      list: '/management/projects/trade-agreement',
      create: '/management/projects/commercial-agreement',
      edit: '/management/projects/commercial-agreement/:id',
      show: '/management/projects/trade-agreement/:id',
    },
    menu: 'management',
    collections: {
      rates: {
        labelKey: 'collections.trade-agreements.rates.title',
        fields: agreementRow('rates', {
          userId: { type: 'ref', ref: 'users' },
          tariffCategoryId: { type: 'ref', ref: 'tariff-categories' },
          activityTypeId: { type: 'ref', ref: 'activity-types' },
          rate: { type: 'decimal', required: true },
        }),
        columns: ['userId', 'tariffCategoryId', 'activityTypeId', 'rate'],
        max: 500,
      },
      intervals: {
        labelKey: 'collections.trade-agreements.intervals.title',
        fields: agreementRow('intervals', {
          fromHours: { type: 'decimal', required: true, min: 0, max: 99999999 },
          toHours: { type: 'decimal', min: 0, max: 99999999 },
          rate: { type: 'decimal', required: true },
        }),
        columns: ['fromHours', 'toHours', 'rate'],
        max: 50,
      },
      milestones: {
        labelKey: 'collections.trade-agreements.milestones.title',
        fields: agreementRow('milestones', {
          date: { type: 'date' },
          activityTypeId: { type: 'ref', ref: 'activity-types' },
          amount: { type: 'decimal', required: true },
          description: { type: 'text', max: 200 },
        }),
        columns: ['date', 'activityTypeId', 'amount', 'description'],
        max: 200,
      },
    },
  },
);

/** Settlement resources as the side menu sees them: scoped by their All/Workgroup pair. */
export const preinvoices = resource(
  'preinvoices',
  { code: { type: 'text', readOnly: true } },
  {
    permission: { read: 'SettlementReadPreinvoicesAll', write: 'SettlementReadPreinvoicesAll' },
    scope: { pair: 'SettlementReadPreinvoices' },
    operations: ['list', 'show'],
    routes: { list: '/settlement-billing/preinvoice', show: '/settlement-billing/preinvoice/:id' },
    menu: 'settlement',
  },
);

export const cashReceipts = resource(
  'cash-receipts',
  { description: { type: 'text' } },
  {
    permission: { read: null, write: null },
    operations: ['list', 'show', 'create'],
    routes: {
      list: '/settlement-billing/cash-register-receipt',
      create: '/settlement-billing/cash-register-receipt/new',
      show: '/settlement-billing/cash-register-receipt-detail/:id',
    },
    menu: 'settlement',
  },
);

// A form whose required fields share the specification's one sentence for the form.
export const creditNotes = resource(
  'credit-notes',
  {
    cause: { type: 'text', required: true, requiredCode: 'CREDIT_NOTE_FIELDS_REQUIRED', max: 200 },
    description: { type: 'textarea', required: true, requiredCode: 'CREDIT_NOTE_FIELDS_REQUIRED', max: 1000 },
    code: { type: 'text', max: 5 },
  },
  {
    permission: { read: null, write: null },
    operations: ['list', 'show', 'create'],
    titleField: 'cause',
    routes: { list: '/settlement-billing/credit-notes', create: '/settlement-billing/credit-notes/new' },
    menu: 'settlement',
  },
);

export const workGroups = resource(
  'work-groups',
  { name: { type: 'text', required: true } },
  {
    permission: { read: 'AdministrationUsers', write: 'AdministrationUsers' },
    lookupBy: ['AdministrationProjects', 'AdministrationCompany', 'SettlementAccessReviewedServicesAll', 'SettlementAccessReviewedServicesWorkgroup'],
    routes: { list: '/management/users/work-groups/dash-work-groups' },
    menu: 'management',
  },
);

export const rateBooks = resource(
  'rate-books',
  { title: { type: 'text', required: true, max: 200 } },
  {
    permission: { read: 'AdministrationCompany', write: 'AdministrationCompany' },
    lookupBy: ['AdministrationProjects'],
    titleField: 'title',
    routes: { list: '/management/company/rates/dash-rates' },
    menu: 'management',
  },
);

export const activityTypes = resource(
  'activity-types',
  { name: { type: 'text', required: true, max: 200 } },
  {
    permission: { read: 'AdministrationfunctionalStructure', write: 'AdministrationfunctionalStructure' },
    lookupBy: ['AdministrationProjects', 'AdministrationCompany', 'AdministrationUsers'],
    routes: { list: '/management/functional-structure/activities' },
    menu: 'management',
  },
);

export const dynamicForms = resource(
  'dynamic-forms',
  {
    name: { type: 'text', required: true, requiredCode: 'NAME_REQUIRED', max: 150 },
    code: { type: 'text', required: true, max: 40 },
    description: { type: 'textarea', max: 1000 },
    active: { type: 'boolean', default: true },
  },
  {
    permission: { read: 'AdministrationfunctionalStructure', write: 'AdministrationfunctionalStructure' },
    routes: {
      list: '/management/functional-structure/dynamic-forms/dash-dynamic-forms',
      create: '/management/functional-structure/dynamic-forms/general-info',
      edit: '/management/functional-structure/dynamic-forms/form-design/:id',
      show: '/management/functional-structure/dynamic-forms/general-info/:id',
    },
    menu: 'management',
  },
);

export const customFields = resource(
  'custom-fields',
  {
    label: { type: 'text', required: true, max: 100 },
    dataType: {
      type: 'enum',
      enumName: 'customFieldType',
      options: ['Number', 'RadioGroup', 'Select', 'Date', 'Textarea', 'Text', 'Checkbox'],
      required: true,
    },
    required: { type: 'boolean', default: false },
    active: { type: 'boolean', default: true },
    listColumn: { type: 'boolean', default: false },
  },
  {
    permission: { read: 'AdministrationCompany', write: 'AdministrationCompany' },
    titleField: 'label',
    routes: { list: '/management/custom-fields' },
    menu: 'management',
  },
);

/** Time registered on an activity (api: production/time/works.resource.ts): minutes as durations. */
export const works = resource(
  'works',
  {
    activityId: { type: 'ref', ref: 'activities', required: true, requiredCode: 'ACTIVITY_REQUIRED' },
    userId: { type: 'ref', ref: 'users', readOnly: true },
    workDate: { type: 'date', required: true },
    minutes: { type: 'duration', required: true, min: 1, max: 1440, rangeCode: 'WORK_TIME_OUT_OF_RANGE' },
    billableMinutes: { type: 'duration', min: 0, max: 1440, rangeCode: 'WORK_TIME_OUT_OF_RANGE' },
    description: { type: 'textarea', max: 1000 },
  },
  {
    permission: { read: null, write: null },
    titleField: 'workDate',
    routes: { list: '/operative-works', create: '/operative-works/new', edit: '/operative-works/:id/edit' },
  },
);

export const activities = resource(
  'activities',
  { title: { type: 'text', required: true, max: 200 } },
  {
    permission: { read: null, write: null },
    titleField: 'title',
    routes: { list: '/grid-activities', show: '/operative-activities/general-activities/view/:id' },
  },
);
