// The fields of a dynamic form (issue 12, item 4): one row per field in display order, with the
// properties of the specification as columns (decision 130). Written with the form, in its
// transaction, as its `fields` collection; each kind's allowed properties are checked by the pure
// validator in api/src/contract/dynamic-forms.ts.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

// The specification's eight kinds and the date types, as stored (a copy: migrations never import application code).
const KINDS = ['checkbox', 'date', 'number', 'radioGroup', 'select', 'switch', 'textarea', 'textbox'];
const DATE_TYPES = ['date', 'datetime', 'month', 'year'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dynamic_form_fields', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('dynamic_form_id').notNullable().references('dynamic_forms.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.string('kind', 20).notNullable();
    t.string('title', 100).notNullable();
    t.string('placeholder', 100);
    t.boolean('required').notNullable().defaultTo(false);
    t.string('required_message', 200);
    t.integer('min_length');
    t.integer('max_length');
    t.string('length_message', 200);
    t.boolean('multiple').notNullable().defaultTo(false);
    t.integer('max_selections').notNullable().defaultTo(0); // 0: unlimited
    t.string('mask', 100);
    t.text('options'); // radio group and select: one option a line, in display order
    t.smallint('columns').notNullable().defaultTo(4);
    t.smallint('height');
    t.string('date_type', 10);
  });
  await knex.raw(`alter table dynamic_form_fields add constraint dynamic_form_fields_kind check (kind in (${list(KINDS)}))`);
  await knex.raw(`alter table dynamic_form_fields add constraint dynamic_form_fields_date_type check (date_type in (${list(DATE_TYPES)}))`);
  await knex.raw(
    'alter table dynamic_form_fields add constraint dynamic_form_fields_lengths check (min_length is null or max_length is null or min_length <= max_length)',
  );
  await knex.raw('alter table dynamic_form_fields add constraint dynamic_form_fields_columns check (columns between 1 and 4)');
  // Read back with the form, in order.
  await knex.raw('create index dynamic_form_fields_form on dynamic_form_fields (dynamic_form_id, position)');
  await tenantTable(knex, 'dynamic_form_fields');
  // The dashboard lists a company's forms by name.
  await knex.raw('create index dynamic_forms_name on dynamic_forms (company_id, lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists dynamic_forms_name');
  await knex.schema.dropTableIfExists('dynamic_form_fields');
}
