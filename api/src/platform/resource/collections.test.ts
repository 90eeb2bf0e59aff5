// The machinery under child collections and models, apart from any domain's rules: a row that the
// database refuses undoes the whole write (parent included), and each declaration's Objection model
// carries its table, schema and relations, queried with the caller's transaction.
import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { inContext } from '../db/knex.ts';
import { userId } from '../testing/fixtures.ts';
import { resourceByName } from '../../resources.ts';
import { clients } from '../../management/clients/clients.resource.ts';
import type * as crud from './crud.ts';
import { collection, defineResource, digits, enumeration, ref, refs, text } from './define.ts';
import { modelOf } from './models.ts';
import { toAppError } from '../errors/errors-plugin.ts';
import * as writes from './write-steps.ts';
import { apiTest } from '../testing/api-test.ts';

// Contacts declared wider than their column (position is varchar(100)): the database refuses a
// long one only when the rows are written, after the parent row is.
const loose = defineResource({
  name: 'test-loose-clients',
  table: 'clients',
  ownedBy: 'company',
  permission: 'ClientFullAccess',
  fields: {
    name: text({ required: true }),
    documentType: enumeration('documentType', ['NIT'], { default: 'NIT' }),
    documentNumber: digits({ required: true }),
    taxProfileId: ref('tax-profiles', { required: true }),
  },
  collections: {
    contacts: collection({
      table: 'client_contacts',
      foreignKey: 'clientId',
      orderBy: ['name'],
      fields: { name: text({ required: true, max: 100 }), position: text({ max: 500 }) },
    }),
  },
  list: { columns: ['name'] },
  routes: { list: '/test-loose-clients' },
  menu: 'hidden',
});

const { app, ids } = apiTest();
let caller: crud.Caller;
let taxProfileId: string;

const run = <T>(fn: (trx: Knex.Transaction) => Promise<T>) => inContext(app.db, { tenantId: caller.tenantId, userId: caller.userId ?? undefined }, fn);

beforeAll(async () => {
  caller = { tenantId: ids.demoTenantId, companyId: ids.mainCompanyId, userId: await userId(app.owner, 'admin@demo.test') };
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

describe("a child collection is written in the parent's transaction", () => {
  it('leaves neither the parent nor any row when one row fails in the database (create)', async () => {
    const write = run((trx) =>
      writes.create(trx, loose, resourceByName, caller, {
        name: 'Sin rastro',
        documentNumber: '955000111',
        taxProfileId,
        contacts: [{ name: 'Bien' }, { name: 'Mal', position: 'x'.repeat(150) }],
      }),
    );
    await expect(write).rejects.toThrow(/too long/);
    // Objection wraps the driver's error; the route still answers it as the input's fault, not a 500.
    expect(toAppError(await write.catch((error: unknown) => error))?.code).toBe('INVALID_VALUE');
    expect(await app.owner('clients').where({ document_number: '955000111' }).first()).toBeUndefined();
    expect(await app.owner('client_contacts').where({ name: 'Bien' }).first()).toBeUndefined();
  });

  it('keeps the parent and every stored row as they were when one row fails (update)', async () => {
    const created = await run((trx) =>
      writes.create(trx, loose, resourceByName, caller, { name: 'Con rastro', documentNumber: '955000222', taxProfileId, contacts: [{ name: 'Primero' }] }),
    );
    const kept = (created.contacts as { id: string }[])[0].id;
    const write = run((trx) =>
      writes.update(trx, loose, resourceByName, caller, String(created.id), {
        name: 'Renombrado',
        contacts: [{ name: 'Nuevo' }, { name: 'Largo', position: 'x'.repeat(150) }],
      }),
    );
    await expect(write).rejects.toThrow(/too long/);
    expect((await app.owner('clients').where({ id: created.id }).first()).name).toBe('Con rastro');
    expect(await app.owner('client_contacts').where({ client_id: created.id }).pluck('id')).toEqual([kept]);
  });
});

describe('models from the declarations', () => {
  it('derive table, JSON schema and relations (references and child collections)', () => {
    const Client = modelOf(clients);
    expect(Client.tableName).toBe('clients');
    expect(Client.jsonSchema.required).toEqual(expect.arrayContaining(['name', 'documentNumber', 'taxProfileId']));
    expect(Client.jsonSchema.properties?.documentNumber).toEqual({ type: 'string', maxLength: 30 });
    const relations = Client.getRelations();
    expect(relations.taxProfile.constructor.name).toBe('BelongsToOneRelation');
    expect(relations.contacts.constructor.name).toBe('HasManyRelation');
    expect(modelOf(resourceByName('tax-profiles')).getRelations().taxRows.constructor.name).toBe('ManyToManyRelation');
  });

  it("query through the request's transaction (no knex bound to any model) under row-level security", async () => {
    await expect(modelOf(clients).query().limit(1)).rejects.toThrow(/knex/i);
    const rows = await run(async (trx) =>
      modelOf(clients)
        .query(trx)
        .select('id', 'name', 'taxProfileId')
        .where({ companyId: caller.companyId })
        .orderBy('name')
        .limit(1)
        .withGraphFetched('[taxProfile, contacts]'),
    );
    const [first] = rows.map((row) => row.toJSON() as { taxProfileId: string; taxProfile: { id: string; name: string }; contacts: unknown[] });
    expect(first.taxProfile.id).toBe(first.taxProfileId);
    expect(Array.isArray(first.contacts)).toBe(true);
  });
});

describe('declaring a collection', () => {
  const base = {
    table: 'clients',
    ownedBy: 'company' as const,
    permission: 'ClientFullAccess' as const,
    list: { columns: ['name'] },
    routes: { list: '/x' },
    menu: 'hidden' as const,
  };

  it('refuses a row field that is not a column of the row (a set kept in a join table)', () => {
    expect(() =>
      defineResource({
        ...base,
        name: 'test-bad-rows',
        fields: { name: text() },
        collections: {
          lines: collection({ table: 'client_contacts', foreignKey: 'clientId', fields: { tags: refs('users', { table: 't', from: 'a', to: 'b' }) } }),
        },
      }),
    ).toThrow(/must be a writable column/);
  });

  it('refuses a collection named like a field', () => {
    expect(() =>
      defineResource({
        ...base,
        name: 'test-clash',
        fields: { contacts: text() },
        collections: { contacts: collection({ table: 'client_contacts', foreignKey: 'clientId', fields: { name: text() } }) },
      }),
    ).toThrow(/cannot share a name/);
  });
});
