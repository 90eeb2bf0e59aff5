// A calendar day travels as 'YYYY-MM-DD' from PostgreSQL to the answer (decision 170): never as a
// Date at local midnight, which a browser west of UTC would show as the day before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { tenants, userId } from '../testing/fixtures.ts';

describe('date columns', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('are read as the day PostgreSQL stores', async () => {
    const { rows } = await app.owner.raw(`select date '2026-01-15' as day`);
    expect(rows[0].day).toBe('2026-01-15');
  });

  it('are answered by the API as the same day', async () => {
    const admin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'));
    const { mainCompanyId } = await tenants(app.owner);
    const client = await app.owner('clients').where({ company_id: mainCompanyId }).whereNotNull('bonding_date').first('id', 'bonding_date');
    const res = await app.request(admin, { method: 'GET', url: `/api/clients/${client.id}` });
    expect(res.statusCode).toBe(200);
    expect((res.result as { bondingDate: string }).bondingDate).toBe(client.bonding_date);
    expect(client.bonding_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
