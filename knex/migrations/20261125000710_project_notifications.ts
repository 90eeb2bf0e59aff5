// Project notification settings (screen notifications): who is told of what about a project, and
// the notifications recorded for each recipient in the same transaction as the event (read by the
// recipients' inbox and by the mail delivery, a transactional outbox).
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

// Copies of the API's catalogues (migrations never import application code).
const EVENTS = ['documentAdded', 'activated', 'deactivated', 'shutDown'];
const RECIPIENTS = ['commercialManagers', 'workGroupMembers', 'loyaltyWorkGroup'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_notification_settings', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('project_id').notNullable().references('projects.id').onDelete('CASCADE').index();
    t.string('event', 30).notNullable();
    t.string('recipients', 30).notNullable();
  });
  await knex.raw(`alter table project_notification_settings add constraint project_notification_settings_event
    check (event in (${EVENTS.map((e) => `'${e}'`).join(', ')}))`);
  await knex.raw(`alter table project_notification_settings add constraint project_notification_settings_recipients
    check (recipients in (${RECIPIENTS.map((r) => `'${r}'`).join(', ')}))`);
  await tenantTable(knex, 'project_notification_settings');

  await knex.schema.createTable('project_notifications', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('project_id').notNullable().references('projects.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('event', 30).notNullable();
    t.timestamp('read_at', { useTz: true });
  });
  // A person's notifications newest first; a project's, for its page.
  await knex.raw('create index project_notifications_by_user on project_notifications (user_id, created_at desc, id desc)');
  await knex.raw('create index project_notifications_by_project on project_notifications (project_id, created_at desc, id desc)');
  await tenantTable(knex, 'project_notifications');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_notifications');
  await knex.schema.dropTableIfExists('project_notification_settings');
}
