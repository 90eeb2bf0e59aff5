// Settlement and billing (issue 14): the time rounding rule (company, overridable per agreement),
// the awaiting-pre-invoice blocks per project, agreement and month, pre-invoices with their
// projects, lines and comments, and invoices with gapless numbers per company and prefix taken
// from a counter row locked for update. An approved invoice is immutable in the database itself:
// only its annulment, its balance (credit notes, receipts) and its electronic-invoicing state move.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

const money = (t: Knex.CreateTableBuilder, name: string) => t.decimal(name, 20, 6).notNullable().defaultTo(0);

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.string('time_rounding_mode', 10).notNullable().defaultTo('none');
    t.smallint('time_rounding_unit').notNullable().defaultTo(1);
    t.string('invoice_prefix', 10).notNullable().defaultTo('FV');
  });
  await knex.raw(
    `alter table companies add constraint companies_time_rounding check (time_rounding_mode in ('none', 'up', 'nearest') and time_rounding_unit between 1 and 60)`,
  );
  await knex.schema.alterTable('trade_agreements', (t) => {
    t.string('time_rounding_mode', 10); // null: the company's rule
    t.smallint('time_rounding_unit');
  });
  await knex.raw(`alter table trade_agreements add constraint trade_agreements_time_rounding check (
    (time_rounding_mode is null and time_rounding_unit is null)
    or (time_rounding_mode in ('none', 'up', 'nearest') and time_rounding_unit between 1 and 60))`);

  await knex.schema.createTable('settlement_blocks', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('project_id').notNullable().references('projects.id').onDelete('RESTRICT');
    t.uuid('trade_agreement_id').notNullable().references('trade_agreements.id').onDelete('RESTRICT');
    t.date('period').notNullable(); // the first day of the billed month
    t.string('state', 10).notNullable().defaultTo('open');
  });
  await knex.raw(`alter table settlement_blocks add constraint settlement_blocks_state check (state in ('open', 'shutdown', 'closed'))`);
  await knex.raw(`alter table settlement_blocks add constraint settlement_blocks_period check (extract(day from period) = 1)`);
  // One live block per agreement and month; a closed one stays for the record.
  await knex.raw(`create unique index settlement_blocks_live on settlement_blocks (trade_agreement_id, period) where state <> 'closed'`);
  await knex.raw('create index settlement_blocks_queue on settlement_blocks (company_id, state, period desc, id)');
  await knex.raw('create index settlement_blocks_project on settlement_blocks (project_id)');
  await tenantTable(knex, 'settlement_blocks');

  await knex.schema.createTable('preinvoices', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('code', 20).notNullable();
    t.uuid('client_id').notNullable().references('clients.id').onDelete('RESTRICT');
    t.uuid('project_id').notNullable().references('projects.id').onDelete('RESTRICT'); // the first project: scopes and lists
    t.smallint('agreement_type').notNullable();
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT'); // the billing currency (charge unit)
    t.date('period').notNullable();
    t.string('state', 10).notNullable().defaultTo('created');
    money(t, 'subtotal');
    money(t, 'taxes');
    money(t, 'withholdings');
    money(t, 'total');
    t.string('rounding_es', 300).notNullable();
    t.string('rounding_en', 300).notNullable();
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.uuid('approved_by').references('users.id').onDelete('SET NULL');
    t.timestamp('approved_at', { useTz: true });
    t.uuid('canceled_by').references('users.id').onDelete('SET NULL');
    t.timestamp('canceled_at', { useTz: true });
  });
  await knex.raw(`alter table preinvoices add constraint preinvoices_state check (state in ('created', 'revision', 'approved', 'canceled'))`);
  await knex.raw('create unique index preinvoices_code on preinvoices (company_id, code)');
  await knex.raw('create index preinvoices_queue on preinvoices (company_id, state, created_at desc, id)');
  await knex.raw('create index preinvoices_project on preinvoices (project_id)');
  await tenantTable(knex, 'preinvoices');

  await knex.schema.createTable('preinvoice_blocks', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('preinvoice_id').notNullable().references('preinvoices.id').onDelete('CASCADE');
    t.uuid('block_id').notNullable().references('settlement_blocks.id').onDelete('RESTRICT');
    t.uuid('project_id').notNullable().references('projects.id').onDelete('RESTRICT');
    t.primary(['preinvoice_id', 'block_id']);
  });
  await knex.raw('create index preinvoice_blocks_block on preinvoice_blocks (block_id)');
  await tenantTable(knex, 'preinvoice_blocks');

  await knex.schema.createTable('preinvoice_lines', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('preinvoice_id').notNullable().references('preinvoices.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.uuid('project_id').notNullable().references('projects.id').onDelete('RESTRICT');
    t.uuid('block_id').notNullable().references('settlement_blocks.id').onDelete('RESTRICT');
    t.string('concept', 20).notNullable();
    t.string('description', 500).notNullable().defaultTo('');
    t.date('line_date').notNullable();
    t.decimal('quantity', 20, 6).notNullable();
    t.decimal('unit_price', 20, 6).notNullable();
    t.decimal('unit_amount', 20, 6).notNullable(); // in the agreement's unit (an indexing unit's, when it is one)
    money(t, 'amount');
    money(t, 'taxes');
    money(t, 'withholdings');
    t.jsonb('tax_detail').notNullable().defaultTo('[]');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.integer('worked_minutes').notNullable().defaultTo(0);
    t.integer('billed_minutes').notNullable().defaultTo(0);
    t.specificType('activity_ids', 'uuid[]').notNullable().defaultTo('{}');
    t.specificType('work_ids', 'uuid[]').notNullable().defaultTo('{}');
    t.uuid('milestone_id'); // the milestone a milestone line bills (billed once)
    t.unique(['preinvoice_id', 'position']);
  });
  await tenantTable(knex, 'preinvoice_lines');

  await knex.schema.createTable('preinvoice_comments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('preinvoice_id').notNullable().references('preinvoices.id').onDelete('CASCADE');
    t.uuid('user_id').references('users.id').onDelete('SET NULL'); // null: the client, through the external link
    t.string('author_name', 200).notNullable();
    t.string('body', 2000).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index preinvoice_comments_by on preinvoice_comments (preinvoice_id, created_at)');
  await tenantTable(knex, 'preinvoice_comments');

  await knex.schema.alterTable('activities', (t) => {
    t.uuid('settlement_block_id').references('settlement_blocks.id').onDelete('SET NULL');
    t.uuid('preinvoice_id').references('preinvoices.id').onDelete('SET NULL');
  });
  await knex.raw('create index activities_block on activities (settlement_block_id) where settlement_block_id is not null');
  await knex.raw('create index activities_preinvoice on activities (preinvoice_id) where preinvoice_id is not null');
  // The audited-by-leader queue: audited work per project.
  await knex.raw(`create index activities_audited on activities (company_id, project_id) where state = 'AuditedByLeader'`);

  // Gapless numbers: one counter row per company and prefix, locked for update by the invoice's transaction.
  await knex.schema.createTable('invoice_counters', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('prefix', 10).notNullable();
    t.bigInteger('last_number').notNullable().defaultTo(0);
    t.primary(['company_id', 'prefix']);
  });
  await tenantTable(knex, 'invoice_counters');

  await knex.schema.createTable('invoices', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('preinvoice_id').notNullable().unique().references('preinvoices.id').onDelete('RESTRICT'); // one invoice per pre-invoice
    t.string('prefix', 10).notNullable();
    t.bigInteger('number').notNullable();
    t.uuid('client_id').notNullable().references('clients.id').onDelete('RESTRICT');
    t.uuid('project_id').notNullable().references('projects.id').onDelete('RESTRICT');
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT');
    t.date('issue_date').notNullable();
    money(t, 'subtotal');
    money(t, 'taxes');
    money(t, 'withholdings');
    money(t, 'total');
    money(t, 'credited');
    money(t, 'paid');
    t.string('state', 10).notNullable().defaultTo('approved');
    t.uuid('approved_by').references('users.id').onDelete('SET NULL');
    t.timestamp('approved_at', { useTz: true }).notNullable();
    t.string('annul_reason', 1000);
    t.uuid('annulled_by').references('users.id').onDelete('SET NULL');
    t.timestamp('annulled_at', { useTz: true });
    t.string('einvoice_state', 10).notNullable().defaultTo('pending');
    t.string('einvoice_message', 500);
  });
  await knex.raw(`alter table invoices add constraint invoices_state check (state in ('approved', 'annulled'))`);
  await knex.raw(`alter table invoices add constraint invoices_einvoice_state check (einvoice_state in ('pending', 'sent', 'accepted', 'rejected'))`);
  // The balance never goes below zero, whatever runs concurrently.
  await knex.raw('alter table invoices add constraint invoices_balance check (credited >= 0 and paid >= 0 and credited + paid <= total)');
  await knex.raw('create unique index invoices_number on invoices (company_id, prefix, number)');
  await knex.raw('create index invoices_list on invoices (company_id, approved_at desc, id)');
  await knex.raw('create index invoices_client on invoices (client_id)');
  await knex.raw('create index invoices_project on invoices (project_id)');
  await tenantTable(knex, 'invoices');

  // Immutable once approved: no delete, and an update may only annul it, move its balance or its
  // electronic-invoicing state. The pre-invoice behind it and its lines are frozen too.
  await knex.raw(`
    create function invoices_immutable() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        raise exception 'an invoice is never deleted' using errcode = 'P0001';
      end if;
      if (new.preinvoice_id, new.prefix, new.number, new.client_id, new.project_id, new.currency_id, new.issue_date,
          new.subtotal, new.taxes, new.withholdings, new.total, new.approved_by, new.approved_at, new.company_id, new.tenant_id)
         is distinct from
         (old.preinvoice_id, old.prefix, old.number, old.client_id, old.project_id, old.currency_id, old.issue_date,
          old.subtotal, old.taxes, old.withholdings, old.total, old.approved_by, old.approved_at, old.company_id, old.tenant_id)
         or (old.state = 'annulled' and new.state <> 'annulled') then
        raise exception 'an approved invoice is immutable' using errcode = 'P0001';
      end if;
      return new;
    end $$`);
  await knex.raw('create trigger invoices_immutable before update or delete on invoices for each row execute function invoices_immutable()');
  await knex.raw(`
    create function preinvoice_lines_frozen() returns trigger language plpgsql as $$
    declare parent uuid := coalesce(old.preinvoice_id, new.preinvoice_id);
    begin
      if exists (select 1 from preinvoices p where p.id = parent and p.state = 'approved') then
        raise exception 'the lines of an approved pre-invoice are immutable' using errcode = 'P0001';
      end if;
      return coalesce(new, old);
    end $$`);
  await knex.raw('create trigger preinvoice_lines_frozen before update or delete on preinvoice_lines for each row execute function preinvoice_lines_frozen()');
  await knex.raw(`
    create function preinvoices_frozen() returns trigger language plpgsql as $$
    begin
      if old.state = 'approved' and (tg_op = 'DELETE' or (new.subtotal, new.taxes, new.withholdings, new.total, new.state)
          is distinct from (old.subtotal, old.taxes, old.withholdings, old.total, old.state)) then
        raise exception 'an approved pre-invoice is immutable' using errcode = 'P0001';
      end if;
      return coalesce(new, old);
    end $$`);
  await knex.raw('create trigger preinvoices_frozen before update or delete on preinvoices for each row execute function preinvoices_frozen()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists preinvoices_frozen on preinvoices');
  await knex.raw('drop trigger if exists preinvoice_lines_frozen on preinvoice_lines');
  await knex.raw('drop trigger if exists invoices_immutable on invoices');
  await knex.raw('drop function if exists preinvoices_frozen');
  await knex.raw('drop function if exists preinvoice_lines_frozen');
  await knex.raw('drop function if exists invoices_immutable');
  await knex.schema.dropTableIfExists('invoices');
  await knex.schema.dropTableIfExists('invoice_counters');
  await knex.schema.alterTable('activities', (t) => {
    t.dropColumn('settlement_block_id');
    t.dropColumn('preinvoice_id');
  });
  await knex.raw('drop index if exists activities_audited');
  await knex.schema.dropTableIfExists('preinvoice_comments');
  await knex.schema.dropTableIfExists('preinvoice_lines');
  await knex.schema.dropTableIfExists('preinvoice_blocks');
  await knex.schema.dropTableIfExists('preinvoices');
  await knex.schema.dropTableIfExists('settlement_blocks');
  await knex.raw('alter table trade_agreements drop constraint if exists trade_agreements_time_rounding');
  await knex.schema.alterTable('trade_agreements', (t) => {
    t.dropColumn('time_rounding_mode');
    t.dropColumn('time_rounding_unit');
  });
  await knex.raw('alter table companies drop constraint if exists companies_time_rounding');
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumn('time_rounding_mode');
    t.dropColumn('time_rounding_unit');
    t.dropColumn('invoice_prefix');
  });
}
