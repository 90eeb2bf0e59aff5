// Appointments of the agenda (issue 13, item 8): subject, when, reminder, attendees (e-mails),
// attachments, optionally for an activity, sent as iCalendar invitations; every change kept in its
// history (the specification's citation history).
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('appointments', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('activity_id').references('activities.id').onDelete('SET NULL').index();
    t.uuid('organizer_id').notNullable().references('users.id').onDelete('RESTRICT').index();
    t.string('subject', 200).notNullable();
    t.string('location', 200);
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.integer('reminder_minutes');
    t.specificType('attendees', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('attachments').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.string('uid', 100).notNullable().defaultTo(knex.raw('gen_random_uuid()::text'));
    t.integer('sequence').notNullable().defaultTo(0);
    t.boolean('cancelled').notNullable().defaultTo(false);
  });
  await knex.raw('alter table appointments add constraint appointments_order check (ends_at > starts_at)');
  await knex.raw('create index appointments_when on appointments (company_id, starts_at)');
  await knex.raw('create unique index appointments_uid on appointments (uid)');
  await knex.schema.createTable('appointment_changes', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('appointment_id').notNullable().references('appointments.id').onDelete('CASCADE');
    t.uuid('changed_by').references('users.id').onDelete('SET NULL');
    t.string('change', 10).notNullable();
    t.jsonb('before');
    t.jsonb('after');
  });
  await knex.raw('create index appointment_changes_of on appointment_changes (appointment_id, created_at)');
  await tenantTable(knex, 'appointments');
  await tenantTable(knex, 'appointment_changes');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('appointment_changes');
  await knex.schema.dropTableIfExists('appointments');
}
