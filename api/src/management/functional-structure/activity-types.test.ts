// Activity types: every field round-trips (hours as decimal strings), the name is required, and
// neither another company's practice nor a caller without the permission gets through.
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });
let practiceId: string;
let foreignPracticeId: string;

beforeAll(async () => {
  practiceId = (await app.owner('practices').where({ company_id: ids.mainCompanyId }).first('id')).id;
  foreignPracticeId = (await app.owner('practices').where({ company_id: ids.otherCompanyId }).first('id')).id;
});

const codesOf = (res: { result: unknown }) => (res.result as { fields?: { code: string }[] }).fields?.map((f) => f.code);
const payload = (o: Record<string, unknown> = {}) => ({
  practiceId,
  name: 'Audiencia inicial',
  code: `AUD-${Math.random().toString(36).slice(2, 8)}`,
  estimatedHours: '3.5',
  averageHours: '2.75',
  nearDueHours: '24',
  overdueHours: '48',
  scheduleAppointment: true,
  requiresDocument: true,
  requiresRevision: false,
  exclusiveToFlows: true,
  canChangeEndDate: false,
  billable: true,
  subthemes: 'Conciliación\nFijación del litigio',
  ...o,
});

describe('activity types', () => {
  it('creates one with every field and answers hours as decimal strings', async () => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/activity-types', payload: payload() });
    expect(res.statusCode).toBe(201);
    const row = res.result as Record<string, unknown>;
    expect(row).toMatchObject({
      name: 'Audiencia inicial',
      scheduleAppointment: true,
      exclusiveToFlows: true,
      canChangeEndDate: false,
      subthemes: 'Conciliación\nFijación del litigio',
    });
    expect(Number(row.estimatedHours)).toBe(3.5);
    expect(typeof row.averageHours).toBe('string');
  });

  it('keeps UTBMS codes for LEDES upper-cased, and refuses one that is not a letter and three digits, writing nothing', async () => {
    const ok = await app.request(as.admin, {
      method: 'POST',
      url: '/api/activity-types',
      payload: payload({ utbmsTaskCode: 'l230', utbmsActivityCode: 'A109' }),
    });
    expect(ok.statusCode, JSON.stringify(ok.result)).toBe(201);
    expect(ok.result).toMatchObject({ utbmsTaskCode: 'L230', utbmsActivityCode: 'A109' });
    const code = `UTB-${Math.random().toString(36).slice(2, 8)}`;
    const bad = await app.request(as.admin, {
      method: 'POST',
      url: '/api/activity-types',
      payload: payload({ code, utbmsTaskCode: 'L23' }),
      headers: { 'accept-language': 'es' },
    });
    expect(bad.statusCode).toBe(400);
    expect(codesOf(bad)).toEqual(['UTBMS_CODE_FORMAT']);
    expect((bad.result as { fields: { message: string }[] }).fields[0].message).toBe('El código UTBMS es una letra y tres dígitos, por ejemplo L120 o A101');
    expect(await app.owner('activity_types').where({ code }).first()).toBeUndefined();
  });

  it('requires the name with NAME_REQUIRED', async () => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/activity-types', payload: payload({ name: '' }) });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toContain('NAME_REQUIRED');
  });

  it('refuses negative hours', async () => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/activity-types', payload: payload({ overdueHours: '-1' }) });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a practice of another tenant', async () => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/activity-types', payload: payload({ practiceId: foreignPracticeId }) });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual(['INVALID_REFERENCE']);
  });

  it('refuses a user without the functional-structure permission', async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await app.request(professional, { method: 'POST', url: '/api/activity-types', payload: payload() })).statusCode).toBe(403);
    // Staff look the rows up to pick them in production's forms: the identifying columns only.
    const looked = await app.request(professional, { method: 'GET', url: '/api/activity-types' });
    expect(looked.statusCode).toBe(200);
    expect(Object.keys((looked.result as object[])[0]).sort()).toEqual(['active', 'code', 'id', 'name', 'practiceId', 'serviceUnitId']);
  });
});

describe('service unit of the practice', () => {
  it("refuses a service unit of another practice and takes one of the chosen practice's", async () => {
    const units = await app
      .owner('service_units')
      .where({ company_id: (await app.owner('practices').where({ id: practiceId }).first('company_id')).company_id });
    const own = units.find((u) => u.practice_id === practiceId);
    const other = units.find((u) => u.practice_id !== practiceId);
    const refused = await app.request(as.admin, { method: 'POST', url: '/api/activity-types', payload: payload({ serviceUnitId: other.id }) });
    expect(refused.statusCode).toBe(400);
    expect(codesOf(refused)).toEqual(['ACTIVITY_TYPE_SERVICE_UNIT_OUTSIDE_PRACTICE']);
    const taken = await app.request(as.admin, { method: 'POST', url: '/api/activity-types', payload: payload({ serviceUnitId: own.id }) });
    expect(taken.statusCode, JSON.stringify(taken.result)).toBe(201);
  });
});
