// Production through the API against the seeded month: the activity's moves and every refusal of
// finishing, the leader's revision one by one and in bulk, workflows spawning and finishing, time
// under the company's rules, the chronometer, tasks and comments with the specification's
// messages, what each member sees, and another tenant seeing nothing.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownActivity, userId } from '../platform/testing/fixtures.ts';
import { apiTest } from '../platform/testing/api-test.ts';
import { statementsWhile } from '../platform/testing/statements.ts';
import { inContext } from '../platform/db/knex.ts';
import * as crud from '../platform/resource/crud.ts';
import { resourceByName } from '../resources.ts';

const { app, as, ids } = apiTest({
  as: ['admin', 'professional', 'leader', 'commercial'],
  outsider: ['SettlementAccessAll', 'SettlementAccessReviewedServicesAll'],
});
let professionalId: string;

const code = (res: { result: unknown }) => (res.result as { code: string }).code;
const fields = (res: { result: unknown }) => (res.result as { fields: { field: string; code: string }[] }).fields;
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const today = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10); // Bogotá

/** A fresh activity of the professional's, in process, with no tasks nor time. */
async function professionalActivity(): Promise<string> {
  return ownActivity(app.owner, ids.mainCompanyId, 'profesional@demo.test');
}

beforeAll(async () => {
  professionalId = await userId(app.owner, 'profesional@demo.test');
  // The company's registration rules are set per test; none to start.
  await app.owner('companies').where({ id: ids.mainCompanyId }).update({ restriction_type: 'none', daily_registration_limit: null });
  await app.owner('user_profiles').where({ company_id: ids.mainCompanyId, user_id: professionalId }).update({ restriction: 'none' });
});

describe('the activity state machine', () => {
  it('offers the responsible only the moves of the state, and refuses every other move with INVALID_TRANSITION', async () => {
    const id = await professionalActivity();
    const row = (await app.request(as.professional, { method: 'GET', url: `/api/activities/${id}` })).result as { actions: string[] };
    expect(row.actions).toEqual(expect.arrayContaining(['requestClarification', 'finish']));
    expect(row.actions).not.toContain('start');
    expect(row.actions).not.toContain('approve');
    const refused = await app.request(as.professional, { method: 'POST', url: `/api/activities/${id}/start` });
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('INVALID_TRANSITION');
  });

  it('refuses finishing without worked time, with an open task ("Debes..."), and moves to AwaitingRevision once both are done', async () => {
    const id = await professionalActivity();
    const noTime = await app.request(as.professional, { method: 'POST', url: `/api/activities/${id}/finish` });
    expect(code(noTime)).toBe('ACTIVITY_NO_WORKED_TIME');
    const work = await app.request(as.professional, { method: 'POST', url: '/api/works', payload: { activityId: id, workDate: yesterday(), minutes: 90 } });
    expect(work.statusCode, JSON.stringify(work.result)).toBe(201);
    expect(work.result).toMatchObject({ minutes: 90, billableMinutes: 90, userId: professionalId });
    const task = await app.request(as.professional, { method: 'POST', url: '/api/activity-tasks', payload: { activityId: id, title: 'Revisar anexos' } });
    expect(task.statusCode).toBe(201);
    const openTask = await app.request(as.professional, { method: 'POST', url: `/api/activities/${id}/finish` });
    expect(openTask.statusCode).toBe(409);
    expect(code(openTask)).toBe('ACTIVITY_OPEN_TASKS');
    expect((openTask.result as { message: string }).message).toBe('La actividad tiene 1 tareas pendientes o abiertas');
    const taskId = (task.result as { id: string }).id;
    expect((await app.request(as.professional, { method: 'POST', url: `/api/activity-tasks/${taskId}/finishTask` })).statusCode).toBe(200);
    const updateFinished = await app.request(as.professional, { method: 'PATCH', url: `/api/activity-tasks/${taskId}`, payload: { title: 'Otro' } });
    expect(code(updateFinished)).toBe('TASK_UPDATE_FAILED');
    const finished = await app.request(as.professional, { method: 'POST', url: `/api/activities/${id}/finish` });
    expect(finished.statusCode, JSON.stringify(finished.result)).toBe(200);
    expect(finished.result).toMatchObject({ state: 'AwaitingRevision', workedHours: '1.50' });
    const late = await app.request(as.professional, { method: 'POST', url: '/api/works', payload: { activityId: id, workDate: yesterday(), minutes: 10 } });
    expect(code(late)).toBe('WORK_STATE_CLOSED');
  });

  it('refuses finishing without the required document and with an expired trade agreement', async () => {
    const id = await professionalActivity();
    await app
      .owner('works')
      .insert({
        tenant_id: ids.demoTenantId,
        company_id: ids.mainCompanyId,
        activity_id: id,
        user_id: professionalId,
        work_date: yesterday(),
        minutes: 30,
        billable_minutes: 30,
      });
    await app.owner('activities').where({ id }).update({ required_documents: true });
    expect(code(await app.request(as.professional, { method: 'POST', url: `/api/activities/${id}/finish` }))).toBe('ACTIVITY_DOCUMENT_REQUIRED');
    await app.owner('activities').where({ id }).update({ required_documents: false });
    const agreement = await app.owner('trade_agreements').where({ company_id: ids.mainCompanyId }).first('id', 'project_id');
    const [expired] = await app
      .owner('trade_agreements')
      .insert({
        tenant_id: ids.demoTenantId,
        company_id: ids.mainCompanyId,
        project_id: agreement.project_id,
        type: 1,
        start_date: '2025-01-01',
        end_date: '2025-12-31',
        currency_id: (await app.owner('currencies').where({ company_id: ids.mainCompanyId }).first('id')).id,
        increment_moment: 'NotIncrement',
      })
      .returning('id');
    await app.owner('activities').where({ id }).update({ trade_agreement_id: expired.id });
    const res = await app.request(as.professional, { method: 'POST', url: `/api/activities/${id}/finish` });
    expect(code(res)).toBe('ACTIVITY_AGREEMENT_EXPIRING');
  });

  it('lets only the responsible (or those it is shared with) move their work', async () => {
    const id = await professionalActivity();
    const res = await app.request(as.commercial, { method: 'POST', url: `/api/activities/${id}/requestClarification` });
    expect([403, 404]).toContain(res.statusCode);
  });

  it('saves only with an eligible responsible and dates in order, stripping newlines', async () => {
    const base = await app.owner('activities').where({ code: 'ACT-DEMO-CON-PROVEEDORES' }).first();
    const payload = {
      title: 'Contrato\nde arrendamiento',
      clientId: base.client_id,
      projectId: base.project_id,
      practiceId: base.practice_id,
      activityTypeId: base.activity_type_id,
      startDate: '2026-11-10',
      endDate: '2026-11-05',
      deliveryAt: '2026-11-12T22:00:00Z',
    };
    const none = await app.request(as.admin, { method: 'POST', url: '/api/activities', payload: { ...payload, endDate: '2026-11-12' } });
    expect(fields(none)).toEqual([expect.objectContaining({ field: 'responsibleUserId', code: 'ACTIVITY_RESPONSIBLE_REQUIRED' })]);
    const dates = await app.request(as.admin, { method: 'POST', url: '/api/activities', payload: { ...payload, responsibleUserId: professionalId } });
    expect(fields(dates)[0]).toMatchObject({ field: 'startDate', code: 'ACTIVITY_DATES_ORDER' });
    const notEligible = await app.request(as.admin, {
      method: 'POST',
      url: '/api/activities',
      payload: { ...payload, endDate: '2026-11-12', responsibleUserId: await userId(app.owner, 'fidelizador@demo.test') },
    });
    expect(fields(notEligible)[0]).toMatchObject({ field: 'responsibleUserId', code: 'ACTIVITY_RESPONSIBLE_NOT_ELIGIBLE' });
    const ok = await app.request(as.admin, {
      method: 'POST',
      url: '/api/activities',
      payload: { ...payload, endDate: '2026-11-12', responsibleUserId: professionalId },
    });
    expect(ok.statusCode, JSON.stringify(ok.result)).toBe(201);
    expect(ok.result).toMatchObject({ title: 'Contrato de arrendamiento', state: 'Assigned' });
    expect((ok.result as { code: string }).code).toMatch(/^ACT-\d{7}$/);
  });
});

describe("the leader's revision", () => {
  async function awaitingRevision(): Promise<string> {
    const id = await professionalActivity();
    await app.owner('activities').where({ id }).update({ state: 'AwaitingRevision' });
    return id;
  }

  it('approves two at once and returns one with a reason, each recorded with who and why', async () => {
    const [a, b, c] = [await awaitingRevision(), await awaitingRevision(), await awaitingRevision()];
    const grid = await app.request(as.leader, { method: 'GET', url: `/api/grid-revision?_start=0&_end=200` });
    const seen = (grid.result as { id: string; actions: string[] }[]).filter((r) => [a, b, c].includes(r.id));
    expect(seen).toHaveLength(3);
    expect(seen[0].actions).toEqual(['approve', 'return']);
    const approved = await app.request(as.leader, { method: 'POST', url: '/api/grid-revision/actions/approve', payload: { ids: [a, b] } });
    expect(approved.statusCode, JSON.stringify(approved.result)).toBe(200);
    expect(await app.owner('activities').whereIn('id', [a, b]).pluck('state')).toEqual(['AuditedByLeader', 'AuditedByLeader']);
    const noReason = await app.request(as.leader, { method: 'POST', url: `/api/activities/${c}/return`, payload: {} });
    expect(fields(noReason)[0]).toMatchObject({ field: 'reason', code: 'RETURN_REASON_REQUIRED' });
    const returned = await app.request(as.leader, { method: 'POST', url: `/api/activities/${c}/return`, payload: { reason: 'Falta el anexo 3' } });
    expect(returned.result).toMatchObject({ state: 'InProcess' });
    const history = await app.request(as.professional, { method: 'GET', url: `/api/activity-revisions?activityId=${c}` });
    expect(history.result).toEqual([
      expect.objectContaining({ decision: 'returned', reason: 'Falta el anexo 3', decidedBy: await userId(app.owner, 'lider@demo.test') }),
    ]);
  });

  it('refuses a reviewer who neither supervises the responsible nor holds the reviewed-services code', async () => {
    const id = await awaitingRevision();
    const res = await app.request(as.commercial, { method: 'POST', url: `/api/activities/${id}/approve`, payload: {} });
    expect([403, 404]).toContain(res.statusCode);
    const bulk = await app.request(as.professional, { method: 'POST', url: '/api/grid-revision/actions/approve', payload: { ids: [id] } });
    expect(bulk.statusCode).toBe(409);
    expect(fields(bulk)[0]).toMatchObject({ field: 'ids[0]', code: 'REVISION_NOT_ALLOWED' });
  });
});

describe('workflows', () => {
  it("spawns the flow type's activities in the diagram's order, refuses finishing while work is open, and deletes only untouched", async () => {
    const main = await app.owner('activities').where({ code: 'ACT-DEMO-CON-PROVEEDORES' }).first();
    const flowType = await app.owner('flow_types').where({ company_id: ids.mainCompanyId, code: 'FT-SOC' }).first('id');
    const created = await app.request(as.leader, {
      method: 'POST',
      url: '/api/operative-workflows',
      payload: {
        title: 'Constitución Andes Holding',
        clientId: main.client_id,
        projectId: main.project_id,
        flowTypeId: flowType.id,
        responsibleUserId: professionalId,
      },
    });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const wf = created.result as { id: string; practiceId: string; activityCount: number };
    expect(wf.activityCount).toBe(4);
    const spawned = await app
      .owner('activities')
      .where({ workflow_id: wf.id })
      .orderBy('workflow_position')
      .select('workflow_node', 'responsible_user_id', 'start_date', 'end_date');
    // The due diligence first, contract and minutes side by side, the registration last.
    expect(spawned[0].workflow_node).toBe('n-COR-DD');
    expect(
      spawned
        .slice(1, 3)
        .map((a) => a.workflow_node)
        .sort(),
    ).toEqual(['n-COR-ACT', 'n-COR-CON']);
    expect(spawned[3].workflow_node).toBe('n-COR-REG');
    expect(spawned[1].start_date >= spawned[0].end_date).toBe(true);
    expect(spawned.every((a) => a.responsible_user_id === professionalId)).toBe(true);
    const finish = await app.request(as.leader, { method: 'POST', url: `/api/operative-workflows/${wf.id}/finish` });
    expect(code(finish)).toBe('WORKFLOW_HAS_OPEN_ACTIVITIES');
    expect(code(await app.request(as.leader, { method: 'DELETE', url: `/api/operative-workflows/${wf.id}` }))).toBe('WORKFLOW_HAS_STARTED_ACTIVITIES');
    const off = await app.request(as.leader, { method: 'POST', url: `/api/operative-workflows/${wf.id}/turnOff`, headers: { 'x-confirm': 'all' } });
    expect(off.result).toMatchObject({ state: 'finished', openActivityCount: 0 });
    const blocked = await app.request(as.professional, {
      method: 'POST',
      url: '/api/works',
      payload: { activityId: (await app.owner('activities').where({ workflow_id: wf.id }).first('id')).id, workDate: yesterday(), minutes: 30 },
    });
    expect(['WORKFLOW_CLOSED', 'ACTIVITY_TURNED_OFF']).toContain(code(blocked));
  });

  it("checks the answers to its flow type's form, and follows its project: deactivating the project deactivates its workflows", async () => {
    const project = await app
      .owner('projects')
      .where({ company_id: ids.mainCompanyId, name: 'Reestructuración laboral Café del Quindío' })
      .first('id', 'client_id');
    const flowType = await app.owner('flow_types').where({ company_id: ids.mainCompanyId, code: 'FT-LAB' }).first('id');
    // FT-LAB's form asks for the court (required, one of its options) and the filing number (23 digits).
    const form = await app.request(as.admin, { method: 'GET', url: `/api/flow-types/${flowType.id}/workflow-form` });
    const fields = (form.result as { fields: { id: string; title: string }[] }).fields;
    expect(fields.map((f) => f.title)).toEqual(['Juzgado', 'Radicado', 'Fecha de admisión', 'Cuantía', 'Medidas cautelares', 'Observaciones']);
    const [court, filing, , amount] = fields.map((f) => f.id);
    const payload = { title: 'Demanda laboral', clientId: project.client_id, projectId: project.id, flowTypeId: flowType.id };
    const unanswered = await app.request(as.admin, { method: 'POST', url: '/api/operative-workflows', payload });
    expect(unanswered.statusCode).toBe(400);
    expect((unanswered.result as { fields: { field: string; code: string }[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `answers.${court}`, code: 'REQUIRED' }),
        expect.objectContaining({ field: `answers.${filing}`, code: 'REQUIRED' }),
      ]),
    );
    const badMask = await app.request(as.admin, {
      method: 'POST',
      url: '/api/operative-workflows',
      payload: { ...payload, answers: { [court]: 'Tribunal Superior de Bogotá', [filing]: '123' } },
    });
    expect((badMask.result as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([`answers.${filing}`]);
    const wf = await app.request(as.admin, {
      method: 'POST',
      url: '/api/operative-workflows',
      payload: { ...payload, answers: { [court]: 'Tribunal Superior de Bogotá', [filing]: '11001310500120260004500', [amount]: 25000000 } },
    });
    expect(wf.statusCode, JSON.stringify(wf.result)).toBe(201);
    const stored = wf.result as { answers: Record<string, unknown>; dynamicFormFields: unknown[] };
    expect(stored.answers).toEqual({ [court]: 'Tribunal Superior de Bogotá', [filing]: '11001310500120260004500', [amount]: '25000000' });
    expect(stored.dynamicFormFields).toHaveLength(6);
    const outsiderForm = await app.request(as.outsider, { method: 'GET', url: `/api/flow-types/${flowType.id}/workflow-form` });
    expect(outsiderForm.statusCode).toBe(404);
    const res = await app.request(as.admin, {
      method: 'POST',
      url: `/api/projects/${project.id}/deactivate`,
      headers: { 'x-confirm': 'PROJECT_DEACTIVATION_CONFIRM' },
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect(
      (
        await app
          .owner('operative_workflows')
          .where({ id: (wf.result as { id: string }).id })
          .first('active')
      ).active,
    ).toBe(false);
    await app.request(as.admin, { method: 'POST', url: `/api/projects/${project.id}/activate` });
  });
});

describe("time under the company's rules", () => {
  it('refuses a future day, a closed day under the restriction, the daily limit, and asks above three times the estimate', async () => {
    const id = await professionalActivity();
    const future = await app.request(as.professional, { method: 'POST', url: '/api/works', payload: { activityId: id, workDate: '2099-01-01', minutes: 30 } });
    expect(fields(future)[0]).toMatchObject({ field: 'workDate', code: 'WORK_DATE_FUTURE' });
    await app.owner('companies').where({ id: ids.mainCompanyId }).update({ restriction_type: 'day', daily_registration_limit: 1 });
    try {
      const closed = await app.request(as.professional, {
        method: 'POST',
        url: '/api/works',
        payload: { activityId: id, workDate: '2026-01-05', minutes: 30 },
      });
      expect(code(closed)).toBe('WORK_DATE_RESTRICTED');
      // Said as a sentence in each language, never the restriction's enum value.
      expect((closed.result as { messages: Record<string, string> }).messages).toEqual({
        es: 'El registro de tiempo de esa fecha está cerrado: solo se puede registrar o editar el tiempo de hoy',
        en: "Time registration for that date is closed: only today's time can be registered or edited",
      });
      const over = await app.request(as.professional, { method: 'POST', url: '/api/works', payload: { activityId: id, workDate: today(), minutes: 61 } });
      expect(code(over)).toBe('WORK_DAILY_LIMIT');
    } finally {
      await app.owner('companies').where({ id: ids.mainCompanyId }).update({ restriction_type: 'none', daily_registration_limit: null });
    }
    await app.owner('activities').where({ id }).update({ estimated_hours: 0 });
    const typeId = (await app.owner('activities').where({ id }).first('activity_type_id')).activity_type_id;
    const estimate = (await app.owner('activity_types').where({ id: typeId }).first('estimated_hours')).estimated_hours;
    const big = Math.round(Number(estimate) * 60 * 3) + 1;
    const ask = await app.request(as.professional, {
      method: 'POST',
      url: '/api/works',
      payload: { activityId: id, workDate: yesterday(), minutes: Math.min(big, 1440) },
    });
    if (big <= 1440) {
      expect(code(ask)).toBe('WORK_ABOVE_ESTIMATE');
      expect((ask.result as { confirmable?: boolean }).confirmable).toBe(true);
      const confirmed = await app.request(as.professional, {
        method: 'POST',
        url: '/api/works',
        headers: { 'x-confirm': 'WORK_ABOVE_ESTIMATE' },
        payload: { activityId: id, workDate: yesterday(), minutes: big },
      });
      expect(confirmed.statusCode).toBe(201);
    }
  });

  it("keeps a closed day closed to deleting, under the member's own restriction as under the company's", async () => {
    const id = await professionalActivity();
    const old = await app.request(as.professional, { method: 'POST', url: '/api/works', payload: { activityId: id, workDate: '2026-01-05', minutes: 30 } });
    expect(old.statusCode, JSON.stringify(old.result)).toBe(201);
    const workId = (old.result as { id: string }).id;
    // The company leaves every day open; the member's profile closes all but today.
    await app.owner('user_profiles').where({ company_id: ids.mainCompanyId, user_id: professionalId }).update({ restriction: 'day' });
    try {
      const refused = await app.request(as.professional, { method: 'DELETE', url: `/api/works/${workId}` });
      expect(code(refused)).toBe('WORK_DATE_RESTRICTED');
      expect(await app.owner('works').where({ id: workId }).first('id')).toBeDefined();
    } finally {
      await app.owner('user_profiles').where({ company_id: ids.mainCompanyId, user_id: professionalId }).update({ restriction: 'none' });
    }
    const deleted = await app.request(as.professional, { method: 'DELETE', url: `/api/works/${workId}` });
    expect(deleted.statusCode, JSON.stringify(deleted.result)).toBeLessThan(300);
  });

  it("tells the session which days the member may register on: their profile's restriction, else the company's", async () => {
    const restrictionOf = async () =>
      ((await app.request(as.professional, { method: 'GET', url: '/api/me' })).result as { company: { timeRestriction: string } }).company.timeRestriction;
    expect(await restrictionOf()).toBe('none');
    await app.owner('companies').where({ id: ids.mainCompanyId }).update({ restriction_type: 'monthly' });
    try {
      expect(await restrictionOf()).toBe('monthly');
      await app.owner('user_profiles').where({ company_id: ids.mainCompanyId, user_id: professionalId }).update({ restriction: 'weekly' });
      expect(await restrictionOf()).toBe('weekly');
    } finally {
      await app.owner('companies').where({ id: ids.mainCompanyId }).update({ restriction_type: 'none' });
      await app.owner('user_profiles').where({ company_id: ids.mainCompanyId, user_id: professionalId }).update({ restriction: 'none' });
    }
  });

  it('says the daily limit and the estimate in hours and minutes, and the day for people', async () => {
    const id = await professionalActivity();
    await app.owner('companies').where({ id: ids.mainCompanyId }).update({ daily_registration_limit: 1 });
    try {
      const over = await app.request(as.professional, { method: 'POST', url: '/api/works', payload: { activityId: id, workDate: '2026-01-05', minutes: 75 } });
      expect(code(over)).toBe('WORK_DAILY_LIMIT');
      const said = (over.result as { messages: Record<string, string> }).messages;
      expect(said.es.replace(/\s/g, ' ')).toMatch(/^Con este registro superas el límite diario de 1 h 00 min \(\d+ h \d{2} min el 5 de ene de 2026\)$/);
      expect(said.en).toMatch(/^This registration exceeds the daily limit of 1 h 00 min \(\d+ h \d{2} min on Jan 5, 2026\)$/);
    } finally {
      await app.owner('companies').where({ id: ids.mainCompanyId }).update({ daily_registration_limit: null });
    }
  });

  it("keeps the per user, day and project totals current in the work's transaction", async () => {
    const id = await professionalActivity();
    const day = yesterday();
    const before = await app
      .owner('work_day_totals')
      .where({ company_id: ids.mainCompanyId, user_id: professionalId, work_date: day })
      .sum({ m: 'minutes' })
      .first();
    const res = await app.request(as.professional, {
      method: 'POST',
      url: '/api/works',
      payload: { activityId: id, workDate: day, minutes: 25, billableMinutes: 20 },
    });
    const after = await app
      .owner('work_day_totals')
      .where({ company_id: ids.mainCompanyId, user_id: professionalId, work_date: day })
      .sum({ m: 'minutes' })
      .first();
    expect(Number(after!.m) - Number(before!.m ?? 0)).toBe(25);
    await app.request(as.professional, { method: 'DELETE', url: `/api/works/${(res.result as { id: string }).id}` });
    const back = await app
      .owner('work_day_totals')
      .where({ company_id: ids.mainCompanyId, user_id: professionalId, work_date: day })
      .sum({ m: 'minutes' })
      .first();
    expect(Number(back!.m ?? 0)).toBe(Number(before!.m ?? 0));
  });
});

describe('the chronometer', () => {
  it('runs on the server (the same in every tab), refuses a second activity, and registers its time when stopped', async () => {
    const id = await professionalActivity();
    const started = await app.request(as.professional, { method: 'POST', url: '/api/chronometer/start', payload: { activityId: id } });
    expect(started.result).toMatchObject({ running: true, activityId: id });
    const other = await professionalActivity();
    expect(code(await app.request(as.professional, { method: 'POST', url: '/api/chronometer/start', payload: { activityId: other } }))).toBe(
      'CHRONOMETER_BUSY',
    );
    expect(code(await app.request(as.professional, { method: 'POST', url: '/api/chronometer/stop', payload: {} }))).toBe('CHRONOMETER_TOO_SHORT');
    // Twenty minutes ago, as if it had been running since then.
    await app
      .owner('chronometers')
      .where({ user_id: professionalId })
      .update({ started_at: new Date(Date.now() - 20 * 60_000) });
    const state = await app.request(as.professional, { method: 'GET', url: '/api/chronometer' });
    expect((state.result as { elapsedSeconds: number }).elapsedSeconds).toBeGreaterThanOrEqual(1199);
    const stopped = await app.request(as.professional, { method: 'POST', url: '/api/chronometer/stop', payload: { description: 'Llamada con el cliente' } });
    expect(stopped.statusCode, JSON.stringify(stopped.result)).toBe(201);
    expect(stopped.result).toMatchObject({ activityId: id, minutes: 20, source: 'chronometer', description: 'Llamada con el cliente' });
    expect((await app.request(as.professional, { method: 'GET', url: '/api/chronometer' })).result).toMatchObject({ running: false });
  });

  it('discards a chronometer started by mistake, running or paused, and registers nothing', async () => {
    const id = await professionalActivity();
    await app.request(as.professional, { method: 'POST', url: '/api/chronometer/start', payload: { activityId: id } });
    await app
      .owner('chronometers')
      .where({ user_id: professionalId })
      .update({ started_at: new Date(Date.now() - 45 * 60_000) });
    const discarded = await app.request(as.professional, { method: 'DELETE', url: '/api/chronometer' });
    expect(discarded.statusCode, JSON.stringify(discarded.result)).toBe(200);
    expect(discarded.result).toEqual({ running: false, activityId: null });
    expect((await app.request(as.professional, { method: 'GET', url: '/api/chronometer' })).result).toMatchObject({ running: false, activityId: null });
    expect(await app.owner('works').where({ activity_id: id })).toHaveLength(0);
    expect((await app.owner('activities').where({ id }).first('worked_minutes')).worked_minutes).toBe(0);
    // A paused one goes the same way.
    await app.request(as.professional, { method: 'POST', url: '/api/chronometer/start', payload: { activityId: id } });
    await app.request(as.professional, { method: 'POST', url: '/api/chronometer/pause' });
    expect((await app.request(as.professional, { method: 'DELETE', url: '/api/chronometer' })).statusCode).toBe(200);
    expect(await app.owner('chronometers').where({ user_id: professionalId })).toHaveLength(0);
  });

  it('refuses to discard when nothing runs with CHRONOMETER_NOTHING_TO_DISCARD, said in es and en', async () => {
    const none = await app.request(as.professional, { method: 'DELETE', url: '/api/chronometer' });
    expect(none.statusCode).toBe(409);
    expect(code(none)).toBe('CHRONOMETER_NOTHING_TO_DISCARD');
    expect((none.result as { messages: Record<string, string> }).messages).toEqual({
      es: 'No hay un cronómetro que descartar',
      en: 'There is no chronometer to discard',
    });
  });

  it("discards only the caller's own: another member's and another tenant's calls leave it running", async () => {
    const id = await professionalActivity();
    const leaderId = await userId(app.owner, 'lider@demo.test');
    const leaders = await ownActivity(app.owner, ids.mainCompanyId, 'lider@demo.test');
    await app.request(as.professional, { method: 'POST', url: '/api/chronometer/start', payload: { activityId: id } });
    try {
      // Another member of the company discards theirs; the professional's keeps running.
      expect((await app.request(as.leader, { method: 'POST', url: '/api/chronometer/start', payload: { activityId: leaders } })).statusCode).toBe(200);
      expect((await app.request(as.leader, { method: 'DELETE', url: '/api/chronometer' })).statusCode).toBe(200);
      expect(await app.owner('chronometers').where({ user_id: leaderId })).toHaveLength(0);
      expect((await app.request(as.professional, { method: 'GET', url: '/api/chronometer' })).result).toMatchObject({ running: true, activityId: id });
      // Someone of another tenant has none to discard, and cannot reach this one.
      expect(code(await app.request(as.outsider, { method: 'DELETE', url: '/api/chronometer' }))).toBe('CHRONOMETER_NOTHING_TO_DISCARD');
      expect((await app.request(as.professional, { method: 'GET', url: '/api/chronometer' })).result).toMatchObject({ running: true, activityId: id });
    } finally {
      await app.owner('chronometers').whereIn('user_id', [professionalId, leaderId]).delete();
    }
  });
});

describe('tasks and comments', () => {
  it("answers the specification's messages for a missing activity, task, comment or message, and records @mentions", async () => {
    const id = await professionalActivity();
    const noActivity = await app.request(as.professional, { method: 'POST', url: '/api/activity-tasks', payload: { title: 'x' } });
    expect(fields(noActivity)[0]).toMatchObject({ field: 'activityId', code: 'ACTIVITY_REQUIRED' });
    expect((noActivity.result as { fields: { message: string }[] }).fields[0].message).toBe('Debes crear una actividad primero');
    const unknownTask = await app.request(as.professional, {
      method: 'POST',
      url: '/api/activity-comments',
      payload: { activityId: id, taskId: '00000000-0000-4000-8000-000000000000', message: 'Hola' },
    });
    expect(fields(unknownTask)[0]).toMatchObject({ field: 'taskId', code: 'TASK_REQUIRED' });
    const unknownComment = await app.request(as.professional, {
      method: 'POST',
      url: '/api/activity-comments',
      payload: { activityId: id, replyTo: '00000000-0000-4000-8000-000000000000', message: 'Hola' },
    });
    expect(fields(unknownComment)[0]).toMatchObject({ field: 'replyTo', code: 'COMMENT_REQUIRED' });
    const empty = await app.request(as.professional, { method: 'POST', url: '/api/activity-comments', payload: { activityId: id, message: '   ' } });
    expect(fields(empty)[0]).toMatchObject({ field: 'message', code: 'MESSAGE_REQUIRED' });
    const mention = await app.request(as.professional, {
      method: 'POST',
      url: '/api/activity-comments',
      payload: { activityId: id, message: 'Revisa esto @lider@demo.test por favor' },
    });
    expect(mention.statusCode).toBe(201);
    expect(mention.result).toMatchObject({ mentionIds: [await userId(app.owner, 'lider@demo.test')], authorId: professionalId });
  });

  it('refuses an expense of zero', async () => {
    const id = await professionalActivity();
    const type = await app.owner('expense_types').where({ company_id: ids.mainCompanyId }).first('id');
    const currency = await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'COP' }).first('id');
    const res = await app.request(as.professional, {
      method: 'POST',
      url: '/api/expenses',
      payload: { activityId: id, expenseTypeId: type.id, currencyId: currency.id, value: '0', expenseDate: yesterday() },
    });
    expect(fields(res)[0]).toMatchObject({ field: 'value', code: 'EXPENSE_VALUE_ZERO' });
  });
});

describe('cases', () => {
  it('holds parties and counterparties, lists open and closed apart, exports them for litigation, and moves by close and reopen', async () => {
    const main = await app.owner('activities').where({ code: 'ACT-DEMO-CON-PROVEEDORES' }).first();
    const created = await app.request(as.leader, {
      method: 'POST',
      url: '/api/cases',
      payload: {
        title: 'Acción popular\ncontra el municipio',
        clientId: main.client_id,
        projectId: main.project_id,
        partyRows: [
          { side: 'party', name: 'Inversiones Los Andes S.A.S.', documentNumber: '900123456' },
          { side: 'counterparty', name: 'Municipio de Chía' },
        ],
      },
    });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const row = created.result as { id: string; code: string; title: string; parties: string; counterparties: string };
    expect(row).toMatchObject({
      title: 'Acción popular contra el municipio',
      parties: 'Inversiones Los Andes S.A.S. (900123456)',
      counterparties: 'Municipio de Chía',
    });
    expect(row.code).toMatch(/^CAS-\d{7}$/);
    const badDigits = await app.request(as.leader, {
      method: 'POST',
      url: '/api/cases',
      payload: { title: 'x', clientId: main.client_id, partyRows: [{ side: 'party', name: 'A', documentNumber: '12-3' }] },
    });
    expect(fields(badDigits)[0]).toMatchObject({ field: 'partyRows[0].documentNumber' });
    const open = (await app.request(as.leader, { method: 'GET', url: '/api/grid-cases?_start=0&_end=100' })).result as { id: string }[];
    expect(open.map((c) => c.id)).toContain(row.id);
    expect((await app.request(as.leader, { method: 'POST', url: `/api/cases/${row.id}/closeCase` })).result).toMatchObject({ state: 'closed' });
    const closed = (await app.request(as.leader, { method: 'GET', url: '/api/grid-cases-close?_start=0&_end=100' })).result as { id: string }[];
    expect(closed.map((c) => c.id)).toContain(row.id);
    const file = await app.request(as.leader, { method: 'GET', url: '/api/grid-cases-close/export.xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const texts = book.worksheets[0].getSheetValues().flat().map(String);
    expect(texts).toEqual(expect.arrayContaining(['Partes', 'Contrapartes', 'Municipio de Chía']));
    // The seeded lawsuit's case holds its workflow and activities; the firm's cases refuse a client contact, and another tenant sees none.
    const texmed = await app.owner('cases').where({ code: 'CAS-DEMO-TEXMED' }).first('id');
    expect((await app.request(as.professional, { method: 'GET', url: `/api/activities?caseId=${texmed.id}&_start=0&_end=50` })).headers['x-total-count']).toBe(
      '4',
    );
    const contact = await app.cookieFor(await userId(app.owner, 'cliente@demo.test'));
    expect((await app.request(contact, { method: 'GET', url: '/api/cases' })).statusCode).toBe(403);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/cases/${texmed.id}` })).statusCode).toBe(404);
  });
});

describe('export', () => {
  it('exports a grid to XLSX with its filters, labelled columns, titles for references and labels for states', async () => {
    const list = await app.request(as.admin, { method: 'GET', url: '/api/grid-activities-complete?_start=0&_end=5' });
    const res = await app.request(as.admin, { method: 'GET', url: '/api/grid-activities-complete/export.xlsx', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe(list.headers['x-total-count']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Código', 'Título', 'Cliente', 'Estado']));
    expect(sheet.rowCount - 1).toBe(Number(res.headers['x-total-count']));
    const states = sheet.getColumn(7).values.slice(2);
    expect(states).toEqual(expect.arrayContaining(['En revisión']));
    expect(sheet.getColumn(3).values.slice(2)).toEqual(expect.arrayContaining(['Inversiones Los Andes S.A.S.']));
    // The delivery date is a date in the reader's short format and the hours read as hours: every
    // cell of the column carries its column's format, and an empty value leaves no cell.
    const dated = sheet
      .getColumn(8)
      .values.slice(2)
      .filter((v) => v !== undefined);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((v) => v instanceof Date)).toBe(true);
    for (let n = 2; n <= sheet.rowCount; n += 1) {
      const delivery = sheet.getRow(n).getCell(8);
      if (delivery.value !== null) expect(delivery.numFmt).toBe('mm-dd-yy');
      // exceljs reads a number under a time format back as a Date.
      const hours = sheet.getRow(n).getCell(9);
      if (hours.value !== null) expect(hours.numFmt).toBe('[h]:mm');
    }
    expect(sheet.getColumn(9).values.filter((v) => v !== undefined && v !== null).length).toBeGreaterThan(0);
    const filtered = await app.request(as.admin, { method: 'GET', url: '/api/grid-activities-complete/export.xlsx?state=Billed' });
    const one = new ExcelJS.Workbook();
    await one.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    expect(one.worksheets[0].rowCount - 1).toBe(Number(filtered.headers['x-total-count']));
    expect((await app.request(as.outsider, { method: 'GET', url: '/api/grid-activities/export.xlsx' })).headers['x-total-count']).toBe('0');
  });

  it("names an export's references as the list does, read once a batch and remembered across batches", async () => {
    const list = await app.request(as.admin, { method: 'GET', url: '/api/grid-activities-complete?_start=0&_end=1000' });
    type Listed = { code: string; titles: Record<string, string> } & Record<string, string>;
    const refs = ['clientId', 'projectId', 'activityTypeId', 'responsibleUserId'];
    const expected = (list.result as Listed[]).map((row) => [row.code, ...refs.map((name) => (row[name] ? row.titles[row[name]] : null))]);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.some((row) => row[4] !== null)).toBe(true); // a person, named in the caller's company
    // The administrator sees the whole company's work, as an unrestricted caller does.
    const caller = { tenantId: ids.demoTenantId, companyId: ids.mainCompanyId, userId: await userId(app.owner, 'admin@demo.test'), unrestricted: true };
    const exported: unknown[][] = [];
    // Batches of two: most targets were already named by a batch before.
    const { sql: statements } = await statementsWhile(app.db, () =>
      inContext(app.db, { tenantId: caller.tenantId, userId: caller.userId }, (trx) =>
        crud.eachBatch(
          trx,
          resourceByName('grid-activities-complete'),
          caller,
          {},
          ['code', ...refs],
          resourceByName,
          (rows) => {
            exported.push(...rows.map((row) => [row.code, ...refs.map((name) => row[name])]));
          },
          2,
        ),
      ),
    );
    expect(exported).toEqual(expected);
    // The activity types are few: looked up far fewer times than there are batches.
    const typeLookups = statements.filter((sql) => sql.startsWith('select x.id') && sql.includes('"activity_types"')).length;
    expect(typeLookups).toBeGreaterThan(0);
    expect(typeLookups).toBeLessThan(Math.ceil(expected.length / 2));
  });
});

describe('who sees what', () => {
  it("names an activity's references for a member who may not list them", async () => {
    const id = await professionalActivity();
    const row = (await app.request(as.professional, { method: 'GET', url: `/api/activities/${id}` })).result as {
      clientId: string;
      projectId: string;
      titles: Record<string, string>;
    };
    expect(row.titles[row.clientId]).toBe('Inversiones Los Andes S.A.S.');
    expect(row.titles[row.projectId]).toBe('Fusión Los Andes - Inversiones del Norte');
    // The projects' list is a lookup for staff: the identifying columns of the projects they work on.
    const projects = (await app.request(as.professional, { method: 'GET', url: '/api/projects' })).result as Record<string, unknown>[];
    expect(Object.keys(projects[0]).sort()).toEqual(['active', 'clientId', 'id', 'name', 'state']);
    expect(projects.map((p) => p.name)).toContain('Fusión Los Andes - Inversiones del Norte');
  });

  it("a member sees their own and their teams' work; a client contact and another tenant see none of it", async () => {
    const mine = await app.request(as.professional, { method: 'GET', url: '/api/grid-activities?_start=0&_end=100' });
    const rows = mine.result as { responsibleUserId: string; projectId: string }[];
    expect(rows.length).toBeGreaterThan(0);
    const contact = await app.cookieFor(await userId(app.owner, 'cliente@demo.test'));
    const theirs = await app.request(contact, { method: 'GET', url: '/api/activities?_start=0&_end=100' });
    expect(theirs.statusCode).toBe(403); // production is the firm's: the contact's side is the portal
    const outside = await app.request(as.outsider, { method: 'GET', url: '/api/activities?_start=0&_end=100' });
    expect(outside.result).toEqual([]);
    const demoId = (await app.owner('activities').where({ company_id: ids.mainCompanyId }).first('id')).id;
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/activities/${demoId}` })).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'POST', url: '/api/chronometer/start', payload: { activityId: demoId } })).statusCode).toBe(404);
  });

  // Decision 292: a member's page picks its keys (planned for the member), then reads the rows by id.
  it("a member's grid pages by offset and by key give the same full rows, in order, as the rows read one by one", async () => {
    const url = '/api/grid-activities-complete?_sort=title&_order=desc';
    const all = (await app.request(as.professional, { method: 'GET', url: `${url}&_start=0&_end=12` })).result as Record<string, unknown>[];
    expect(all.length).toBe(12);
    const byOffset = [];
    const byKey = [];
    let next: string | undefined;
    for (let start = 0; start < all.length; start += 3) {
      const page = await app.request(as.professional, { method: 'GET', url: `${url}&_start=${start}&_end=${start + 3}` });
      byOffset.push(...(page.result as { id: string }[]).map((r) => r.id));
      const keyed = await app.request(as.professional, { method: 'GET', url: `${url}&_start=0&_end=3${next ? `&_cursor=${next}` : ''}` });
      byKey.push(...(keyed.result as { id: string }[]).map((r) => r.id));
      next = keyed.headers['x-next-cursor'] as string | undefined;
    }
    expect(byOffset).toEqual(all.map((r) => r.id));
    expect(byKey).toEqual(all.map((r) => r.id));
    // Each row whole: the same columns and values as the record read alone (its titles, its state as read).
    const one = all[1];
    const alone = (await app.request(as.professional, { method: 'GET', url: `/api/grid-activities-complete/${one.id}` })).result as Record<string, unknown>;
    for (const key of Object.keys(one)) expect(one[key], key).toEqual(alone[key]);
    expect(one.titles).toMatchObject({ [String(one.clientId)]: expect.any(String) });
  });
});
