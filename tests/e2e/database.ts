// The journeys' databases: each Playwright worker drives its own server on its own database, cloned
// from the tests' template (platform.ts). Journeys reset what they depend on through it, so an
// earlier journey of the same worker never leaves them a different state.
import type { Knex } from 'knex';
import { ownerKnex } from '../../knex/index.ts';

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The port of worker `index`'s server; its identity provider listens on the next one. */
export const portOf = (index: number) => BASE_PORT + 2 * index;

/** This worker's port (Playwright numbers its parallel workers from 0). */
export const E2E_PORT = String(portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0)));

/** The database of the server on `port`, on the tests' PostgreSQL (global-setup.ts sets it). */
export function e2eDatabaseUrl(port = E2E_PORT): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("TEST_DATABASE_URL is set by the journeys' global setup");
  const url = new URL(server);
  url.pathname = `/lawfirm_e2e_${port}`;
  return url.toString();
}

async function withDatabase<T>(work: (db: Knex) => Promise<T>): Promise<T> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Removes every browser session of these people: they sign in as if for the first time. The first one's id. */
export function resetSessions(...emails: string[]): Promise<string> {
  return withDatabase(async (db) => {
    const lower = emails.map((e) => e.toLowerCase());
    await db.raw('delete from auth_sessions where user_id in (select id from users where lower(email) = any(?))', [lower]);
    return (await db('users').whereRaw('lower(email) = ?', [lower[0]]).first('id'))?.id as string;
  });
}

/** The demo tenant's main company (its id and tenant), where the journeys store what they arrange. */
export async function demoCompany(db: Knex): Promise<{ id: string; tenant_id: string }> {
  return db('companies')
    .join('tenants', 'tenants.id', 'companies.tenant_id')
    .where({ 'tenants.name': 'Bufete Demo', 'companies.is_main': true })
    .first('companies.id', 'companies.tenant_id');
}

/**
 * Undoes a registration journey: the person (a demo login the seed leaves unregistered) is removed
 * with their memberships and sessions, so they register again as if new. The organisation an
 * earlier attempt created stays behind, unreachable.
 */
export function resetRegistration(email: string): Promise<void> {
  return withDatabase(async (db) => {
    await db.raw('delete from users where lower(email) = ?', [email.toLowerCase()]);
  });
}

/** The seeded activity the journeys' own activities copy (its client, project, practice, type and dates). */
const SEEDED_ACTIVITY = 'ACT-DEMO-CON-PROVEEDORES';

/** A new activity of the demo professional's under `title`, a copy of the seeded one with `extra` columns. */
async function copyOfSeededActivity(db: Knex, title: string, extra: Record<string, unknown>) {
  const base = await db('activities').where({ code: SEEDED_ACTIVITY }).first();
  const professional = await db('users').where({ email: 'profesional@demo.test' }).first('id');
  const [{ id }] = await db('activities')
    .insert({
      tenant_id: base.tenant_id,
      company_id: base.company_id,
      title,
      client_id: base.client_id,
      project_id: base.project_id,
      practice_id: base.practice_id,
      service_unit_id: base.service_unit_id,
      activity_type_id: base.activity_type_id,
      responsible_user_id: professional.id,
      start_date: base.start_date,
      end_date: base.end_date,
      delivery_at: base.delivery_at,
      estimated_hours: 0,
      ...extra,
    })
    .returning('id');
  return { id: id as string, base, professional };
}

/** `minutes` of billable work of the professional's on the copied activity, on `date` (YYYY-MM-DD). */
async function insertWork(db: Knex, { id, base, professional }: Awaited<ReturnType<typeof copyOfSeededActivity>>, date: string, minutes: number) {
  await db('works').insert({
    tenant_id: base.tenant_id,
    company_id: base.company_id,
    activity_id: id,
    project_id: base.project_id,
    user_id: professional.id,
    work_date: date,
    minutes,
    billable_minutes: minutes,
  });
}

/**
 * A fresh activity of the demo professional's (a copy of a seeded one, under its own title), in the
 * given state, with an open task when asked: each journey works on its own rows.
 */
export function insertActivity(title: string, opts: { state?: string; openTask?: string; minutes?: number } = {}): Promise<string> {
  return withDatabase(async (db) => {
    const { id, base, professional } = await copyOfSeededActivity(db, title, { state: opts.state ?? 'InProcess' });
    if (opts.openTask) {
      await db('activity_tasks').insert({ tenant_id: base.tenant_id, company_id: base.company_id, activity_id: id, title: opts.openTask, state: 'pending' });
    }
    if (opts.minutes) await insertWork(db, { id, base, professional }, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), opts.minutes);
    // The professional's chronometer of an earlier attempt would hold another activity.
    await db('chronometers').where({ user_id: professional.id }).delete();
    return id as string;
  });
}

/** The activity's state and worked minutes, as stored. */
export function activityState(id: string): Promise<{ state: string; workedMinutes: number }> {
  return withDatabase(async (db) => {
    const row = await db('activities').where({ id }).first('state', 'worked_minutes');
    return { state: row.state as string, workedMinutes: Number(row.worked_minutes) };
  });
}

/** Sets the person's running chronometer to have run `seconds` (a journey does not wait for the clock). */
export function setChronometerSeconds(email: string, seconds: number): Promise<void> {
  return withDatabase(async (db) => {
    await db.raw(
      `update chronometers set started_at = now() - make_interval(secs => ?), elapsed_seconds = 0
      where user_id = (select id from users where lower(email) = ?)`,
      [seconds, email.toLowerCase()],
    );
  });
}

/**
 * An activity of the demo's fusion project audited by the leader, finished on `finished`, with 150
 * minutes of the professional: what 'Servicios revisados' offers to send to pre-invoice.
 */
export function insertAuditedActivity(title: string, finished: string): Promise<{ id: string; projectId: string }> {
  return withDatabase(async (db) => {
    const { project_id } = await db('activities').where({ code: SEEDED_ACTIVITY }).first('project_id');
    const agreement = await db('trade_agreements').where({ project_id, state: 'open' }).first('id');
    const { id, base, professional } = await copyOfSeededActivity(db, title, { state: 'InProcess', trade_agreement_id: agreement.id });
    await insertWork(db, { id, base, professional }, finished.slice(0, 10), 150);
    await db('activities').where({ id }).update({ state: 'AuditedByLeader', finished_at: finished });
    return { id: id as string, projectId: base.project_id as string };
  });
}
