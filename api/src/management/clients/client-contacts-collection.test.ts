// A client's contacts written with the client (a child collection): rows created, kept by id,
// edited and deleted in one write, answered with the client, and refused with errors naming the row.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });
let taxProfileId: string;
let serial = 0;

interface Contact {
  id: string;
  name: string;
  lastName: string | null;
  email: string | null;
  type: number;
  isMain: boolean;
  active: boolean;
}
interface ClientRow {
  id: string;
  name: string;
  contacts: Contact[];
}
type Fields = { fields: { field: string; code: string; message: string }[] };

const client = (over: Record<string, unknown> = {}) => ({
  name: 'Agroindustrias del Valle S.A.',
  documentNumber: `90177${String(++serial).padStart(4, '0')}`,
  taxProfileId,
  ...over,
});
const post = (cookie: string, payload: object) => app.request(cookie, { method: 'POST', url: '/api/clients', payload });
const patch = (cookie: string, id: string, payload: object) => app.request(cookie, { method: 'PATCH', url: `/api/clients/${id}`, payload });
const storedContacts = (clientId: string) => app.owner('client_contacts').where({ client_id: clientId }).orderBy('name');

beforeAll(async () => {
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

describe('a client with its contacts in one write', () => {
  it('creates the client and its contacts together and answers them with it', async () => {
    const res = await post(
      as.admin,
      client({
        contacts: [
          { name: 'Sofía', lastName: 'Restrepo', email: 'sofia@agrovalle.co', type: 1, isMain: true },
          { name: 'Andrés', position: 'Tesorero', type: 2 },
        ],
      }),
    );
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const created = res.result as ClientRow;
    expect(created.contacts.map((c) => c.name)).toEqual(['Andrés', 'Sofía']); // read back by name
    expect(created.contacts[1]).toMatchObject({ lastName: 'Restrepo', email: 'sofia@agrovalle.co', type: 1, isMain: true, active: true });
    // A left-out field takes its default: active, not main.
    expect(created.contacts[0]).toMatchObject({ isMain: false, active: true, email: null });
    const stored = await storedContacts(created.id);
    expect(stored.map((c) => [c.name, c.tenant_id, c.company_id])).toEqual([
      ['Andrés', ids.demoTenantId, ids.mainCompanyId],
      ['Sofía', ids.demoTenantId, ids.mainCompanyId],
    ]);
    const got = await app.request(as.admin, { method: 'GET', url: `/api/clients/${created.id}` });
    expect((got.result as ClientRow).contacts).toEqual(created.contacts);
  });

  it('updates rows by id (they keep their id), inserts rows without one and deletes the rows left out', async () => {
    const created = (
      await post(
        as.admin,
        client({
          contacts: [
            { name: 'Ana', type: 1 },
            { name: 'Bruno', type: 2 },
          ],
        }),
      )
    ).result as ClientRow;
    const [ana, bruno] = created.contacts;
    const res = await patch(as.admin, created.id, {
      contacts: [
        { id: bruno.id, name: 'Bruno', lastName: 'Zapata', type: 3 },
        { name: 'Carla', type: 1 },
      ],
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const after = (res.result as ClientRow).contacts;
    expect(after.map((c) => c.name)).toEqual(['Bruno', 'Carla']);
    expect(after[0]).toMatchObject({ id: bruno.id, lastName: 'Zapata', type: 3 });
    expect(after[1].id).not.toBe(ana.id);
    expect(await app.owner('client_contacts').where({ id: ana.id }).first()).toBeUndefined();
  });

  it('leaves the contacts alone when a PATCH does not carry them, and empties them with []', async () => {
    const created = (await post(as.admin, client({ contacts: [{ name: 'Diana', type: 1 }] }))).result as ClientRow;
    const renamed = await patch(as.admin, created.id, { name: 'Agroindustrias del Valle S.A.S.' });
    expect((renamed.result as ClientRow).contacts.map((c) => c.id)).toEqual([created.contacts[0].id]);
    const emptied = await patch(as.admin, created.id, { contacts: [] });
    expect((emptied.result as ClientRow).contacts).toEqual([]);
    expect(await storedContacts(created.id)).toEqual([]);
  });

  it('names the row and the field of each invalid value (contacts[1].email) and writes nothing', async () => {
    const before = await app.owner('clients').count({ n: '*' }).first();
    const res = await post(
      as.admin,
      client({ contacts: [{ name: 'Elena', type: 1 }, { name: 'Fabio', email: 'no-es-un-correo', type: 9 }, { lastName: 'Sin nombre' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect((res.result as Fields).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'contacts[1].email', code: 'EMAIL_NOT_ALLOWED' }),
        expect.objectContaining({ field: 'contacts[1].type', code: 'INVALID_OPTION' }),
        expect.objectContaining({ field: 'contacts[2].name', code: 'NAME_REQUIRED', message: 'El nombre es requerido' }),
      ]),
    );
    expect(await app.owner('clients').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses an unknown row field and more rows than the collection allows', async () => {
    const unknown = await post(as.admin, client({ contacts: [{ name: 'Gloria', type: 1, nickname: 'Glo' }] }));
    expect((unknown.result as Fields).fields).toEqual([expect.objectContaining({ field: 'contacts[0].nickname', code: 'UNKNOWN_FIELD' })]);
    const many = await post(as.admin, client({ contacts: Array.from({ length: 51 }, () => ({ name: 'Contacto', type: 1 })) }));
    expect((many.result as Fields).fields).toEqual([expect.objectContaining({ field: 'contacts', code: 'TOO_MANY_ROWS' })]);
    expect((many.result as Fields).fields[0].message).toBe('Se admiten como máximo 50 filas');
  });

  it('refuses a second main contact on its row with CLIENT_MAIN_CONTACT_UNIQUE (a rule naming the row)', async () => {
    const res = await post(
      as.admin,
      client({
        contacts: [
          { name: 'Hugo', isMain: true, type: 1 },
          { name: 'Irene', type: 2 },
          { name: 'Julia', isMain: true, type: 3 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect((res.result as Fields).fields).toEqual([expect.objectContaining({ field: 'contacts[2].isMain', code: 'CLIENT_MAIN_CONTACT_UNIQUE' })]);
  });
});

describe('child rows are never adopted', () => {
  it("refuses another client's contact id on its row (INVALID_REFERENCE) and leaves that contact as it was", async () => {
    const mine = (await post(as.admin, client({ contacts: [{ name: 'Karen', type: 1 }] }))).result as ClientRow;
    const other = (await post(as.admin, client({ contacts: [{ name: 'Luis', type: 1 }] }))).result as ClientRow;
    const res = await patch(as.admin, mine.id, { contacts: [{ id: other.contacts[0].id, name: 'Adoptado', type: 1 }] });
    expect(res.statusCode).toBe(400);
    expect((res.result as Fields).fields).toEqual([expect.objectContaining({ field: 'contacts[0].id', code: 'INVALID_REFERENCE' })]);
    expect((await app.owner('client_contacts').where({ id: other.contacts[0].id }).first()).name).toBe('Luis');
    expect((await storedContacts(mine.id)).map((c) => c.name)).toEqual(['Karen']);
  });

  it("refuses another tenant's contact id, on create too", async () => {
    const foreign = await app.owner('client_contacts').where({ company_id: ids.otherCompanyId }).first('id', 'name');
    const res = await post(as.admin, client({ contacts: [{ id: foreign.id, name: 'Robado', type: 1 }] }));
    expect((res.result as Fields).fields).toEqual([expect.objectContaining({ field: 'contacts[0].id', code: 'INVALID_REFERENCE' })]);
    expect((await app.owner('client_contacts').where({ id: foreign.id }).first()).name).toBe(foreign.name);
  });

  it('refuses the same id on two rows', async () => {
    const mine = (await post(as.admin, client({ contacts: [{ name: 'Mario', type: 1 }] }))).result as ClientRow;
    const id = mine.contacts[0].id;
    const res = await patch(as.admin, mine.id, {
      contacts: [
        { id, name: 'Mario', type: 1 },
        { id, name: 'Mario bis', type: 1 },
      ],
    });
    expect((res.result as Fields).fields).toEqual([expect.objectContaining({ field: 'contacts[1].id', code: 'INVALID_REFERENCE' })]);
  });
});

describe('who may write the contacts', () => {
  it('answers 403 to a member without ClientFullAccess and writes nothing', async () => {
    const mine = (await post(as.admin, client({ contacts: [{ name: 'Nora', type: 1 }] }))).result as ClientRow;
    const res = await patch(as.professional, mine.id, { contacts: [] });
    expect(res.statusCode).toBe(403);
    expect((await storedContacts(mine.id)).map((c) => c.name)).toEqual(['Nora']);
  });

  it("answers 404 to another tenant's administrator, whose write reaches no row", async () => {
    const mine = (await post(as.admin, client({ contacts: [{ name: 'Óscar', type: 1 }] }))).result as ClientRow;
    const res = await patch(as.outsider, mine.id, { contacts: [{ name: 'Intruso', type: 1 }] });
    expect(res.statusCode).toBe(404);
    expect((await storedContacts(mine.id)).map((c) => c.name)).toEqual(['Óscar']);
  });

  it('serves the collection in the metadata, with its row fields and without its table', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: '/api/meta/resources' });
    const { resources } = res.result as { resources: { name: string; collections?: Record<string, Record<string, unknown>> }[] };
    const clients = resources.find((r) => r.name === 'clients')!;
    expect(clients.collections?.contacts).toMatchObject({
      labelKey: 'collections.clients.contacts.title',
      max: 50,
      fields: { name: { type: 'personName', required: true, labelKey: 'resources.client-contacts.fields.name' } },
    });
    expect(clients.collections?.contacts).not.toHaveProperty('table');
    expect(clients.collections?.contacts).not.toHaveProperty('foreignKey');
  });
});
