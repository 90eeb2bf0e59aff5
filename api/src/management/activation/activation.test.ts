// Activate, deactivate and shut down clients and projects through their declared actions: the
// verification step, the confirmation, the transition table, the cascade to projects, the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { validPayload } from '../../platform/testing/fixtures.ts';
import { projects } from '../projects/projects.resource.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { onProjectActivation } from './project-hooks.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: PERMISSION_CODES });
let taxProfileId: string;
let seq = 0;

type Body = Record<string, unknown> & { code?: string; fields?: { field: string; code: string; message: string }[] };

beforeAll(async () => {
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

/** A new client of the demo company with `projects` projects (stored directly: their rules are tested elsewhere). */
async function clientWith(projects: number, state = 'active'): Promise<{ id: string; projectIds: string[] }> {
  seq += 1;
  const res = await app.request(as.admin, {
    method: 'POST',
    url: '/api/clients',
    payload: { name: `Cliente Estado ${seq}`, documentNumber: String(950000000 + seq), taxProfileId },
  });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  const id = (res.result as { id: string }).id;
  const rows = Array.from({ length: projects }, (_, i) => ({
    tenant_id: ids.demoTenantId,
    company_id: ids.mainCompanyId,
    client_id: id,
    name: `Proyecto ${seq}.${i}`,
  }));
  const projectIds = rows.length ? (await app.owner('projects').insert(rows).returning('id')).map((p: { id: string }) => p.id) : [];
  if (state !== 'active') await app.owner('clients').where({ id }).update({ state });
  return { id, projectIds };
}

const act = (cookie: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
  app.request(cookie, { method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const stateOf = async (table: string, id: string) => await app.owner(table).where({ id }).first('state', 'active');

describe('client activation actions', () => {
  it('tells in the metadata the actions, the transition table, and per row the legal moves only', async () => {
    const meta = ((await app.request(as.admin, { method: 'GET', url: '/api/meta/resources' })).result as { resources: unknown }).resources as {
      name: string;
      actions?: { name: string; bulk: boolean; verify: boolean }[];
      stateMachine?: unknown;
    }[];
    const clients = meta.find((r) => r.name === 'clients')!;
    expect(clients.actions?.map((a) => a.name)).toEqual(['activate', 'deactivate', 'shutdown']);
    expect(clients.actions?.every((a) => a.bulk)).toBe(true);
    expect(clients.stateMachine).toMatchObject({ field: 'state', transitions: { active: { deactivate: 'inactive', shutdown: 'shutDown' } } });
    const { id } = await clientWith(0);
    const one = (await app.request(as.admin, { method: 'GET', url: `/api/clients/${id}` })).result as { actions: string[]; state: string };
    expect(one).toMatchObject({ state: 'active', active: true, actions: ['deactivate', 'shutdown'] });
    const list = (await app.request(as.admin, { method: 'GET', url: `/api/clients?id=${id}` })).result as { actions: string[] }[];
    expect(list[0].actions).toEqual(['deactivate', 'shutdown']);
  });

  it('verifies a deactivation (active projects counted, confirmation asked), asks with 409, and carries the projects once confirmed', async () => {
    const { id, projectIds } = await clientWith(2);
    await app.owner('projects').where({ id: projectIds[1] }).update({ state: 'inactive' });
    const preview = await app.request(as.admin, { method: 'GET', url: `/api/clients/${id}/deactivate/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.result).toEqual({
      action: 'deactivate',
      state: 'active',
      next: 'inactive',
      affected: { projects: 1 },
      confirm: 'CLIENT_DEACTIVATION_CONFIRM',
      confirmParams: { projects: 1 },
    });

    const asked = await act(as.admin, `/api/clients/${id}/deactivate`, { 'accept-language': 'es' });
    expect(asked.statusCode).toBe(409);
    expect(asked.result).toMatchObject({
      code: 'CLIENT_DEACTIVATION_CONFIRM',
      confirmable: true,
      message: '¿Deseas desactivar el cliente? También se desactivarán sus 1 proyectos activos',
    });
    expect(await stateOf('clients', id)).toEqual({ state: 'active', active: true });

    const done = await act(as.admin, `/api/clients/${id}/deactivate`, { 'x-confirm': 'CLIENT_DEACTIVATION_CONFIRM' });
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect(done.result).toMatchObject({ id, state: 'inactive', active: false, actions: ['activate', 'shutdown'] });
    expect(await stateOf('projects', projectIds[0])).toEqual({ state: 'inactive', active: false });

    const log = await app.owner('audit_log').whereIn('entity_id', [id, projectIds[0]]).where({ action: 'deactivate' }).select('entity', 'changes', 'after');
    expect(log.map((e) => e.entity).sort()).toEqual(['clients', 'projects']);
    expect(log.find((e) => e.entity === 'clients')!.changes).toContainEqual({ field: 'state', before: 'active', after: 'inactive' });
    // The project's entry tells its own change and names the client's move as its cause, not as a change.
    const project = log.find((e) => e.entity === 'projects')!;
    expect(project.changes).toEqual([
      { field: 'state', before: 'active', after: 'inactive' },
      { field: 'active', before: true, after: false },
    ]);
    expect(project.after).toEqual({ state: 'inactive', active: false, cause: { entity: 'clients', id } });
  });

  it('deactivates a client without active projects without asking', async () => {
    const { id } = await clientWith(0);
    const res = await act(as.admin, `/api/clients/${id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({ state: 'inactive' });
  });

  it('refuses an illegal move with INVALID_TRANSITION naming the current state, changing nothing', async () => {
    const { id } = await clientWith(0, 'inactive');
    const res = await act(as.admin, `/api/clients/${id}/deactivate`, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'INVALID_TRANSITION', message: "This action is not allowed in the record's current state" });
    const preview = await app.request(as.admin, { method: 'GET', url: `/api/clients/${id}/deactivate/preview` });
    expect(preview.result).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(await stateOf('clients', id)).toEqual({ state: 'inactive', active: false });
  });

  it('shuts a client down with all its projects, always asking first, and activates it again alone', async () => {
    const { id, projectIds } = await clientWith(2);
    await app.owner('projects').where({ id: projectIds[1] }).update({ state: 'inactive' });
    const asked = await act(as.admin, `/api/clients/${id}/shutdown`);
    expect(asked.result).toMatchObject({ code: 'CLIENT_SHUTDOWN_CONFIRM', confirmable: true });
    const done = await act(as.admin, `/api/clients/${id}/shutdown`, { 'x-confirm': 'CLIENT_SHUTDOWN_CONFIRM' });
    expect(done.result).toMatchObject({ state: 'shutDown', active: false, actions: ['activate'] });
    for (const p of projectIds) expect((await stateOf('projects', p)).state).toBe('shutDown');

    const again = await act(as.admin, `/api/clients/${id}/activate`);
    expect(again.result).toMatchObject({ state: 'active', actions: ['deactivate', 'shutdown'] });
    expect((await stateOf('projects', projectIds[0])).state).toBe('shutDown');
  });

  it('no longer takes `active` in a write: the state moves by actions only', async () => {
    const { id } = await clientWith(0);
    const res = await app.request(as.admin, { method: 'PATCH', url: `/api/clients/${id}`, payload: { active: false } });
    expect(res.statusCode).toBe(400);
    expect((res.result as Body).fields?.map((f) => f.field)).toEqual(['active']);
  });

  it('refuses the action without the permission code (403) and in another tenant (404), changing nothing', async () => {
    const { id } = await clientWith(0);
    expect((await act(as.professional, `/api/clients/${id}/deactivate`)).statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'GET', url: `/api/clients/${id}/deactivate/preview` })).statusCode).toBe(403);
    expect((await act(as.outsider, `/api/clients/${id}/deactivate`)).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/clients/${id}/deactivate/preview` })).statusCode).toBe(404);
    expect((await act(as.outsider, '/api/clients/actions/deactivate', {}, { ids: [id] })).result).toMatchObject({
      code: 'ACTION_REFUSED',
      fields: [{ field: 'ids[0]', code: 'NOT_FOUND' }],
    });
    expect(await stateOf('clients', id)).toEqual({ state: 'active', active: true });
  });

  it('refuses a payload on an action that takes none', async () => {
    const { id } = await clientWith(0);
    const res = await act(as.admin, `/api/clients/${id}/activate`, {}, { reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect((res.result as Body).fields).toEqual([expect.objectContaining({ field: 'reason', code: 'UNKNOWN_FIELD' })]);
  });
});

describe('bulk actions', () => {
  it('verifies and applies to every selected row in one go, with one question for the summed projects', async () => {
    const a = await clientWith(1);
    const b = await clientWith(2);
    const preview = await act(as.admin, '/api/clients/actions/deactivate/preview', {}, { ids: [a.id, b.id] });
    expect(preview.result).toEqual({ action: 'deactivate', affected: { projects: 3 }, confirm: 'CLIENT_DEACTIVATION_CONFIRM', confirmParams: { projects: 3 } });
    const asked = await act(as.admin, '/api/clients/actions/deactivate', {}, { ids: [a.id, b.id] });
    expect(asked.result).toMatchObject({ code: 'CLIENT_DEACTIVATION_CONFIRM', message: expect.stringContaining('3 proyectos') });
    const done = await act(as.admin, '/api/clients/actions/deactivate', { 'x-confirm': 'CLIENT_DEACTIVATION_CONFIRM' }, { ids: [a.id, b.id] });
    expect(done.statusCode).toBe(200);
    expect((done.result as { rows: { id: string; state: string }[] }).rows.map((r) => r.state)).toEqual(['inactive', 'inactive']);
  });

  it('is all or nothing: a refused row is named by its position and no row changes', async () => {
    const a = await clientWith(0);
    const b = await clientWith(0, 'inactive');
    const c = await clientWith(0, 'shutDown');
    const res = await act(
      as.admin,
      '/api/clients/actions/shutdown',
      { 'x-confirm': 'CLIENT_SHUTDOWN_CONFIRM', 'accept-language': 'es' },
      { ids: [a.id, b.id, c.id] },
    );
    expect(res.statusCode).toBe(409);
    const body = res.result as Body;
    expect(body).toMatchObject({ code: 'ACTION_REFUSED', message: 'La acción no se puede aplicar a 1 de los registros seleccionados; no se cambió ninguno' });
    expect(body.fields).toEqual([
      expect.objectContaining({ field: 'ids[2]', code: 'INVALID_TRANSITION', message: 'Esta acción no está permitida en el estado actual del registro' }),
    ]);
    expect((await stateOf('clients', a.id)).state).toBe('active');
    expect((await stateOf('clients', b.id)).state).toBe('inactive');
  });

  it('refuses an empty, repeated or oversized selection with field errors', async () => {
    const { id } = await clientWith(0);
    for (const ids of [[], [id, id], Array.from({ length: 201 }, () => crypto.randomUUID())]) {
      const res = await act(as.admin, '/api/clients/actions/deactivate', {}, { ids });
      expect(res.statusCode, JSON.stringify(ids.length)).toBe(400);
      expect((res.result as Body).fields?.[0].field).toBe('ids');
    }
  });
});

describe('project activation actions', () => {
  it('stops activating a project of an inactive client with PROJECT_CLIENT_INACTIVE, and activates it once the client is active', async () => {
    const {
      id,
      projectIds: [project],
    } = await clientWith(1);
    const deactivate = await act(as.admin, `/api/projects/${project}/deactivate`, { 'x-confirm': 'PROJECT_DEACTIVATION_CONFIRM' });
    expect(deactivate.result).toMatchObject({ state: 'inactive', actions: ['activate', 'shutdown'] });
    await act(as.admin, `/api/clients/${id}/deactivate`);
    const refused = await act(as.admin, `/api/projects/${project}/activate`, { 'accept-language': 'es' });
    expect(refused.statusCode).toBe(409);
    expect(refused.result).toMatchObject({
      code: 'PROJECT_CLIENT_INACTIVE',
      message: 'El cliente del proyecto está inactivo. Actívalo antes de activar el proyecto',
    });
    await act(as.admin, `/api/clients/${id}/activate`);
    expect((await act(as.admin, `/api/projects/${project}/activate`)).result).toMatchObject({ state: 'active', active: true });
  });

  it('always asks before deactivating or shutting a project down, warning of what may be assigned to it', async () => {
    const {
      projectIds: [project],
    } = await clientWith(1);
    const preview = await app.request(as.admin, { method: 'GET', url: `/api/projects/${project}/shutdown/preview` });
    expect(preview.result).toMatchObject({ state: 'active', next: 'shutDown', confirm: 'PROJECT_SHUTDOWN_CONFIRM' });
    const asked = await act(as.admin, `/api/projects/${project}/deactivate`, { 'accept-language': 'es' });
    expect(asked.result).toMatchObject({
      code: 'PROJECT_DEACTIVATION_CONFIRM',
      confirmable: true,
      message: '¿Deseas desactivar el proyecto? Puede tener acuerdos, bloques, flujos, actividades y tareas asignados',
    });
  });

  it('takes only an active client for a new project', async () => {
    const { id } = await clientWith(0, 'inactive');
    const meta = ((await app.request(as.admin, { method: 'GET', url: '/api/meta/resources' })).result as { resources: unknown }).resources as {
      name: string;
      fields: Record<string, { refFilter?: unknown }>;
    }[];
    expect(meta.find((r) => r.name === 'projects')!.fields.clientId.refFilter).toEqual({ active: true });
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/projects',
      payload: { ...(await validPayload(app.owner, projects, ids.mainCompanyId)), clientId: id },
    });
    expect((res.result as Body).fields).toContainEqual(expect.objectContaining({ field: 'clientId', code: 'INVALID_REFERENCE' }));
  });
});

describe('the project hook point', () => {
  it("counts a follower's records in the verification and runs it in the action's transaction, which its refusal rolls back", async () => {
    const { id, projectIds } = await clientWith(2);
    const seen: { ids: readonly string[]; next: string }[] = [];
    let refuse = false;
    const off = onProjectActivation({
      name: 'workflows',
      count: async (_trx, ids) => ids.length * 3,
      apply: async (trx, ids, next) => {
        // It sees the projects already moved, inside the same transaction.
        expect(await trx('projects').whereIn('id', ids).pluck('state')).toEqual(ids.map(() => next));
        if (refuse) throw new AppError('INVALID_TRANSITION', { state: 'workflow', action: 'close' });
        seen.push({ ids, next });
      },
    });
    try {
      const preview = await app.request(as.admin, { method: 'GET', url: `/api/clients/${id}/shutdown/preview` });
      expect(preview.result).toMatchObject({ affected: { projects: 2, workflows: 6 } });
      refuse = true;
      const refused = await act(as.admin, `/api/clients/${id}/shutdown`, { 'x-confirm': 'CLIENT_SHUTDOWN_CONFIRM' });
      expect(refused.statusCode).toBe(409);
      expect((await stateOf('clients', id)).state).toBe('active');
      for (const p of projectIds) expect((await stateOf('projects', p)).state).toBe('active');
      refuse = false;
      expect((await act(as.admin, `/api/clients/${id}/shutdown`, { 'x-confirm': 'CLIENT_SHUTDOWN_CONFIRM' })).statusCode).toBe(200);
      expect(seen).toEqual([{ ids: [...projectIds].sort(), next: 'shutDown' }]);
    } finally {
      off();
    }
  });
});
