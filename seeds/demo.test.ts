// The demo seed is complete (every kind of user, two companies, a second tenant) and idempotent.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerKnex } from '../knex/index.ts';
import { createTestDatabase } from '../api/src/platform/testing/harness.ts';
import { DEMO, seedDemo } from './demo.ts';
import { DEMO_USERS } from './demo-users.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase(); // already seeded once, as the template is
  knex = ownerKnex(db.url);
});
afterAll(async () => {
  await knex?.destroy();
  await db?.drop();
});

/** A fingerprint of every table's content, updated_at included. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows } = await knex.raw(`select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%' order by 1`);
  const out: Record<string, string> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const content = await knex.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as s from ?? t`, [tablename]);
    out[tablename] = crypto.createHash('sha1').update(content.rows[0].s).digest('hex');
  }
  return out;
}

it('changes nothing when run again', async () => {
  const before = await snapshot();
  await seedDemo(knex);
  await seedDemo(knex);
  expect(await snapshot()).toEqual(before);
});

it('holds the demo tenant with two companies and every kind of user', async () => {
  const companies = await knex('companies').where({ tenant_id: DEMO.tenantId }).pluck('name');
  expect(companies).toHaveLength(2);
  const registered = DEMO_USERS.filter((u) => u.tenants !== 'none').map((u) => u.id);
  const members = await knex('tenant_memberships').where({ tenant_id: DEMO.tenantId }).pluck('user_id');
  expect(members.sort()).toEqual(registered.sort());
  expect(await knex('users').where({ id: DEMO.users.unregistered })).toEqual([]);
  expect(await knex('tenant_memberships').where({ user_id: DEMO.users.multiTenant })).toHaveLength(2);
});

it('seeds IVA 19 % and the withholding, and every client has a tax profile and contacts', async () => {
  const taxes = await knex('taxes').where({ company_id: DEMO.mainCompanyId }).select('name', 'type', 'value');
  expect(taxes).toEqual(expect.arrayContaining([
    expect.objectContaining({ name: 'IVA 19 %', type: 'tax', value: '19.000000' }),
    expect.objectContaining({ type: 'withholding', name: expect.stringContaining('Retención en la fuente') }),
  ]));
  const clients = await knex('clients').where({ company_id: DEMO.mainCompanyId });
  expect(clients.length).toBeGreaterThanOrEqual(4);
  for (const c of clients) {
    expect(c.tax_profile_id).toBeTruthy();
    expect(await knex('client_contacts').where({ client_id: c.id })).not.toHaveLength(0);
  }
});
