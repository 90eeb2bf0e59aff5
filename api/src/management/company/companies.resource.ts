// The tenant's companies (issue 12 item 1) with their system variables (config-system): the time
// zone decides the company's day (platform/time/company-day.ts); includeProcess and
// preselectResponsibleUser reach the session. Exactly one company of a tenant is the main one.
import { fail, invalid } from '../../platform/errors/app-error.ts';
import {
  boolean,
  city,
  collection,
  colour,
  country,
  date,
  decimal,
  defineResource,
  emails,
  enumeration,
  enumSet,
  integer,
  pagesAt,
  phone,
  text,
  textarea,
} from '../../platform/resource/define.ts';
import { companyProblems } from './company-rules.ts';
import { TIME_ROUNDING_MODES } from '../../contract/trade-agreements.ts';
import { placeErrors } from '../geo/place-rules.ts';
import { bootstrapCompany } from '../../auth/company-bootstrap.ts';
import { GENERIC_PIPELINE, insertRow, type WriteStep } from '../../platform/resource/write-steps.ts';

export const LANGUAGES = ['es', 'en'] as const;
export const RESTRICTION_TYPES = ['none', 'day', 'weekly', 'monthly'] as const;
/** worked: billable time is the worked time; declared: the professional declares it apart (decision 171). */
export const BILLABLE_TIME_TYPES = ['worked', 'declared'] as const;
/** The events of the work a company may be notified of (company-notifications, decision 184). */
export const COMPANY_NOTIFICATION_EVENTS = [
  'activityAssigned',
  'activityNearDue',
  'activityOverdue',
  'revisionPending',
  'activityReturned',
  'mentioned',
  'appointmentReminder',
  'preInvoiceToApprove',
  'invoiceIssued',
] as const;

const system = { section: 'systemVariables' };
const hours = (o: Record<string, unknown> = {}) => decimal({ min: 0, max: 99999, ...system, ...o });

/** An event named twice among the notification settings: the later row is the one refused. */
function repeatedEvents(rows: unknown): { field: string; code: 'COMPANY_NOTIFICATION_EVENT_REPEATED' }[] {
  const seen = new Set<unknown>();
  return (Array.isArray(rows) ? rows : []).flatMap((row: { event?: unknown }, i) => {
    const repeated = seen.has(row.event);
    seen.add(row.event);
    return repeated ? [{ field: `notifications[${i}].event`, code: 'COMPANY_NOTIFICATION_EVENT_REPEATED' as const }] : [];
  });
}

/** The create steps with the creator's membership and administrator role right after the row. */
function creatorJoins(steps: readonly WriteStep[]): WriteStep[] {
  const joinAsAdministrator: WriteStep = async (w) => {
    if (!w.caller.userId) return;
    await bootstrapCompany(w.trx, { tenantId: w.caller.tenantId, companyId: w.id!, userId: w.caller.userId, isDefault: false });
  };
  const at = steps.indexOf(insertRow) + 1;
  return [...steps.slice(0, at), joinAsAdministrator, ...steps.slice(at)];
}

export const companies = defineResource({
  name: 'companies',
  table: 'companies',
  ownedBy: 'tenant',
  // Listing and the general form with AdministrationCompany; changing them with the general update
  // code; creating one (add-company) with the general create code.
  permission: { read: 'AdministrationCompany', write: 'AdministrationCompanyGeneralUpdate', create: 'AdministrationCompanyGeneralCreate' },
  // No delete: a company is deactivated, its work and money stay on record.
  operations: ['list', 'show', 'create', 'update'],
  // The new company's creator becomes its member and administrator in the same transaction.
  pipeline: { create: creatorJoins(GENERIC_PIPELINE.create) },
  audited: true,
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 200 }),
    taxDocument: text({ max: 30 }),
    phone: phone({ max: 30 }),
    address: text({ max: 300 }),
    // EmailExterns: the company's addresses (a single string is a one-item list).
    emails: emails(),
    // The logo is replaced at /api/companies/{id}/logo; the row says whether there is one.
    hasLogo: boolean({ readOnly: true, expression: 't.logo_path is not null' }),
    country: country({ default: 'COL' }),
    city: city(),
    mainColor: colour(),
    secondaryColor: colour(),
    timeZone: text({ required: true, max: 60, default: 'America/Bogota' }),
    language: enumeration('companyLanguage', LANGUAGES, { required: true, default: 'es' }),
    includeProcess: boolean({ default: true }),
    preselectResponsibleUser: boolean({ default: false }),
    dailyWorkedHoursGoal: decimal({ min: 0, max: 24, default: '8', ...system }),
    dailyBilledHoursGoal: decimal({ min: 0, max: 24, default: '6', ...system }),
    restrictionType: enumeration('restriction', RESTRICTION_TYPES, { required: true, default: 'none', ...system }),
    workDays: enumSet('weekday', ['1', '2', '3', '4', '5', '6', '7'], { table: 'company_work_days', from: 'company_id', to: 'day' }, system),
    endOfDayDelivery: boolean({ default: false, ...system }),
    billableTimeType: enumeration('billableTimeType', BILLABLE_TIME_TYPES, { required: true, default: 'worked', ...system }),
    dailyRegistrationLimit: decimal({ min: 0, max: 24, ...system }),
    // How billed time is rounded per work (none, up, nearest) to a unit of minutes; an agreement may set its own.
    timeRoundingMode: enumeration('timeRoundingMode', TIME_ROUNDING_MODES, { required: true, default: 'none', ...system }),
    timeRoundingUnit: integer({ min: 1, max: 60, required: true, default: 1, ...system }),
    // What an invoice prints: its due date (the client's terms, else these) and how to pay.
    paymentTermDays: integer({ min: 0, max: 365, required: true, default: 30, ...system }),
    paymentInstructions: textarea({ max: 1000, ...system }),
    initialWorkHour: integer({ min: 0, max: 23, default: 8, ...system }),
    nearDueHours: hours({ default: '24' }),
    overdueHours: hours({ default: '0' }),
    revisionAlertHours: hours({ default: '24' }),
    isMain: boolean({ default: false }),
    active: boolean({ default: true }),
  },
  customFields: true,
  list: { columns: ['name', 'taxDocument', 'timeZone', 'isMain', 'active'], filters: ['active'], search: ['name'] },
  routes: pagesAt('/management/company/general', { list: '/management/company/dashboard-company', create: '/management/company/add-company' }),
  menu: 'management',
  collections: {
    holidays: collection({
      table: 'company_holidays',
      foreignKey: 'companyId',
      fields: { day: date({ required: true }), name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 100 }) },
      orderBy: ['day'],
      max: 100,
    }),
    // company-notifications: one row per event, the channels it goes by.
    notifications: collection({
      table: 'company_notification_settings',
      foreignKey: 'companyId',
      position: 'position',
      fields: {
        event: enumeration('companyNotificationEvent', COMPANY_NOTIFICATION_EVENTS, { required: true }),
        email: boolean({ default: true }),
        sms: boolean({ default: false }),
        push: boolean({ default: true }),
        whatsapp: boolean({ default: false }),
        active: boolean({ default: true }),
      },
      columns: ['event', 'email', 'sms', 'push', 'whatsapp', 'active'],
      max: COMPANY_NOTIFICATION_EVENTS.length,
    }),
  },
  rules: {
    async beforeWrite(row, { trx, tenantId, id, before }) {
      const problems = [...companyProblems(row), ...repeatedEvents(row.notifications), ...(await placeErrors(trx, row, before))];
      if (problems.length) throw invalid(problems);
      // One main company per tenant: marking one unmarks the others; the main one cannot be unmarked.
      if (before?.isMain === true && row.isMain === false) throw fail('COMPANY_MAIN_REQUIRED');
      if (row.isMain === true)
        await trx('companies')
          .where({ tenantId, isMain: true })
          .modify((q) => {
            if (id) q.whereNot({ id });
          })
          .update({ isMain: false });
    },
  },
});
