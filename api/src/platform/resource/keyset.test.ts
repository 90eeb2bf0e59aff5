// Paging by key: following x-next-cursor gives the same rows, in the same order, as paging with
// _start/_end, for any sort (nullable columns, descending, several fields); a cursor of another
// sort or a forged one is refused; the simple-rest contract the admin uses is unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { otherTenantHolder, userId } from '../testing/fixtures.ts';
import { apiTest } from '../testing/api-test.ts';
import { statementsWhile } from '../testing/statements.ts';

const { app, as } = apiTest({ as: ['admin'] });
type Row = { id: string; name: string };

beforeAll(async () => {
  const [profile] = (await app.request(as.admin, { method: 'GET', url: '/api/tax-profiles?_end=1' })).result as { id: string }[];
  for (let i = 0; i < 23; i += 1) {
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/clients',
      payload: {
        // Repeated names and empty commercial names: ties and nulls, broken by id.
        name: `Cursor ${String(i % 7).padStart(2, '0')}`,
        documentNumber: String(700000000 + i),
        taxProfileId: profile.id,
        ...(i % 3 ? { commercialName: `Comercial ${i % 4}` } : {}),
      },
    });
    expect(res.statusCode).toBe(201);
  }
});

const list = async (query: string, cookie = as.admin) => {
  const res = await app.request(cookie, { method: 'GET', url: `/api/clients?q=Cursor&${query}` });
  return { status: res.statusCode, rows: res.result as Row[], next: res.headers['x-next-cursor'] as string | undefined, res };
};

/** Every page by key, from the first page on. */
async function byKey(sort: string, size: number): Promise<string[]> {
  const ids: string[] = [];
  let page = await list(`${sort}&_start=0&_end=${size}`);
  ids.push(...page.rows.map((r) => r.id));
  while (page.next) {
    page = await list(`${sort}&_start=0&_end=${size}&_cursor=${page.next}`);
    expect(page.status).toBe(200);
    ids.push(...page.rows.map((r) => r.id));
  }
  return ids;
}

describe('paging by key', () => {
  const sorts = [
    '',
    '_sort=name&_order=asc',
    '_sort=name&_order=desc',
    '_sort=commercialName&_order=asc',
    '_sort=commercialName&_order=desc',
    '_sort=commercialName,name&_order=desc,asc',
    '_sort=createdAt&_order=desc',
  ];
  for (const sort of sorts) {
    it(`gives the rows of the offset pages, in order (${sort || 'default sort'})`, async () => {
      const all = await list(`${sort}&_start=0&_end=100`);
      expect(all.rows).toHaveLength(23);
      expect(await byKey(sort, 5)).toEqual(all.rows.map((r) => r.id));
    });
  }

  // A nullable column compared by a filter has no nulls in the list; descending, the nulls come
  // first. Either way the next page starts at the cursor's value in the index (a range condition
  // on the column), instead of reading the list from its start and dropping the rows before it.
  for (const sort of ['commercialName_gte=Comercial%201&_sort=commercialName&_order=asc', '_sort=commercialName&_order=desc']) {
    it(`bounds the next page by the cursor's value in a nullable column (${sort})`, async () => {
      const all = await list(`${sort}&_start=0&_end=100`);
      expect(all.rows.length).toBeGreaterThan(5);
      const { answer: paged, sql: statements } = await statementsWhile(app.db, () => byKey(sort, 5));
      expect(paged).toEqual(all.rows.map((r) => r.id));
      // Ascending, the filter's own `>=` and the cursor's; descending, the cursor's `<=`.
      const [bound, times] = sort.endsWith('asc') ? [/"t"\."commercial_name" >= \$\d+/g, 2] : [/"t"\."commercial_name" <= \$\d+/g, 1];
      const pages = statements.filter((sql) => /"t"\."commercial_name" = \$\d+ and t\.id/.test(sql));
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.map((sql) => sql.match(bound)?.length ?? 0)).toEqual(pages.map(() => times));
    });
  }

  it('answers no cursor on the last page and exposes the header to browsers', async () => {
    const full = await list('_start=0&_end=5');
    expect(full.next).toBeTruthy();
    expect(String(full.res.headers['access-control-expose-headers'])).toContain('x-next-cursor');
    expect((await list('_start=0&_end=100')).next).toBeUndefined();
    expect(full.rows[0]).not.toHaveProperty('listSortKey0');
  });

  it('refuses a cursor of another sort, a forged one and a too long one with INVALID_QUERY', async () => {
    const { next } = await list('_sort=name&_order=asc&_start=0&_end=5');
    const forged = Buffer.from(JSON.stringify({ s: 'name:asc', v: ["x' or 1=1"], id: 'nope' })).toString('base64url');
    for (const query of [`_sort=name&_order=desc&_cursor=${next}`, `_sort=name&_order=asc&_cursor=${forged}`, '_cursor=%%%', `_cursor=${'a'.repeat(5000)}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect((res.rows as unknown as { code: string }).code).toBe('INVALID_QUERY');
    }
  });

  it("a cursor opens nothing of another company: its values are only a place in the caller's own rows", async () => {
    const { next } = await list('_start=0&_end=5');
    const holder = await otherTenantHolder(app.owner, ['ClientFullAccess']);
    const other = await app.cookieFor(holder.userId, { tenantId: holder.tenantId, companyId: holder.companyId });
    const res = await list(`_start=0&_end=5&_cursor=${next}`, other);
    expect(res.status).toBe(200);
    expect(res.rows).toEqual([]);
  });

  it("answers a staff lookup's next page by key with the lookup columns only, and refuses a client contact", async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    const { next } = await list('_start=0&_end=5');
    const page = await list(`_start=0&_end=5&_cursor=${next}`, professional);
    expect(page.status).toBe(200);
    expect(Object.keys(page.rows[0]).sort()).toEqual(['active', 'commercialName', 'documentNumber', 'id', 'name', 'state']);
    const contact = await app.cookieFor(await userId(app.owner, 'cliente@demo.test'));
    expect((await list(`_start=0&_end=5&_cursor=${next}`, contact)).status).toBe(403);
  });
});
