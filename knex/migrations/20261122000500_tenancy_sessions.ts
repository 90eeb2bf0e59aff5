// Issue 4: registration sessions (a login of a person the platform does not know yet), the chosen
// company of a session, countries, help requests and the events the rate limits count.
import type { Knex } from 'knex';
import { APP_ROLE, grantDml } from '../rls.ts';

/** Code, Spanish and English names, sort order (Colombia first). */
const COUNTRIES: [string, string, string, number][] = [
  ['COL', 'Colombia', 'Colombia', 0],
  ['ARG', 'Argentina', 'Argentina', 100],
  ['BOL', 'Bolivia', 'Bolivia', 100],
  ['BRA', 'Brasil', 'Brazil', 100],
  ['CAN', 'Canadá', 'Canada', 100],
  ['CHL', 'Chile', 'Chile', 100],
  ['CRI', 'Costa Rica', 'Costa Rica', 100],
  ['CUB', 'Cuba', 'Cuba', 100],
  ['ECU', 'Ecuador', 'Ecuador', 100],
  ['SLV', 'El Salvador', 'El Salvador', 100],
  ['ESP', 'España', 'Spain', 100],
  ['USA', 'Estados Unidos', 'United States', 100],
  ['GTM', 'Guatemala', 'Guatemala', 100],
  ['HND', 'Honduras', 'Honduras', 100],
  ['MEX', 'México', 'Mexico', 100],
  ['NIC', 'Nicaragua', 'Nicaragua', 100],
  ['PAN', 'Panamá', 'Panama', 100],
  ['PRY', 'Paraguay', 'Paraguay', 100],
  ['PER', 'Perú', 'Peru', 100],
  ['PRI', 'Puerto Rico', 'Puerto Rico', 100],
  ['DOM', 'República Dominicana', 'Dominican Republic', 100],
  ['URY', 'Uruguay', 'Uruguay', 100],
  ['VEN', 'Venezuela', 'Venezuela', 100],
  ['DEU', 'Alemania', 'Germany', 100],
  ['BEL', 'Bélgica', 'Belgium', 100],
  ['FRA', 'Francia', 'France', 100],
  ['ITA', 'Italia', 'Italy', 100],
  ['NLD', 'Países Bajos', 'Netherlands', 100],
  ['PRT', 'Portugal', 'Portugal', 100],
  ['GBR', 'Reino Unido', 'United Kingdom', 100],
  ['CHE', 'Suiza', 'Switzerland', 100],
  ['CHN', 'China', 'China', 100],
  ['JPN', 'Japón', 'Japan', 100],
];

export async function up(knex: Knex): Promise<void> {
  // A registration session has no user yet: it holds the identity provider's verified email and
  // names until POST /api/register creates the user and fills user_id.
  await knex.raw('alter table auth_sessions alter column user_id drop not null');
  await knex.schema.alterTable('auth_sessions', (t) => {
    t.string('email', 254);
    t.string('claimed_name', 100);
    t.string('claimed_last_name', 100);
    // Set when the user picks a tenant or company; until then a user of several tenants is asked.
    t.timestamp('company_chosen_at', { useTz: true });
  });
  await knex.raw('alter table auth_sessions add constraint auth_sessions_user_or_email check (user_id is not null or email is not null)');
  await knex.raw('create index auth_sessions_open_by_user on auth_sessions (user_id) where ended_at is null');

  await knex.schema.createTable('countries', (t) => {
    t.string('code', 3).primary();
    t.string('name_es', 100).notNullable();
    t.string('name_en', 100).notNullable();
    t.smallint('sort_order').notNullable().defaultTo(100);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`grant select on countries to ${APP_ROLE}`);
  // The countries as they were on this migration's day, as literal data: a migration never reads
  // application code, which changes after it (later changes to the list come by new migrations).
  await knex('countries')
    .insert(COUNTRIES.map(([code, es, en, sortOrder]) => ({ code, name_es: es, name_en: en, sort_order: sortOrder })))
    .onConflict('code')
    .ignore();

  // Help requests from the login page: nobody is signed in, so they belong to no tenant.
  await knex.schema.createTable('help_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable();
    t.text('concern').notNullable();
    t.string('locale', 5).notNullable().defaultTo('es');
    t.string('user_agent', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('mailed_at', { useTz: true });
    t.string('mail_file', 300);
  });
  await grantDml(knex, 'help_requests');

  // One row per counted event (a login started, a failed password, a help request), keyed by the
  // SHA-256 of the address or email: the limits count them over a window; old rows are swept.
  await knex.schema.createTable('auth_rate_events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('kind', 40).notNullable();
    t.string('key_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.index(['kind', 'key_hash', 'created_at']);
  });
  await grantDml(knex, 'auth_rate_events');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('auth_rate_events');
  await knex.schema.dropTableIfExists('help_requests');
  await knex.schema.dropTableIfExists('countries');
  await knex.raw('drop index if exists auth_sessions_open_by_user');
  await knex.raw('alter table auth_sessions drop constraint if exists auth_sessions_user_or_email');
  // Registration sessions cannot survive a user_id that must be set again.
  await knex('auth_sessions').whereNull('user_id').delete();
  await knex.schema.alterTable('auth_sessions', (t) => {
    t.dropColumns('email', 'claimed_name', 'claimed_last_name', 'company_chosen_at');
  });
  await knex.raw('alter table auth_sessions alter column user_id set not null');
}
