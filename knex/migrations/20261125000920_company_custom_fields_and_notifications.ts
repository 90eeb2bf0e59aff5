// The company's own custom fields (stored like the clients' ones) and its notification settings
// (company-notifications): which events of the work notify, and by which channels (decision 184).
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

// The events as stored (a copy: migrations never import application code).
const EVENTS = [
  'activityAssigned',
  'activityNearDue',
  'activityOverdue',
  'revisionPending',
  'activityReturned',
  'mentioned',
  'appointmentReminder',
  'preInvoiceToApprove',
  'invoiceIssued',
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table companies add column custom_fields jsonb not null default '{}'::jsonb
    constraint companies_custom_fields_object check (jsonb_typeof(custom_fields) = 'object')`);
  await knex.raw('create index companies_custom_fields on companies using gin (custom_fields jsonb_path_ops)');

  await knex.schema.createTable('company_notification_settings', (t) => {
    ownedColumns(knex, t, { company: true });
    t.integer('position').notNullable().defaultTo(0);
    t.string('event', 40).notNullable();
    t.boolean('email').notNullable().defaultTo(true);
    t.boolean('sms').notNullable().defaultTo(false);
    t.boolean('push').notNullable().defaultTo(true);
    t.boolean('whatsapp').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.unique(['company_id', 'event']);
  });
  await knex.raw(
    `alter table company_notification_settings add constraint company_notification_settings_event check (event in (${EVENTS.map((e) => `'${e}'`).join(', ')}))`,
  );
  await tenantTable(knex, 'company_notification_settings');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('company_notification_settings');
  await knex.raw('drop index if exists companies_custom_fields');
  await knex.raw('alter table companies drop column if exists custom_fields');
}
