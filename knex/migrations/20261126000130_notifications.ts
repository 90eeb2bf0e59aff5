// In-app notifications (issue 13, item 9): one row per person and event, read or deleted by them;
// and the flow alerts already sent, one row per alert, activity and day, so a retried job never
// sends an alert twice.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

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
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('flow_alert_deliveries');
  await knex.schema.dropTableIfExists('notifications');
}
