// Deactivating a practice warns of its associated users and projects, naming how many (document
// 000, section 8), and goes through once confirmed; forbidden and cross-tenant cases.
import { describe, expect, it } from 'vitest';
import { otherTenantHolder, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });

const deactivate = (id: string, cookie = as.admin, confirm?: string) =>
  app.request(cookie, {
    method: 'PATCH',
    url: `/api/practices/${id}`,
    payload: { active: false },
    headers: { 'accept-language': 'es', ...(confirm ? { 'x-confirm': confirm } : {}) },
  });

describe('practice deactivation', () => {
  it('warns naming the associated users and projects, and deactivates once confirmed', async () => {
    const used = await app
      .owner('project_practices as pp')
      .join('practices as p', 'p.id', 'pp.practice_id')
      .where('p.company_id', ids.mainCompanyId)
      .where('p.active', true)
      .first('p.id');
    const users = Number((await app.owner('user_practices').where({ practice_id: used.id }).count({ n: '*' }).first())!.n);
    const projects = Number((await app.owner('project_practices').where({ practice_id: used.id }).count({ n: '*' }).first())!.n);
    const warned = await deactivate(used.id);
    expect(warned.statusCode).toBe(409);
    const body = warned.result as { code: string; messages: { es: string; en: string } };
    expect(body.code).toBe('PRACTICE_DEACTIVATION_CONFIRM');
    expect(body.messages.es).toBe(`La práctica tiene ${users} usuarios y ${projects} proyectos asociados. ¿Deseas desactivarla?`);
    expect((await app.owner('practices').where({ id: used.id }).first('active')).active).toBe(true);
    const done = await deactivate(used.id, as.admin, 'PRACTICE_DEACTIVATION_CONFIRM');
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect((await app.owner('practices').where({ id: used.id }).first('active')).active).toBe(false);
    await app.owner('practices').where({ id: used.id }).update({ active: true });
  });

  it('deactivates a practice with nothing associated without asking', async () => {
    const [fresh] = await app
      .owner('practices')
      .insert({
        tenant_id: (await app.owner('companies').where({ id: ids.mainCompanyId }).first('tenant_id')).tenant_id,
        company_id: ids.mainCompanyId,
        name: `Práctica sin uso ${Date.now()}`,
      })
      .returning('id');
    expect((await deactivate(fresh.id)).statusCode).toBe(200);
  });

  it('is forbidden without the functional structure permission and unknown to another tenant', async () => {
    const practice = await app.owner('practices').where({ company_id: ids.mainCompanyId, active: true }).first('id');
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await deactivate(practice.id, professional, 'PRACTICE_DEACTIVATION_CONFIRM')).statusCode).toBe(403);
    const other = await otherTenantHolder(app.owner, ['AdministrationfunctionalStructure']);
    expect((await deactivate(practice.id, await app.cookieFor(other.userId, other), 'PRACTICE_DEACTIVATION_CONFIRM')).statusCode).toBe(404);
    expect((await app.owner('practices').where({ id: practice.id }).first('active')).active).toBe(true);
  });
});
