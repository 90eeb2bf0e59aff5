// A flow alert's e-mail has a record of its own (issue 31, item 1): when it left (mailed_at) or why
// it did not (mail_error), so the mail retry job (production/notifications/mail-retry.ts) sends what
// a refusing mail server held back, once. Alerts recorded before were written to the outbox with
// their delivery: they count as mailed.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table flow_alert_deliveries add column mailed_at timestamptz, add column mail_error varchar(500)');
  await knex.raw('update flow_alert_deliveries set mailed_at = created_at');
  await knex.raw('create index flow_alert_deliveries_unmailed on flow_alert_deliveries (company_id, created_at) where mailed_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index flow_alert_deliveries_unmailed');
  await knex.raw('alter table flow_alert_deliveries drop column mailed_at, drop column mail_error');
}
