// Flow types (issue 12, item 4): a workflow template of a practice, drawn as a diagram whose nodes
// are activity types and whose edges their order (the `definition`, checked by
// api/src/contract/flow-diagram.ts), with the company's custom fields and its alerts as child rows
// (decision 174). A workflow created from it (issue 13) spawns its activities in the diagram's order.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('flow_types', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('practice_id').notNullable().references('practices.id').onDelete('RESTRICT').index();
    t.uuid('service_unit_id').references('service_units.id').onDelete('RESTRICT').index();
    t.uuid('dynamic_form_id').references('dynamic_forms.id').onDelete('RESTRICT').index();
    t.string('name', 150).notNullable();
    t.string('code', 40).notNullable();
    t.string('description', 1000);
    t.jsonb('definition').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.jsonb('custom_fields').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
  await knex.raw(`alter table flow_types add constraint flow_types_definition_shape
    check (jsonb_typeof(definition -> 'nodes') = 'array' and jsonb_typeof(definition -> 'edges') = 'array')`);
  await knex.raw(`alter table flow_types add constraint flow_types_custom_fields_object check (jsonb_typeof(custom_fields) = 'object')`);
  await knex.raw('create unique index flow_types_code_unique on flow_types (company_id, lower(code))');
  await knex.raw('create index flow_types_name on flow_types (company_id, lower(name))');
  // "Which flow types draw this activity type": containment on the nodes (decision 174).
  await knex.raw(`create index flow_types_nodes on flow_types using gin ((definition -> 'nodes') jsonb_path_ops)`);
  await knex.raw('create index flow_types_custom_fields on flow_types using gin (custom_fields jsonb_path_ops)');

  // An alert of the flow's activities: how it is sent, when it fires, for which activity type.
  await knex.schema.createTable('flow_alerts', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('flow_type_id').notNullable().references('flow_types.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.string('name', 150).notNullable();
    t.smallint('send_method').notNullable(); // 1 email, 2 SMS, 3 push, 4 WhatsApp
    t.smallint('type').notNullable(); // 1 days left before delivery, 2 days elapsed after a date, 3 delivery is today
    t.smallint('days');
    t.uuid('activity_type_id').notNullable().references('activity_types.id').onDelete('RESTRICT').index();
    t.smallint('date_basis'); // 1 start, 2 delivery, 3 finish
  });
  await knex.raw('alter table flow_alerts add constraint flow_alerts_send_method check (send_method between 1 and 4)');
  await knex.raw('alter table flow_alerts add constraint flow_alerts_type check (type between 1 and 3)');
  await knex.raw('alter table flow_alerts add constraint flow_alerts_date_basis check (date_basis between 1 and 3)');
  await knex.raw('alter table flow_alerts add constraint flow_alerts_days check (days between 0 and 365)');
  await knex.raw('alter table flow_alerts add constraint flow_alerts_days_required check (type = 3 or days is not null)');
  await knex.raw('create index flow_alerts_flow on flow_alerts (flow_type_id, position)');

  await tenantTable(knex, 'flow_types');
  await tenantTable(knex, 'flow_alerts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('flow_alerts');
  await knex.schema.dropTableIfExists('flow_types');
}
