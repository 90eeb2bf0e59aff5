// In-app notifications (issue 13, item 9): one row per person and event, read or deleted by them;
// and the flow alerts already sent, one row per alert, activity and day, so a retried job never
// sends an alert twice.
import type { Knex } from 'knex';
import { APP_ROLE, ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.jsonb('params').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.string('link', 300);
    t.timestamp('read_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
  });
  await knex.raw('create index notifications_inbox on notifications (user_id, company_id, created_at desc) where deleted_at is null');
  await knex.schema.createTable('flow_alert_deliveries', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('flow_alert_id').notNullable().references('flow_alerts.id').onDelete('CASCADE');
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.date('fire_date').notNullable();
    t.unique(['flow_alert_id', 'activity_id', 'fire_date']);
  });
  await tenantTable(knex, 'notifications');
  await tenantTable(knex, 'flow_alert_deliveries');
  // The alerts' job runs for no signed-in person: it learns which companies have active alerts, and
  // their time zones, from this function only, then works inside each tenant under RLS.
  await knex.raw(`
    create function app_flow_alert_companies() returns table (tenant_id uuid, company_id uuid, time_zone text)
    language sql stable security definer set search_path = public as $$
      select distinct c.tenant_id, c.id, c.time_zone::text from companies c
      join flow_types ft on ft.company_id = c.id and ft.active
      join flow_alerts fa on fa.flow_type_id = ft.id
      where c.active
    $$`);
  await knex.raw(`revoke all on function app_flow_alert_companies() from public`);
  await knex.raw(`grant execute on function app_flow_alert_companies() to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_flow_alert_companies()');
  await knex.schema.dropTableIfExists('flow_alert_deliveries');
  await knex.schema.dropTableIfExists('notifications');
}
