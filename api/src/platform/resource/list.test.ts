// The list contract Refine's simple-rest data provider relies on: paging, sorting, filters, q.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../contract/resource-meta.ts';
import { DEMO } from '../../../../seeds/demo.ts';
import { apiTest } from '../testing/api-test.ts';
import { inContext } from '../db/knex.ts';
import { userId } from '../testing/fixtures.ts';
import { resourceByName } from '../../resources.ts';
import * as crud from './crud.ts';
import { statementsWhile } from '../testing/statements.ts';

const { app, as } = apiTest({ as: ['admin'] });
type Row = { id: string; name: string; active: boolean; documentNumber: string };

beforeAll(async () => {
  const taxProfileId = (await app.request(as.admin, { method: 'GET', url: '/api/tax-profiles?_end=1' })).result as { id: string }[];
  for (let i = 0; i < 25; i += 1) {
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/clients',
      payload: { name: `Cliente Paginado ${String(i).padStart(2, '0')}`, documentNumber: String(800000100 + i), taxProfileId: taxProfileId[0].id },
    });
    expect(res.statusCode).toBe(201);
    // Every fifth client inactive: the state moves by its action, not by the create.
    if (i % 5 === 0) expect((await app.request(as.admin, { method: 'POST', url: `/api/clients/${(res.result as Row).id}/deactivate` })).statusCode).toBe(200);
  }
});

const get = async (query: string) => {
  const res = await app.request(as.admin, { method: 'GET', url: `/api/clients?${query}` });
  return { status: res.statusCode, rows: res.result as Row[], total: Number(res.headers['x-total-count']), body: res.result };
};

describe('list', () => {
  it('pages with _start/_end and reports the total', async () => {
    const first = await get('q=Paginado&_start=0&_end=20&_sort=name&_order=asc');
    const second = await get('q=Paginado&_start=20&_end=40&_sort=name&_order=asc');
    expect(first.total).toBe(25);
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(5);
    expect(first.rows[0].name).toBe('Cliente Paginado 00');
    expect(second.rows[4].name).toBe('Cliente Paginado 24');
  });

  it("answers a short page's total from the page (its end), and counts a page past the end", async () => {
    const isCount = (sql: string) => /count\(\*\)/i.test(sql);
    const short = await statementsWhile(app.db, async () => {
      expect((await get('q=Paginado&_start=20&_end=40')).total).toBe(25);
      expect((await get('q=Paginado 1&_start=0&_end=20')).total).toBe(10);
    });
    expect(short.sql.filter(isCount)).toEqual([]);
    // Beyond the last row the page is empty: the total is counted.
    const { answer: past, sql } = await statementsWhile(app.db, () => get('q=Paginado&_start=40&_end=60'));
    expect([past.rows.length, past.total]).toEqual([0, 25]);
    expect(sql.filter(isCount)).toHaveLength(1);
  });

  it('defaults to a page of 20', async () => {
    expect((await get('q=Paginado')).rows).toHaveLength(20);
  });

  it('sorts descending', async () => {
    expect((await get('q=Paginado&_sort=name&_order=desc')).rows[0].name).toBe('Cliente Paginado 24');
  });

  it('filters by equality, _ne, _like and repeated values', async () => {
    expect((await get('q=Paginado&active=false')).total).toBe(5);
    expect((await get('q=Paginado&active_ne=false')).total).toBe(20);
    expect((await get('name_like=paginado 1')).total).toBe(10);
    expect((await get('documentNumber=800000101&documentNumber=800000102')).total).toBe(2);
    expect((await get('documentNumber_gte=800000120&documentNumber_lte=800000199')).total).toBe(5);
  });

  it('searches q over the declared search fields, case-insensitively, with LIKE characters taken literally', async () => {
    expect((await get('q=PAGINADO 2')).total).toBe(5);
    expect((await get('q=800000107')).total).toBe(1);
    expect((await get('q=%25')).total).toBe(0);
  });

  it('refuses a bad sort, order, page or filter value with INVALID_QUERY', async () => {
    for (const q of ['_sort=nope', '_sort=name&_order=sideways', '_start=10&_end=5', 'active=maybe', '_start=0&_end=5000']) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect((res.body as { code: string }).code).toBe('INVALID_QUERY');
    }
  });
});

describe('a total past the count cap', () => {
  it(`counts exactly up to ${LIST_COUNT_CAP.toLocaleString('en')} rows, answers the cap plus one beyond, and pages on past it`, async () => {
    const company = await app.owner('companies').where({ id: DEMO.mainCompanyId }).first('tenant_id', 'id');
    const profile = await app.owner('tax_profiles').where({ company_id: company.id }).first('id');
    await app.owner.raw(
      `
      insert into clients (tenant_id, company_id, name, document_number, tax_profile_id, state)
      select ?, ?, 'Cliente Tope ' || lpad(g::text, 5, '0'), (600000000 + g)::text, ?, 'active' from generate_series(1, ?) g`,
      [company.tenant_id, company.id, profile.id, LIST_COUNT_CAP + 10],
    );
    try {
      const all = await get('q=Tope&_start=0&_end=20');
      expect(all.total).toBe(LIST_COUNT_CAP + 1);
      // Under the cap the total is exact, the filter counted in full.
      expect((await get('q=Cliente Tope 0999')).total).toBe(10);
      // The page after the cap is there (an offset past it), and the last one too by key.
      const beyond = await get(`q=Tope&_start=${LIST_COUNT_CAP}&_end=${LIST_COUNT_CAP + 20}&_sort=name&_order=asc`);
      expect(beyond.rows.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Cliente Tope ${String(LIST_COUNT_CAP + 1 + i).padStart(5, '0')}`));
      // Past the cap, the total is not counted again for a while (capped-counts.ts); under it, every time.
      const counts = async (work: () => Promise<unknown>) => (await statementsWhile(app.db, work)).sql.filter((sql) => sql.startsWith('select count(*)'));
      expect(await counts(async () => expect((await get('q=Tope&_start=0&_end=20')).total).toBe(LIST_COUNT_CAP + 1))).toEqual([]);
      const underTheCap = await counts(async () => {
        expect((await get('q=Cliente Tope 0999&_end=5')).total).toBe(10);
        await app.owner('clients').where({ name: 'Cliente Tope 09990' }).delete();
        expect((await get('q=Cliente Tope 0999&_end=5')).total).toBe(9);
      });
      expect(underTheCap).toHaveLength(2);
      // An export reads such a list in batches by key, each read while the one before is written:
      // every row once, in the list's order.
      const caller = { tenantId: company.tenant_id as string, companyId: company.id as string, userId: await userId(app.owner, 'admin@demo.test') };
      const names: string[] = [];
      const clients = resourceByName('clients');
      const count = await inContext(app.db, { tenantId: caller.tenantId, userId: caller.userId }, (trx) =>
        crud.eachBatch(
          trx,
          clients,
          caller,
          { q: 'Tope', _sort: 'name', _order: 'desc' },
          ['name'],
          resourceByName,
          async (rows) => {
            await new Promise((done) => setTimeout(done, 1)); // a writer taking its time while the next batch is read
            names.push(...rows.map((row) => row.name as string));
          },
          1000,
        ),
      );
      const expected = Array.from({ length: LIST_COUNT_CAP + 10 }, (_, i) => `Cliente Tope ${String(LIST_COUNT_CAP + 10 - i).padStart(5, '0')}`);
      expect([count, names]).toEqual([LIST_COUNT_CAP + 9, expected.filter((name) => name !== 'Cliente Tope 09990')]);
      // A writer that fails while the next batch is read: its error, once that read has ended, so
      // the rollback is not queued behind a query on the same connection (pg 9 refuses that).
      const events: string[] = [];
      const sent = (q: { sql: string }) => events.push(`sent ${q.sql.slice(0, 8)}`);
      const answered = (_rows: unknown, q: { sql: string }) => events.push(`answered ${q.sql.slice(0, 8)}`);
      app.db.on('query', sent).on('query-response', answered);
      try {
        const failing = inContext(app.db, { tenantId: caller.tenantId, userId: caller.userId }, (trx) =>
          crud.eachBatch(trx, clients, caller, { q: 'Tope' }, ['name'], resourceByName, () => Promise.reject(new Error('disk full')), 1000),
        );
        await expect(failing).rejects.toThrow('disk full');
      } finally {
        app.db.off('query', sent).off('query-response', answered);
      }
      const reads = events.filter((e) => e === 'answered select "').length;
      expect(reads).toBe(2);
      expect(events.indexOf('sent ROLLBACK')).toBeGreaterThan(events.lastIndexOf('answered select "'));
    } finally {
      await app.owner('clients').where('name', 'like', 'Cliente Tope %').delete();
    }
  });
});

describe('search as Spanish speakers type', () => {
  it("ignores accents and case both ways in q: 'cafe' finds 'Café del Quindío', 'ÑUÑOA' finds 'nunoa'", async () => {
    const taxProfileId = ((await get('_end=1')).rows[0] as unknown as { taxProfileId: string }).taxProfileId;
    for (const [name, documentNumber] of [
      ['Cafetería Ñuñoa Prueba', '800000901'],
      ['CAFETERIA NUNOA SIN TILDE', '800000902'],
    ]) {
      const res = await app.request(as.admin, { method: 'POST', url: '/api/clients', payload: { name, documentNumber, taxProfileId } });
      expect(res.statusCode).toBe(201);
    }
    const names = async (query: string) => (await get(query)).rows.map((r) => r.name).sort();
    const both = ['CAFETERIA NUNOA SIN TILDE', 'Cafetería Ñuñoa Prueba'];
    for (const q of ['nunoa', 'NUNOA', 'ñuñoa', 'ÑUÑOA', 'cafeteria nunoa', 'Cafetería Ñuñoa'])
      expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(both);
    expect(await names(`q=${encodeURIComponent('cafeteria ñunoa prueba')}`)).toEqual(['Cafetería Ñuñoa Prueba']);
    // The seeded 'Café del Quindío S.A.', as the issue typed it.
    expect(await names('q=cafe%20del%20quindio')).toEqual(['Café del Quindío S.A.']);
    // The "contains" filter of a column behaves the same.
    expect(await names(`name_like=${encodeURIComponent('ÑUNOA SIN')}`)).toEqual(['CAFETERIA NUNOA SIN TILDE']);
    // LIKE's wildcards typed by the user are text, not patterns.
    expect((await get('q=%25%25')).total).toBe(0);
  });

  it("finds people and related names without accents: 'castano' finds Castaño, 'andes' a project by its client", async () => {
    const people = await app.request(as.admin, { method: 'GET', url: '/api/users?q=castano' });
    expect((people.result as { lastName: string }[]).map((u) => u.lastName)).toContain('Castaño');
    const client = await app.owner('clients').whereILike('name', '%Andes%').first('name');
    const word =
      String(client.name)
        .split(' ')
        .find((w: string) => /[áéíóúñ]/i.test(w)) ?? 'andes';
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const queue = await app.request(as.admin, { method: 'GET', url: `/api/settlement-projects?q=${encodeURIComponent(plain)}` });
    expect(queue.statusCode).toBe(200);
    expect((queue.result as unknown[]).length).toBeGreaterThan(0);
  });
});
