// Service units: deactivating one that projects, activity types or flow types name asks first,
// naming how many of each (confirmed with X-Confirm); one nothing names goes without asking.
import { describe, expect, it } from 'vitest';
import { otherTenantHolder, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });

const deactivate = (id: string, cookie = as.admin, confirm?: string) =>
  app.request(cookie, { method: 'PATCH', url: `/api/service-units/${id}`, payload: { active: false }, headers: confirm ? { 'x-confirm': confirm } : {} });

describe('service units: deactivation', () => {
  it('warns naming the projects, activity types and flow types of the unit, and deactivates once confirmed', async () => {
    // 'Procesos Civiles' of the litigation practice: demo activity types and the labour flow type name it.
    const unit = await app.owner('service_units').where({ company_id: ids.mainCompanyId, name: 'Procesos Civiles' }).first('id');
    const projects = Number((await app.owner('project_service_units').where({ service_unit_id: unit.id }).count({ n: '*' }).first())!.n);
    const activityTypes = Number((await app.owner('activity_types').where({ service_unit_id: unit.id, active: true }).count({ n: '*' }).first())!.n);
    const flowTypes = Number((await app.owner('flow_types').where({ service_unit_id: unit.id, active: true }).count({ n: '*' }).first())!.n);
    expect(activityTypes).toBeGreaterThan(0);
    const warned = await deactivate(unit.id);
    expect(warned.statusCode).toBe(409);
    const body = warned.result as { code: string; confirmable: boolean; messages: { es: string } };
    expect(body).toMatchObject({ code: 'SERVICE_UNIT_DEACTIVATION_CONFIRM', confirmable: true });
    expect(body.messages.es).toBe(
      `La unidad de servicio tiene ${projects} proyectos, ${activityTypes} tipos de actividad y ${flowTypes} tipos de flujo asociados. ¿Deseas desactivarla?`,
    );
    expect((await app.owner('service_units').where({ id: unit.id }).first('active')).active).toBe(true);
    expect((await deactivate(unit.id, as.admin, 'SERVICE_UNIT_DEACTIVATION_CONFIRM')).statusCode).toBe(200);
    expect((await app.owner('service_units').where({ id: unit.id }).first('active')).active).toBe(false);
    await app.owner('service_units').where({ id: unit.id }).update({ active: true });
  });

  it('deactivates a unit nothing names without asking', async () => {
    const practice = await app.owner('practices').where({ company_id: ids.mainCompanyId }).first('id', 'tenant_id');
    const [fresh] = await app
      .owner('service_units')
      .insert({ tenant_id: practice.tenant_id, company_id: ids.mainCompanyId, practice_id: practice.id, name: `Unidad sin uso ${Date.now()}` })
      .returning('id');
    expect((await deactivate(fresh.id)).statusCode).toBe(200);
  });

  it('is forbidden without the functional-structure permission and unknown to another tenant', async () => {
    const unit = await app.owner('service_units').where({ company_id: ids.mainCompanyId, active: true }).first('id');
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await deactivate(unit.id, professional, 'SERVICE_UNIT_DEACTIVATION_CONFIRM')).statusCode).toBe(403);
    const other = await otherTenantHolder(app.owner, ['AdministrationfunctionalStructure']);
    expect((await deactivate(unit.id, await app.cookieFor(other.userId, other), 'SERVICE_UNIT_DEACTIVATION_CONFIRM')).statusCode).toBe(404);
  });
});
