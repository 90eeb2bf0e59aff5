// Identity and tenancy: tenants > companies; one user per email with memberships;
// roles with permission codes; login sessions.
import type { Knex } from 'knex';
import { APP_ROLE, grantDml, ownedColumns, tenantTable } from '../rls.ts';

/**
 * The permission catalogue on this migration's day, as literal data: a migration never reads the live
 * list (policies/permissions.ts), or codes added later would never reach a database migrated before.
 * Codes added or removed later come by new migrations (reference-data.test.ts keeps them equal).
 */
const PERMISSIONS: [code: string, area: string][] = [
  ['ClientFullAccess', 'clients'],
  ['AdministrationCompany', 'administration'],
  ['AdministrationUsers', 'administration'],
  ['AdministrationClient', 'administration'],
  ['AdministrationProjects', 'administration'],
  ['AdministrationfunctionalStructure', 'administration'],
  ['AdministrationCompanyGeneralCreate', 'administration'],
  ['AdministrationCompanyGeneralUpdate', 'administration'],
  ['SettlementAccessAll', 'settlement'],
  ['SettlementAccessWorkgroup', 'settlement'],
  ['SettlementAccessReviewedServicesAll', 'settlement'],
  ['SettlementAccessReviewedServicesWorkgroup', 'settlement'],
  ['SettlementReadPendingPreinvoicesAll', 'settlement'],
  ['SettlementReadPendingPreinvoicesWorkgroup', 'settlement'],
  ['SettlementReadPreinvoicesAll', 'settlement'],
  ['SettlementReadPreinvoicesWorkgroup', 'settlement'],
  ['SettlementReadLiquidatedAll', 'settlement'],
  ['SettlementReadLiquidatedWorkgroup', 'settlement'],
  ['SettlementReadFutureBlocksAll', 'settlement'],
  ['SettlementReadFutureBlocksWorkgroup', 'settlement'],
  ['SettlementCreditNotesAll', 'settlement'],
  ['SettlementCreditNotesWorkgroup', 'settlement'],
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenants', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('name', 200).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('companies', (t) => {
    ownedColumns(knex, t, { company: false });
    t.string('name', 200).notNullable();
    t.string('tax_document', 30);
    t.string('phone', 30);
    t.string('address', 300);
    t.string('country', 3).notNullable().defaultTo('COL');
    t.string('city', 20);
    t.specificType('emails', 'text[]').notNullable().defaultTo('{}');
    t.string('logo_path', 300);
    t.string('main_color', 20);
    t.string('secondary_color', 20);
    t.string('time_zone', 60).notNullable().defaultTo('America/Bogota');
    t.string('language', 5).notNullable().defaultTo('es');
    t.boolean('include_process').notNullable().defaultTo(true);
    t.boolean('preselect_responsible_user').notNullable().defaultTo(false);
    t.integer('active_user_limit');
    t.boolean('is_main').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
  });

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable();
    t.string('name', 100).notNullable();
    t.string('last_name', 100).notNullable().defaultTo('');
    t.string('id_number', 30);
    t.string('phone', 30);
    t.string('picture', 300);
    t.boolean('is_super_admin').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamps(true, true);
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');

  await knex.schema.createTable('tenant_memberships', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.primary(['tenant_id', 'user_id']);
  });

  await knex.schema.createTable('company_memberships', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.primary(['company_id', 'user_id']);
  });

  // The permission catalogue is data, global to the product.
  await knex.schema.createTable('permissions', (t) => {
    t.string('code', 80).primary();
    t.string('area', 40).notNullable();
  });
  await knex('permissions').insert(PERMISSIONS.map(([code, area]) => ({ code, area })));

  await knex.schema.createTable('roles', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 100).notNullable();
    t.string('code', 40).notNullable();
    t.string('description', 500);
    t.boolean('active').notNullable().defaultTo(true);
    t.unique(['company_id', 'code']);
  });
  await knex.schema.createTable('role_permissions', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('role_id').notNullable().references('roles.id').onDelete('CASCADE');
    t.string('permission_code', 80).notNullable().references('permissions.code');
    t.primary(['role_id', 'permission_code']);
  });
  await knex.schema.createTable('user_roles', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.uuid('role_id').notNullable().references('roles.id').onDelete('RESTRICT').index();
    t.primary(['company_id', 'user_id', 'role_id']);
  });

  // Login sessions: platform data looked up by the hash of the cookie before any tenant is known.
  await knex.schema.createTable('auth_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('token_hash', 64).notNullable().unique();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.uuid('tenant_id').references('tenants.id').onDelete('SET NULL');
    t.uuid('company_id').references('companies.id').onDelete('SET NULL');
    t.string('browser_info', 300);
    t.text('id_token');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ended_at', { useTz: true });
    t.string('end_reason', 30);
  });

  for (const table of ['companies', 'roles', 'role_permissions', 'user_roles']) await tenantTable(knex, table);

  // Tenants: visible when it is the active tenant or the signed-in user belongs to it.
  await knex.raw('alter table tenants enable row level security');
  await knex.raw('alter table tenants force row level security');
  await knex.raw(`create policy tenant_visible on tenants for select using (
    id = app_current_tenant() or exists (
      select 1 from tenant_memberships m where m.tenant_id = tenants.id and m.user_id = app_current_user()))`);
  await knex.raw(`create policy tenant_update on tenants for update using (id = app_current_tenant())`);
  await knex.raw(`create policy tenant_insert on tenants for insert with check (true)`);

  // A user sees the companies they belong to in any tenant (to pick one before a tenant is active).
  await knex.raw(`create policy company_member_visible on companies for select using (exists (
    select 1 from company_memberships m where m.company_id = companies.id and m.user_id = app_current_user()))`);

  // Memberships: those of the active tenant, and the signed-in user's own across tenants.
  for (const table of ['tenant_memberships', 'company_memberships']) {
    await knex.raw(`alter table ?? enable row level security`, [table]);
    await knex.raw(`alter table ?? force row level security`, [table]);
    await knex.raw(
      `create policy membership_visible on ?? using (
      tenant_id = app_current_tenant() or user_id = app_current_user())
      with check (tenant_id = app_current_tenant())`,
      [table],
    );
  }
  // Users are global identities: visible to themselves, by the verified login email, and to their tenants.
  await knex.raw('alter table users enable row level security');
  await knex.raw('alter table users force row level security');
  await knex.raw(`create policy user_visible on users for select using (
    id = app_current_user() or lower(email) = app_current_email() or exists (
      select 1 from tenant_memberships m where m.user_id = users.id and m.tenant_id = app_current_tenant()))`);
  await knex.raw(`create policy user_update on users for update using (
    id = app_current_user() or exists (
      select 1 from tenant_memberships m where m.user_id = users.id and m.tenant_id = app_current_tenant()))`);
  await knex.raw(`create policy user_insert on users for insert with check (true)`);

  for (const table of ['tenants', 'users', 'tenant_memberships', 'company_memberships', 'auth_sessions']) {
    await grantDml(knex, table);
  }
  await knex.raw(`grant select on permissions to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  // Policies on tenants and users read the memberships: drop them first.
  await knex.raw('drop policy if exists tenant_visible on tenants');
  await knex.raw('drop policy if exists user_visible on users');
  await knex.raw('drop policy if exists user_update on users');
  await knex.raw('drop policy if exists company_member_visible on companies');
  for (const table of [
    'auth_sessions',
    'user_roles',
    'role_permissions',
    'roles',
    'permissions',
    'company_memberships',
    'tenant_memberships',
    'users',
    'companies',
    'tenants',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
