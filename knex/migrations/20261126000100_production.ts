// Production (issue 13): cases, operative workflows spawned from flow types, operative activities
// with their state machine, the time registered on them (works) and its per user/day/project
// pre-aggregate, tasks, comments, shares, the leader's revisions, expenses, the one chronometer of
// each user, and the members' service units and activity types that decide who may take an
// activity (decision 192). Activity states and their moves live in api/src/production/activity-states.ts.
import type { Knex } from 'knex';
import { APP_ROLE, ownedColumns, tenantTable } from '../rls.ts';

// The catalogues as stored (a copy: migrations never import application code).
const ACTIVITY_STATES = [
  'Assigned',
  'InProcess',
  'RequestForClarification',
  'AwaitingRevision',
  'AuditedByLeader',
  'AwaitingPreInvoice',
  'PreInvoiceInRevision',
  'Billed',
];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

function memberSet(knex: Knex, name: string, column: string, target: string) {
  return knex.schema.createTable(name, (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE').index();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid(column).notNullable().references(`${target}.id`).onDelete('CASCADE').index();
    t.primary(['company_id', 'user_id', column]);
  });
}

export async function up(knex: Knex): Promise<void> {
  // Who may take an activity: the member's service units and activity types (job profile).
  await memberSet(knex, 'user_service_units', 'service_unit_id', 'service_units');
  await memberSet(knex, 'user_activity_types', 'activity_type_id', 'activity_types');

  await knex.schema.createTable('cases', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('code', 40).notNullable();
    t.string('title', 200).notNullable();
    t.string('description', 2000);
    t.uuid('client_id').notNullable().references('clients.id').onDelete('RESTRICT').index();
    t.uuid('project_id').references('projects.id').onDelete('RESTRICT').index();
    t.string('state', 10).notNullable().defaultTo('open');
    t.boolean('active').notNullable().defaultTo(true);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw(`alter table cases add constraint cases_state check (state in ('open', 'closed'))`);
  await knex.raw('create unique index cases_code_unique on cases (company_id, lower(code))');
  await knex.raw('create index cases_grid on cases (company_id, state, created_at desc, id)');
  await knex.raw(`alter table cases add column title_search text generated always as (f_unaccent(lower(title))) stored`);
  await knex.raw('create index cases_title_search on cases using gin (title_search gin_trgm_ops)');

  // Parties and counterparties of a case (name, document number).
  await knex.schema.createTable('case_parties', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('case_id').notNullable().references('cases.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.string('side', 15).notNullable();
    t.string('name', 200).notNullable();
    t.string('document_number', 30);
  });
  await knex.raw(`alter table case_parties add constraint case_parties_side check (side in ('party', 'counterparty'))`);
  await knex.raw('create index case_parties_case on case_parties (case_id, position)');

  await knex.schema.createTable('operative_workflows', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('code', 40).notNullable();
    t.string('title', 200).notNullable();
    t.string('description', 2000);
    t.uuid('flow_type_id').notNullable().references('flow_types.id').onDelete('RESTRICT').index();
    t.uuid('client_id').notNullable().references('clients.id').onDelete('RESTRICT').index();
    t.uuid('project_id').references('projects.id').onDelete('RESTRICT').index();
    t.uuid('case_id').references('cases.id').onDelete('SET NULL').index();
    t.uuid('practice_id').notNullable().references('practices.id').onDelete('RESTRICT');
    t.uuid('service_unit_id').references('service_units.id').onDelete('RESTRICT');
    t.uuid('work_group_id').references('work_groups.id').onDelete('SET NULL');
    t.uuid('responsible_user_id').references('users.id').onDelete('SET NULL').index();
    t.uuid('responsible_work_group_id').references('work_groups.id').onDelete('SET NULL');
    t.uuid('trade_agreement_id').references('trade_agreements.id').onDelete('SET NULL').index();
    t.uuid('dynamic_form_id').references('dynamic_forms.id').onDelete('SET NULL');
    // The flow type's diagram when the workflow was created (later edits of the type do not move it).
    t.jsonb('definition').notNullable().defaultTo(knex.raw(`'{"nodes": [], "edges": []}'::jsonb`));
    t.jsonb('answers').notNullable().defaultTo(knex.raw(`'{}'::jsonb`)); // the dynamic form's answers
    t.string('state', 10).notNullable().defaultTo('open');
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('finished_at', { useTz: true });
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.jsonb('custom_fields').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
  await knex.raw(`alter table operative_workflows add constraint operative_workflows_state check (state in ('open', 'finished'))`);
  await knex.raw(`alter table operative_workflows add constraint operative_workflows_answers_object check (jsonb_typeof(answers) = 'object')`);
  await knex.raw(`alter table operative_workflows add constraint operative_workflows_custom_fields_object check (jsonb_typeof(custom_fields) = 'object')`);
  await knex.raw('create unique index operative_workflows_code_unique on operative_workflows (company_id, lower(code))');
  await knex.raw('create index operative_workflows_grid on operative_workflows (company_id, state, created_at desc, id)');
  await knex.raw(`alter table operative_workflows add column title_search text generated always as (f_unaccent(lower(title))) stored`);
  await knex.raw('create index operative_workflows_title_search on operative_workflows using gin (title_search gin_trgm_ops)');

  await knex.schema.createTable('activities', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('code', 40).notNullable();
    t.string('title', 300).notNullable();
    t.string('description', 2000);
    t.uuid('client_id').notNullable().references('clients.id').onDelete('RESTRICT').index();
    t.uuid('project_id').references('projects.id').onDelete('RESTRICT');
    t.uuid('practice_id').notNullable().references('practices.id').onDelete('RESTRICT');
    t.uuid('service_unit_id').references('service_units.id').onDelete('RESTRICT');
    t.uuid('activity_type_id').notNullable().references('activity_types.id').onDelete('RESTRICT').index();
    t.uuid('case_id').references('cases.id').onDelete('SET NULL').index();
    t.uuid('workflow_id').references('operative_workflows.id').onDelete('CASCADE');
    t.integer('workflow_position'); // the order of the diagram
    t.string('workflow_node', 60); // the diagram node it was spawned from
    t.uuid('trade_agreement_id').references('trade_agreements.id').onDelete('SET NULL').index();
    t.string('subtheme', 100);
    t.uuid('responsible_user_id').references('users.id').onDelete('RESTRICT');
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.timestamp('delivery_at', { useTz: true }).notNullable();
    t.timestamp('assigned_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.decimal('estimated_hours', 7, 2).notNullable().defaultTo(0);
    // Totals of the works, kept in the works' own transaction (trigger below).
    t.integer('worked_minutes').notNullable().defaultTo(0);
    t.integer('billable_minutes').notNullable().defaultTo(0);
    t.boolean('is_billable').notNullable().defaultTo(true);
    t.boolean('is_appointment_schedule').notNullable().defaultTo(false);
    t.boolean('is_autoassignable').notNullable().defaultTo(false);
    t.boolean('required_documents').notNullable().defaultTo(false);
    t.boolean('required_revision').notNullable().defaultTo(true);
    t.boolean('migrated').notNullable().defaultTo(false); // brought from the firm's former tool (grid-activities-migrated)
    t.jsonb('custom_fields').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.string('state', 30).notNullable().defaultTo('Assigned');
    t.smallint('awaiting_revision_state').notNullable().defaultTo(1);
    t.smallint('opportunity_state').notNullable().defaultTo(1);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table activities add constraint activities_state check (state in (${list(ACTIVITY_STATES)}))`);
  await knex.raw('alter table activities add constraint activities_dates check (start_date <= end_date)');
  await knex.raw(`alter table activities add constraint activities_custom_fields_object check (jsonb_typeof(custom_fields) = 'object')`);
  await knex.raw('alter table activities add constraint activities_minutes check (worked_minutes >= 0 and billable_minutes >= 0)');
  await knex.raw('create unique index activities_code_unique on activities (company_id, lower(code))');
  await knex.raw(`alter table activities add column title_search text generated always as (f_unaccent(lower(title))) stored`);
  await knex.raw('create index activities_title_search on activities using gin (title_search gin_trgm_ops)');
  // The grids: by state and delivery (the default order), by responsible, by project (the Workgroup scope).
  await knex.raw('create index activities_grid on activities (company_id, state, delivery_at, id)');
  await knex.raw('create index activities_responsible on activities (responsible_user_id, state, delivery_at, id)');
  await knex.raw('create index activities_project on activities (project_id, state, delivery_at, id)');
  await knex.raw('create index activities_workflow on activities (workflow_id, workflow_position)');
  await knex.raw('create index activities_unassigned on activities (company_id, delivery_at, id) where responsible_user_id is null');

  // Codes people quote (ACT-0000123, FLU-0000045, CAS-0000007): one sequence each, unique per company.
  for (const [table, prefix] of [
    ['activities', 'ACT'],
    ['operative_workflows', 'FLU'],
    ['cases', 'CAS'],
  ]) {
    await knex.raw(`create sequence ${table}_code_seq`);
    await knex.raw(`grant usage, select on sequence ${table}_code_seq to ${APP_ROLE}`);
    await knex.raw(`alter table ${table} alter column code set default '${prefix}-' || lpad(nextval('${table}_code_seq')::text, 7, '0')`);
  }

  // The activity's documents (a type that requires a document cannot be finished without one).
  await knex.schema.createTable('activity_files', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.jsonb('file').notNullable();
    t.string('description', 300);
  });
  await knex.raw('create index activity_files_activity on activity_files (activity_id, position)');

  // The workflow's attachments.
  await knex.schema.createTable('workflow_files', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('workflow_id').notNullable().references('operative_workflows.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.jsonb('file').notNullable();
    t.string('description', 300);
  });
  await knex.raw('create index workflow_files_workflow on workflow_files (workflow_id, position)');

  // Other users the activity is shared with (tab "share").
  await knex.schema.createTable('activity_shares', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.uuid('shared_by').references('users.id').onDelete('SET NULL');
    t.timestamp('shared_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['activity_id', 'user_id']);
  });

  // Time registered on an activity: who, which day, from when, how long; billable part.
  await knex.schema.createTable('works', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.uuid('project_id').references('projects.id').onDelete('RESTRICT');
    t.uuid('user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.date('work_date').notNullable(); // the day in the company's time zone
    t.timestamp('started_at', { useTz: true });
    t.integer('minutes').notNullable();
    t.integer('billable_minutes').notNullable().defaultTo(0);
    t.string('description', 1000);
    t.string('source', 12).notNullable().defaultTo('manual'); // manual | chronometer
  });
  await knex.raw(
    'alter table works add constraint works_minutes check (minutes > 0 and minutes <= 1440 and billable_minutes >= 0 and billable_minutes <= minutes)',
  );
  await knex.raw(`alter table works add constraint works_source check (source in ('manual', 'chronometer'))`);
  await knex.raw('create index works_activity on works (activity_id, work_date)');
  await knex.raw('create index works_user_day on works (company_id, user_id, work_date)');

  // Pre-aggregate of the works per user, day and project (the all-zero id for none): the panel's
  // indicators read it, and the works' trigger keeps it current in the same transaction.
  await knex.schema.createTable('work_day_totals', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('work_date').notNullable();
    t.uuid('project_id').notNullable();
    t.bigInteger('minutes').notNullable().defaultTo(0);
    t.bigInteger('billable_minutes').notNullable().defaultTo(0);
    t.primary(['company_id', 'user_id', 'work_date', 'project_id']);
  });
  await knex.raw('create index work_day_totals_day on work_day_totals (company_id, work_date)');

  await knex.raw(`
    create function works_totals() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update activities set worked_minutes = worked_minutes - old.minutes, billable_minutes = billable_minutes - old.billable_minutes
          where id = old.activity_id;
        update work_day_totals set minutes = minutes - old.minutes, billable_minutes = billable_minutes - old.billable_minutes
          where company_id = old.company_id and user_id = old.user_id and work_date = old.work_date
            and project_id = coalesce(old.project_id, '00000000-0000-0000-0000-000000000000');
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update activities set worked_minutes = worked_minutes + new.minutes, billable_minutes = billable_minutes + new.billable_minutes
          where id = new.activity_id;
        insert into work_day_totals (tenant_id, company_id, user_id, work_date, project_id, minutes, billable_minutes)
          values (new.tenant_id, new.company_id, new.user_id, new.work_date,
            coalesce(new.project_id, '00000000-0000-0000-0000-000000000000'), new.minutes, new.billable_minutes)
          on conflict (company_id, user_id, work_date, project_id) do update
            set minutes = work_day_totals.minutes + excluded.minutes,
                billable_minutes = work_day_totals.billable_minutes + excluded.billable_minutes;
      end if;
      return null;
    end $$`);
  await knex.raw('create trigger works_totals after insert or update or delete on works for each row execute function works_totals()');

  // Tasks of an activity.
  await knex.schema.createTable('activity_tasks', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.string('description', 2000);
    t.string('state', 12).notNullable().defaultTo('pending');
    t.date('due_date');
    t.uuid('assigned_user_id').references('users.id').onDelete('SET NULL');
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(`alter table activity_tasks add constraint activity_tasks_state check (state in ('pending', 'inProgress', 'finished'))`);
  await knex.raw('create index activity_tasks_activity on activity_tasks (activity_id, created_at)');

  // Comments on an activity or one of its tasks, with @mentions (user ids).
  await knex.schema.createTable('activity_comments', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.uuid('task_id').references('activity_tasks.id').onDelete('CASCADE');
    t.uuid('reply_to').references('activity_comments.id').onDelete('CASCADE');
    t.uuid('author_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.string('message', 4000).notNullable();
    t.specificType('mentions', 'uuid[]').notNullable().defaultTo('{}');
  });
  await knex.raw('create index activity_comments_activity on activity_comments (activity_id, created_at)');

  // The leader's revisions: every approval and return, who, when, why.
  await knex.schema.createTable('activity_revisions', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.string('decision', 10).notNullable();
    t.string('reason', 1000);
    t.uuid('decided_by').notNullable().references('users.id').onDelete('RESTRICT');
  });
  await knex.raw(`alter table activity_revisions add constraint activity_revisions_decision check (decision in ('approved', 'returned'))`);
  await knex.raw(`alter table activity_revisions add constraint activity_revisions_reason check (decision = 'approved' or length(trim(reason)) > 0)`);
  await knex.raw('create index activity_revisions_activity on activity_revisions (activity_id, created_at)');

  // Expenses of an activity or a workflow (and so of its project).
  await knex.schema.createTable('expenses', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('activity_id').references('activities.id').onDelete('CASCADE').index();
    t.uuid('workflow_id').references('operative_workflows.id').onDelete('CASCADE').index();
    t.uuid('project_id').references('projects.id').onDelete('RESTRICT').index();
    t.uuid('expense_type_id').notNullable().references('expense_types.id').onDelete('RESTRICT');
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT');
    t.decimal('value', 20, 6).notNullable();
    t.string('description', 1000);
    t.date('expense_date').notNullable();
    t.jsonb('support_file');
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw('alter table expenses add constraint expenses_value_non_zero check (value <> 0)');
  await knex.raw('alter table expenses add constraint expenses_owner check (activity_id is not null or workflow_id is not null)');

  // The one chronometer of each member: running from started_at, plus what it ran before a pause.
  await knex.schema.createTable('chronometers', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE');
    t.timestamp('started_at', { useTz: true }); // null while paused
    t.integer('elapsed_seconds').notNullable().defaultTo(0); // before the current run
    t.string('description', 1000);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['company_id', 'user_id']);
  });

  for (const table of [
    'user_service_units',
    'user_activity_types',
    'cases',
    'case_parties',
    'operative_workflows',
    'activities',
    'activity_files',
    'workflow_files',
    'activity_shares',
    'works',
    'work_day_totals',
    'activity_tasks',
    'activity_comments',
    'activity_revisions',
    'expenses',
    'chronometers',
  ]) {
    await tenantTable(knex, table);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['chronometers', 'expenses', 'activity_revisions', 'activity_comments', 'activity_tasks', 'work_day_totals']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('drop trigger if exists works_totals on works');
  await knex.schema.dropTableIfExists('works');
  await knex.raw('drop function if exists works_totals()');
  for (const table of [
    'activity_files',
    'workflow_files',
    'activity_shares',
    'activities',
    'operative_workflows',
    'case_parties',
    'cases',
    'user_activity_types',
    'user_service_units',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  for (const table of ['activities', 'operative_workflows', 'cases']) await knex.raw(`drop sequence if exists ${table}_code_seq`);
}
