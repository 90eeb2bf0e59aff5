// The demo seed on an empty, freshly migrated database: complete (every kind of user, two
// companies, a second tenant, the ids DEMO promises) and idempotent (a second run changes nothing).
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateLatest, ownerKnex } from '../knex/index.ts';
import { PERMISSION_CODES } from '../policies/permissions.ts';
import { ACTIVITY_STATES } from '../api/src/contract/activity-states.ts';
import { activityStateSql } from '../api/src/production/activities/activity-state-sql.ts';
import { AGREEMENT_TYPE_CODES } from '../api/src/contract/trade-agreements.ts';
import { PREINVOICE_STATES } from '../api/src/settlement/settlement-states.ts';
import { DEMO, seedDemo } from './demo.ts';
import { DEMO_USERS } from './demo-users.ts';
import { monthStart, seedDay } from './seed-calendar.ts';

/** Owner URL of `database` on the server of `serverUrl`. */
function onServer(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

// The server the suite's global setup chose (TEST_DATABASE_URL, DATABASE_URL or embedded), else the local one.
const serverUrl = onServer(inject('serverUrl') ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres');
const dbName = `lawfirm_seed_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
const admin = ownerKnex(serverUrl);
let knex: Knex;

beforeAll(async () => {
  await admin.raw('create database ??', [dbName]);
  await migrateLatest(onServer(serverUrl, dbName));
  knex = ownerKnex(onServer(serverUrl, dbName));
});
afterAll(async () => {
  await knex?.destroy();
  await admin.raw('drop database if exists ?? with (force)', [dbName]);
  await admin.destroy();
});

/** Row count and a hash of the full content (updated_at included) of every table. */
async function snapshot(): Promise<Record<string, { rows: number; hash: string }>> {
  const { rows } = await knex.raw(`select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%' order by 1`);
  const out: Record<string, { rows: number; hash: string }> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    // Join tables have no id: order by the whole row's text, which is deterministic for every table.
    const r = await knex.raw(`select count(*)::int as n, coalesce(string_agg(t::text, E'\\n' order by t::text), '') as s from ?? t`, [tablename]);
    out[tablename] = { rows: r.rows[0].n, hash: crypto.createHash('sha1').update(r.rows[0].s).digest('hex') };
  }
  return out;
}

describe('seedDemo', () => {
  it('fills an empty database, and a second run changes nothing', async () => {
    const empty = await snapshot();
    await seedDemo(knex);
    const first = await snapshot();
    for (const table of [
      'tenants',
      'companies',
      'users',
      'roles',
      'practices',
      'service_units',
      'work_groups',
      'taxes',
      'tax_profiles',
      'tax_profile_taxes',
      'clients',
      'client_contacts',
      'projects',
      'project_work_groups',
    ]) {
      expect(first[table].rows, table).toBeGreaterThan(empty[table].rows);
    }
    await seedDemo(knex);
    expect(await snapshot()).toEqual(first);
  }, 120_000); // a year of the firm's work, settled by the API's pipeline, twice over, and every table hashed three times

  it('holds the demo tenant with two companies and every kind of user', async () => {
    const companies = await knex('companies').where({ tenant_id: DEMO.tenantId }).orderBy('name').select('id', 'name', 'is_main');
    expect(companies).toEqual([
      { id: DEMO.mainCompanyId, name: 'Abogados Asociados S.A.S.', is_main: true },
      { id: DEMO.secondCompanyId, name: 'Asesorías Tributarias Ltda.', is_main: false },
    ]);
    const registered = DEMO_USERS.filter((u) => u.tenants !== 'none').map((u) => u.id);
    const members = await knex('tenant_memberships').where({ tenant_id: DEMO.tenantId }).pluck('user_id');
    expect(members.sort()).toEqual(registered.sort());
    expect(new Set(DEMO_USERS.map((u) => u.kind)).size).toBe(DEMO_USERS.length);
    // Every registered user has exactly one default company, but the one kept without any company.
    const defaults = await knex('company_memberships').where({ is_default: true }).pluck('user_id');
    expect(defaults.sort()).toEqual(registered.filter((id) => id !== DEMO.users.withoutCompany).sort());
    expect(await knex('company_memberships').where({ user_id: DEMO.users.withoutCompany })).toEqual([]);
    // The unregistered users exist only at the identity provider.
    expect(await knex('users').whereIn('id', [DEMO.users.unregistered, DEMO.users.unregisteredSkipsCompany])).toEqual([]);
    expect(await knex('tenant_memberships').where({ user_id: DEMO.users.multiTenant }).pluck('tenant_id')).toEqual(
      expect.arrayContaining([DEMO.tenantId, DEMO.otherTenantId]),
    );
    expect(await knex('users').where({ id: DEMO.users.superAdministrator }).first('is_super_admin')).toEqual({ is_super_admin: true });
  });

  it('gives the administrator every Administration code, ClientFullAccess and the Settlement *All codes', async () => {
    const codes = await knex('role_permissions').where({ role_id: DEMO.adminRoleId }).pluck('permission_code');
    const expected = PERMISSION_CODES.filter(
      (c) => c.startsWith('Administration') || c === 'ClientFullAccess' || (c.startsWith('Settlement') && c.endsWith('All')),
    );
    expect(codes.sort()).toEqual([...expected].sort());
    expect(await knex('role_permissions').where({ role_id: DEMO.professionalRoleId })).toEqual([]);
    const roles = await knex('roles').where({ company_id: DEMO.mainCompanyId }).pluck('name');
    expect(roles).toEqual(expect.arrayContaining(['Administrador', 'Líder', 'Profesional', 'Comercial', 'Fidelizador']));
  });

  it('seeds IVA 19 % and the withholdings, and every client (company or person) has a tax profile and one or two contacts, one main', async () => {
    const taxes = await knex('taxes').where({ company_id: DEMO.mainCompanyId }).select('name', 'type', 'value');
    expect(taxes).toEqual(
      expect.arrayContaining([
        { name: 'IVA 19 %', type: 'tax', value: '19.000000' },
        { name: 'Retención en la fuente 11 %', type: 'withholding', value: '11.000000' },
        { name: 'ReteICA 0,966 %', type: 'withholding', value: '0.966000' },
      ]),
    );
    const clients = await knex('clients').where({ company_id: DEMO.mainCompanyId });
    expect(clients.length).toBeGreaterThanOrEqual(20);
    // Companies by their NIT and people by their cédula, both among them.
    expect(new Set(clients.map((c) => `${c.person_type}:${c.document_type}`))).toEqual(new Set(['juridical:NIT', 'natural:CC']));
    for (const c of clients) {
      expect(c).toMatchObject({ country: 'COL', commercial_manager_id: DEMO.users.commercialManager });
      expect(c.document_number).toMatch(/^\d{6,10}$/);
      expect(c.tax_profile_id).toBeTruthy();
      const contacts = await knex('client_contacts').where({ client_id: c.id });
      expect(contacts.length, c.name).toBeGreaterThanOrEqual(1);
      expect(contacts.length, c.name).toBeLessThanOrEqual(2);
      expect(contacts.filter((k) => k.is_main)).toHaveLength(1);
    }
  });

  it('writes every row DEMO names, in the company or tenant it claims', async () => {
    const owned: [string, string, string][] = [
      ['roles', DEMO.adminRoleId, DEMO.mainCompanyId],
      ['practices', DEMO.practiceId, DEMO.mainCompanyId],
      ['service_units', DEMO.serviceUnitId, DEMO.mainCompanyId],
      ['work_groups', DEMO.workGroupId, DEMO.mainCompanyId],
      ['taxes', DEMO.taxId, DEMO.mainCompanyId],
      ['taxes', DEMO.withholdingTaxId, DEMO.mainCompanyId],
      ['tax_profiles', DEMO.taxProfileId, DEMO.mainCompanyId],
      ['tax_profiles', DEMO.exemptTaxProfileId, DEMO.mainCompanyId],
      ['clients', DEMO.clientId, DEMO.mainCompanyId],
      ['client_contacts', DEMO.contactId, DEMO.mainCompanyId],
      ['projects', DEMO.projectId, DEMO.mainCompanyId],
      ...Object.entries(DEMO.secondCompany).map(([k, id]): [string, string, string] => [tableOf(k), id, DEMO.secondCompanyId]),
      ...Object.entries(DEMO.otherTenant).map(([k, id]): [string, string, string] => [tableOf(k), id, DEMO.otherCompanyId]),
    ];
    for (const [table, id, companyId] of owned) {
      expect(await knex(table).where({ id }).first('company_id'), `${table} ${id}`).toEqual({ company_id: companyId });
    }
    const ids = (table: string, companyId: string) => knex(table).where({ company_id: companyId }).pluck('id');
    // Switching company or tenant shows other rows.
    expect(await ids('clients', DEMO.secondCompanyId)).toEqual([DEMO.secondCompany.clientId]);
    expect(await ids('clients', DEMO.otherCompanyId)).toEqual([DEMO.otherTenant.clientId]);
  });
});

describe("the demo firm's year", () => {
  const C = DEMO.mainCompanyId;

  it('has time of each member of the staff in each of the eleven months before this one, on projects of every agreement type', async () => {
    const staff = [
      DEMO.users.professional,
      DEMO.users.leader,
      DEMO.users.administrator,
      DEMO.users.loyaltyManager,
      DEMO.users.externalUser,
      DEMO.users.commercialManager,
    ];
    const from = monthStart(seedDay(), -11);
    const to = monthStart(seedDay(), 0);
    const rows = await knex('works')
      .where({ company_id: C })
      .whereIn('user_id', staff)
      .where('work_date', '>=', from)
      .where('work_date', '<', to)
      .select('user_id', knex.raw(`count(distinct date_trunc('month', work_date))::int as months`))
      .groupBy('user_id');
    expect(rows.map((r) => r.months)).toEqual(staff.map(() => 11));
    const types = await knex('trade_agreements as t')
      .join('activities as a', 'a.trade_agreement_id', 't.id')
      .where('t.company_id', C)
      .distinct('t.type')
      .pluck('type');
    expect(types.map(Number).sort((a, b) => a - b)).toEqual([...AGREEMENT_TYPE_CODES].sort((a, b) => a - b));
    const currencies = await knex('trade_agreements as t')
      .join('currencies as c', 'c.id', 't.currency_id')
      .where('t.company_id', C)
      .distinct('c.code')
      .pluck('code');
    expect(currencies.sort()).toEqual(['COP', 'USD']);
  });

  it('holds work in every state and pre-invoices in every state but canceled', async () => {
    // As read: work in a pre-invoice is in revision or billed by its pre-invoice (decision 290).
    const { rows } = await knex.raw(`select distinct ${activityStateSql('t')} as state from activities t where t.company_id = ?`, [C]);
    const states = (rows as { state: string }[]).map((r) => r.state);
    expect(states.sort()).toEqual([...ACTIVITY_STATES].sort());
    const preinvoices = await knex('preinvoices').where({ company_id: C }).distinct('state').pluck('state');
    expect(preinvoices.sort()).toEqual(PREINVOICE_STATES.filter((s) => s !== 'canceled').sort());
  });

  it('issues invoices over at least six months, numbered in date order, each balance what its credit notes and receipts leave', async () => {
    const invoices = await knex('invoices')
      .where({ company_id: C })
      .orderBy('number')
      .select('id', 'number', knex.raw(`to_char(issue_date, 'YYYY-MM-DD') as issued`), 'total', 'credited', 'paid');
    expect(new Set(invoices.map((i) => i.issued.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    expect(invoices.map((i) => i.issued)).toEqual(invoices.map((i) => i.issued).sort());
    const credited = new Map(
      (await knex('credit_notes').where({ company_id: C }).groupBy('invoice_id').select('invoice_id', knex.raw('sum(invoice_value) as v'))).map((r) => [
        r.invoice_id,
        Number(r.v),
      ]),
    );
    const paid = new Map(
      (await knex('cash_receipt_invoices').where({ company_id: C }).groupBy('invoice_id').select('invoice_id', knex.raw('sum(amount) as v'))).map((r) => [
        r.invoice_id,
        Number(r.v),
      ]),
    );
    for (const i of invoices) {
      expect(Number(i.credited), `FV ${i.number}`).toBeCloseTo(credited.get(i.id) ?? 0, 6);
      expect(Number(i.paid), `FV ${i.number}`).toBeCloseTo(paid.get(i.id) ?? 0, 6);
    }
    const balances = invoices.map((i) => Number(i.total) - Number(i.credited) - Number(i.paid));
    expect(balances.filter((b) => b === 0).length, 'paid in full').toBeGreaterThan(0);
    expect(invoices.filter((i, n) => Number(i.paid) > 0 && balances[n] > 0).length, 'paid in part').toBeGreaterThan(0);
    expect(invoices.filter((i) => Number(i.paid) === 0).length, 'owed').toBeGreaterThan(0);
    // Each receipt is the sum of what it pays.
    const receipts = await knex('cash_receipts as r')
      .join('cash_receipt_invoices as l', 'l.cash_receipt_id', 'r.id')
      .where('r.company_id', C)
      .groupBy('r.id', 'r.value')
      .select('r.value', knex.raw('sum(l.amount) as lines'));
    for (const r of receipts) expect(Number(r.lines)).toBeCloseTo(Number(r.value), 6);
  });

  it("gives the portal's contact a client with two projects, a pre-invoice in revision and invoices of two months, one paid in part", async () => {
    expect(await knex('user_profiles').where({ user_id: DEMO.users.clientContact, company_id: C }).first('client_id')).toEqual({ client_id: DEMO.clientId });
    expect((await knex('projects').where({ client_id: DEMO.clientId })).length).toBeGreaterThanOrEqual(2);
    expect(await knex('preinvoices').where({ client_id: DEMO.clientId, state: 'revision' }).first('id')).toBeTruthy();
    const invoices = await knex('invoices')
      .where({ client_id: DEMO.clientId })
      .select(knex.raw(`to_char(issue_date, 'YYYY-MM') as month`), 'total', 'credited', 'paid');
    expect(new Set(invoices.map((i) => i.month)).size).toBeGreaterThanOrEqual(2);
    expect(invoices.some((i) => Number(i.paid) > 0 && Number(i.total) - Number(i.credited) - Number(i.paid) > 0)).toBe(true);
  });
});

/** practiceId -> practices, taxProfileId -> tax_profiles, ... */
function tableOf(key: string): string {
  const tables: Record<string, string> = {
    practiceId: 'practices',
    workGroupId: 'work_groups',
    taxId: 'taxes',
    taxProfileId: 'tax_profiles',
    clientId: 'clients',
    projectId: 'projects',
    adminRoleId: 'roles',
  };
  return tables[key];
}
