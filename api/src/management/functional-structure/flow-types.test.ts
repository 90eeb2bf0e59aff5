// Flow types: the diagram's verdict refuses empty, unconnected, cyclic and foreign diagrams with the
// specification's messages; alerts are child rows checked against the diagram; a dynamic form with
// active flow types cannot be deactivated; another tenant and a caller without the permission get nothing.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import type { FlowDefinition } from '../../contract/flow-diagram.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'], outsider: ['AdministrationfunctionalStructure'] });
let practiceId: string;
let formId: string;
let types: string[]; // four active activity types of the main company
let inactiveType: string;
let foreignType: string;

const suffix = () => crypto.randomUUID().slice(0, 6);

beforeAll(async () => {
  const main = { tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId };
  practiceId = (await app.owner('practices').where({ company_id: ids.mainCompanyId }).first('id')).id;
  const s = suffix();
  types = (
    await app
      .owner('activity_types')
      .insert([1, 2, 3, 4].map((n) => ({ ...main, practice_id: practiceId, name: `Paso ${n}`, code: `P${n}-${s}` })))
      .returning('id')
  ).map((r: { id: string }) => r.id);
  [{ id: inactiveType }] = await app
    .owner('activity_types')
    .insert({ ...main, practice_id: practiceId, name: 'Archivado', code: `X-${s}`, active: false })
    .returning('id');
  const foreignPractice = (await app.owner('practices').where({ company_id: ids.otherCompanyId }).first('id')).id;
  [{ id: foreignType }] = await app
    .owner('activity_types')
    .insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, practice_id: foreignPractice, name: 'Ajeno', code: `F-${s}` })
    .returning('id');
  [{ id: formId }] = await app
    .owner('dynamic_forms')
    .insert({ ...main, name: 'Formulario de flujo', code: `FF-${s}` })
    .returning('id');
  await app.owner('dynamic_form_fields').insert({ ...main, dynamic_form_id: formId, kind: 'textbox', title: 'Radicado' });
});

/** A chain of the given activity types, top to bottom. */
const chain = (...activityTypeIds: string[]): FlowDefinition => ({
  nodes: activityTypeIds.map((activityTypeId, i) => ({ id: `n${i}`, activityTypeId, x: 0, y: i * 100 })),
  edges: activityTypeIds.slice(1).map((_, i) => ({ id: `e${i}`, source: `n${i}`, target: `n${i + 1}` })),
});
const payload = (o: Record<string, unknown> = {}) => ({
  name: 'Proceso ejecutivo',
  code: `FT-${suffix()}`,
  practiceId,
  dynamicFormId: formId,
  definition: chain(types[0], types[1], types[2]),
  ...o,
});
const post = (cookie: string, body: Record<string, unknown>) => app.request(cookie, { method: 'POST', url: '/api/flow-types', payload: body });
const patch = (cookie: string, id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'PATCH', url: `/api/flow-types/${id}`, payload: body, headers });
const fieldCodes = (res: { result: unknown }) => (res.result as { fields?: { field: string; code: string }[] }).fields ?? [];

describe('flow types: the diagram', () => {
  it('saves a connected diagram of three activity types with its alerts, and answers them back', async () => {
    const res = await post(
      as.admin,
      payload({
        alerts: [
          { name: 'Vence la contestación', sendMethod: 1, type: 1, days: 3, activityTypeId: types[1] },
          { name: 'Audiencia hoy', sendMethod: 4, type: 3, activityTypeId: types[2] },
        ],
      }),
    );
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    const row = res.result as { id: string; definition: FlowDefinition; alerts: Record<string, unknown>[] };
    expect(row.definition.nodes.map((n) => n.activityTypeId)).toEqual(types.slice(0, 3));
    expect(row.alerts).toMatchObject([
      { name: 'Vence la contestación', sendMethod: 1, type: 1, days: 3 },
      { name: 'Audiencia hoy', type: 3, days: null },
    ]);
    const read = await app.request(as.admin, { method: 'GET', url: `/api/flow-types/${row.id}` });
    expect(read.result).toMatchObject({
      definition: {
        edges: [
          { source: 'n0', target: 'n1' },
          { source: 'n1', target: 'n2' },
        ],
      },
    });
  });

  it("refuses a diagram without an activity with the specification's message", async () => {
    const res = await post(as.admin, payload({ definition: { nodes: [], edges: [] } }));
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res)).toMatchObject([{ field: 'definition', code: 'FLOW_DIAGRAM_EMPTY', message: 'El diagrama debe tener al menos una actividad' }]);
  });

  it('refuses unconnected parts, in Spanish and in English', async () => {
    const loose = chain(types[0], types[1]);
    loose.nodes.push({ id: 'alone', activityTypeId: types[3], x: 300, y: 0 });
    const res = await post(as.admin, payload({ definition: loose }));
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res).map((f) => f.code)).toEqual(['FLOW_DIAGRAM_UNCONNECTED']);
    expect(JSON.stringify(res.result)).toContain('El diagrama tiene partes sin conectar');
    const english = await app.request(as.admin, {
      method: 'POST',
      url: '/api/flow-types',
      payload: payload({ definition: loose }),
      headers: { 'accept-language': 'en' },
    });
    expect(JSON.stringify(english.result)).toContain('The diagram has unconnected parts');
  });

  it('refuses a cycle, an edge to nowhere, and activity types that are inactive or of another tenant', async () => {
    const cyclic = chain(types[0], types[1], types[2]);
    cyclic.edges.push({ id: 'back', source: 'n2', target: 'n0' });
    expect(fieldCodes(await post(as.admin, payload({ definition: cyclic }))).map((f) => f.code)).toEqual(['FLOW_DIAGRAM_CYCLE']);
    const dangling = chain(types[0], types[1]);
    dangling.edges.push({ id: 'lost', source: 'n1', target: 'nowhere' });
    expect(fieldCodes(await post(as.admin, payload({ definition: dangling }))).map((f) => f.code)).toEqual(['FLOW_DIAGRAM_EDGE_UNKNOWN']);
    expect(fieldCodes(await post(as.admin, payload({ definition: chain(types[0], inactiveType) }))).map((f) => f.code)).toEqual([
      'FLOW_DIAGRAM_ACTIVITY_UNKNOWN',
    ]);
    expect(fieldCodes(await post(as.admin, payload({ definition: chain(types[0], foreignType) }))).map((f) => f.code)).toEqual([
      'FLOW_DIAGRAM_ACTIVITY_UNKNOWN',
    ]);
  });

  it('refuses what is not a diagram, and a taken code, without writing anything', async () => {
    const before = Number((await app.owner('flow_types').count({ n: '*' }).first())!.n);
    for (const definition of [
      { nodes: 'x', edges: [] },
      { nodes: [{ id: 'a' }], edges: [] },
      {
        nodes: [
          { id: 'a', activityTypeId: types[0] },
          { id: 'a', activityTypeId: types[1] },
        ],
        edges: [],
      },
    ]) {
      const res = await post(as.admin, payload({ definition }));
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res).map((f) => f.code)).toEqual(['INVALID_VALUE']);
    }
    const first = await post(as.admin, payload({ code: 'FT-DUP-1' }));
    expect(first.statusCode).toBe(201);
    const again = await post(as.admin, payload({ code: 'ft-dup-1' }));
    expect(again.statusCode).toBe(409);
    expect((again.result as { code: string }).code).toBe('FLOW_TYPE_CODE_TAKEN');
    expect(Number((await app.owner('flow_types').count({ n: '*' }).first())!.n)).toBe(before + 1);
  });

  it('keeps a saved diagram whose activity type was deactivated later: the flow can still be renamed and deactivated', async () => {
    const s = suffix();
    const [{ id: later }] = await app
      .owner('activity_types')
      .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, practice_id: practiceId, name: 'Luego inactivo', code: `L-${s}` })
      .returning('id');
    const created = (await post(as.admin, payload({ definition: chain(types[0], later) }))).result as { id: string };
    await app.owner('activity_types').where({ id: later }).update({ active: false });
    const renamed = await patch(as.admin, created.id, { name: 'Proceso renombrado', active: false });
    expect(renamed.statusCode, JSON.stringify(renamed.result)).toBe(200);
    const redrawn = await patch(as.admin, created.id, { definition: chain(later, types[0]) });
    expect(fieldCodes(redrawn).map((f) => f.code)).toEqual(['FLOW_DIAGRAM_ACTIVITY_UNKNOWN']);
  });
});

describe('flow types: alerts', () => {
  it('asks days for types 1 and 2, a date for type 2, and an activity of the diagram', async () => {
    const res = await post(
      as.admin,
      payload({
        alerts: [
          { name: 'Sin días', sendMethod: 1, type: 1, activityTypeId: types[0] },
          { name: 'Sin fecha', sendMethod: 2, type: 2, days: 4, activityTypeId: types[1] },
          { name: 'Fuera del diagrama', sendMethod: 3, type: 3, activityTypeId: types[3] },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res).map(({ field, code }) => `${field}:${code}`)).toEqual([
      'alerts[0].days:FLOW_ALERT_DAYS_REQUIRED',
      'alerts[1].dateBasis:FLOW_ALERT_DATE_REQUIRED',
      'alerts[2].activityTypeId:FLOW_ALERT_ACTIVITY_NOT_IN_DIAGRAM',
    ]);
    // Each row's own fields are checked first, with their messages.
    const bad = await post(as.admin, payload({ alerts: [{ name: '', sendMethod: 9, type: 3, activityTypeId: types[0] }] }));
    expect(
      fieldCodes(bad)
        .map(({ field, code }) => `${field}:${code}`)
        .sort(),
    ).toEqual(['alerts[0].name:NAME_REQUIRED', 'alerts[0].sendMethod:INVALID_OPTION']);
  });

  it('refuses a new diagram that drops the activity an alert names', async () => {
    const created = (await post(as.admin, payload({ alerts: [{ name: 'Paso 3', sendMethod: 1, type: 3, activityTypeId: types[2] }] }))).result as {
      id: string;
    };
    const res = await patch(as.admin, created.id, { definition: chain(types[0], types[1]) });
    expect(fieldCodes(res).map((f) => f.code)).toEqual(['FLOW_ALERT_ACTIVITY_NOT_IN_DIAGRAM']);
  });
});

describe('flow types: what they block, and who reaches them', () => {
  it('keeps their dynamic form active, naming the flow types, until they stop using it', async () => {
    const created = (await post(as.admin, payload({ name: 'Flujo con formulario' }))).result as { id: string };
    const refused = await app.request(as.admin, { method: 'PATCH', url: `/api/dynamic-forms/${formId}`, payload: { active: false } });
    expect(refused.statusCode).toBe(409);
    expect(refused.result).toMatchObject({ code: 'DYNAMIC_FORM_HAS_FLOW_TYPES' });
    expect(String((refused.result as { message: string }).message)).toContain('Flujo con formulario');
    // Every flow type of this form stops using it: then the form may go.
    await app.owner('flow_types').where({ dynamic_form_id: formId }).whereNot({ id: created.id }).update({ active: false });
    expect((await patch(as.admin, created.id, { dynamicFormId: null })).statusCode).toBe(200);
    expect((await app.request(as.admin, { method: 'PATCH', url: `/api/dynamic-forms/${formId}`, payload: { active: false } })).statusCode).toBe(200);
    await app.owner('dynamic_forms').where({ id: formId }).update({ active: true });
  });

  it('refuses a caller without the functional-structure permission', async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await post(professional, payload())).statusCode).toBe(403);
    // Staff look the rows up to pick them in production's forms: the identifying columns only.
    const looked = await app.request(professional, { method: 'GET', url: '/api/flow-types' });
    expect(looked.statusCode).toBe(200);
    expect(Object.keys((looked.result as object[])[0]).sort()).toEqual(['active', 'code', 'dynamicFormId', 'id', 'name', 'practiceId', 'serviceUnitId']);
  });

  it("keeps tenants apart: another tenant sees none of these and cannot draw this tenant's activity types", async () => {
    const created = (await post(as.admin, payload())).result as { id: string };
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/flow-types/${created.id}` })).statusCode).toBe(404);
    expect((await patch(as.outsider, created.id, { name: 'Tomado' })).statusCode).toBe(404);
    const list = await app.request(as.outsider, { method: 'GET', url: '/api/flow-types' });
    expect((list.result as { id: string }[]).map((r) => r.id)).not.toContain(created.id);
    const theirPractice = (await app.owner('practices').where({ company_id: ids.otherCompanyId }).first('id')).id;
    const theirs = await post(as.outsider, payload({ practiceId: theirPractice, dynamicFormId: null, definition: chain(types[0]) }));
    expect(theirs.statusCode).toBe(400);
    expect(fieldCodes(theirs).map((f) => f.code)).toEqual(['FLOW_DIAGRAM_ACTIVITY_UNKNOWN']);
  });

  it("serves the demo's two flow types with their diagrams and alerts", async () => {
    const list = await app.request(as.admin, { method: 'GET', url: '/api/flow-types?q=FT-' });
    const codes = (list.result as { code: string }[]).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['FT-LAB', 'FT-SOC']));
  });
});
