// 'Servicios revisados' moves through the API and the real database: an audited activity changed to
// another project of its client (agreement re-resolved, works and day totals following), audited
// work migrated as one recorded migration (listed by grid-activities-migrated), the audited work to
// reassign and its reassignment. Each refusal with its code and message and nothing written; a
// caller without the pair refused, a Workgroup caller kept to their work groups' projects, another
// tenant's caller seeing nothing; a retried request with one Idempotency-Key has one effect.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { auditedActivity, ownActivity } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, fusion } = apiTest({ as: ['admin', 'leader', 'professional'], outsider: ['SettlementAccessReviewedServicesAll'] });
let sisterId: string; // another project of the same client, with an open agreement in force
let sisterAgreementId: string;
let otherClientProjectId: string;

/** A copy of a row with some columns changed (generated columns left to the database). */
async function cloneRow(owner: Knex, table: string, id: string, set: Record<string, Knex.Value>): Promise<string> {
  const columns: string[] = (
    await owner('information_schema.columns').where({ table_name: table, table_schema: 'public', is_generated: 'NEVER' }).pluck('column_name')
  ).filter((c: string) => c !== 'id' && !(c in set));
  const keys = Object.keys(set);
  const res = await owner.raw(
    `insert into ?? (${[...columns, ...keys].map(() => '??').join(', ')})
    select ${columns.map(() => '??').join(', ')}${keys.map(() => ', ?').join('')} from ?? where id = ? returning id`,
    [table, ...columns, ...keys, ...columns, ...keys.map((k) => set[k]), table, id],
  );
  return res.rows[0].id;
}

/** An audited activity of the fusion project, finished on `finished`, with a work of the professional. */
const audited = (finished = '2026-07-10T15:00:00Z', minutes = 120) =>
  auditedActivity(app.owner, { ...fusion, finished, works: [[fusion.professionalId, minutes]] });

const post = (cookie: string, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'POST', url, payload, headers });
const logged = (id: string, action: string) => app.owner('audit_log').where({ entity: 'activities', entity_id: id, action });

beforeAll(async () => {
  // A second matter of the same client with its own agreement (the demo has one project per client).
  sisterId = await cloneRow(app.owner, 'projects', fusion.projectId, { name: 'Fusión Los Andes - segunda etapa' });
  sisterAgreementId = await cloneRow(app.owner, 'trade_agreements', fusion.agreementId, {
    project_id: sisterId,
    description: 'Horas de la segunda etapa',
    start_date: '2026-01-01',
    end_date: '2027-12-31',
  });
  const client = await app.owner('projects').where({ id: fusion.projectId }).first('client_id');
  otherClientProjectId = (
    await app.owner('projects').where({ company_id: fusion.companyId }).whereNot({ client_id: client.client_id }).where({ state: 'active' }).first('id')
  ).id;
});

describe("change of an audited activity's project", () => {
  it("refuses without the pair, an empty choice, work not audited, another client's project, a target without agreement or inactive (nothing written)", async () => {
    const id = await audited();
    expect((await post(as.professional, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId })).statusCode).toBe(403);
    const empty = await post(as.admin, '/api/settlement/change-project', { activityIds: [], projectId: sisterId });
    expect(empty.statusCode).toBe(400);
    expect(empty.result).toMatchObject({ code: 'SETTLEMENT_SELECT_ONE', message: 'Debes seleccionar al menos un elemento' });
    const open = await ownActivity(app.owner, fusion.companyId, 'profesional@demo.test');
    const notAudited = await post(as.admin, '/api/settlement/change-project', { activityIds: [id, open], projectId: sisterId });
    expect(notAudited.statusCode).toBe(409);
    expect(notAudited.result).toMatchObject({ code: 'SETTLEMENT_NOT_AUDITED' });
    const code = (await app.owner('activities').where({ id }).first('code')).code;
    const otherClient = await post(as.admin, '/api/settlement/change-project', { activityIds: [id], projectId: otherClientProjectId });
    expect(otherClient.statusCode).toBe(409);
    expect(otherClient.result).toMatchObject({
      code: 'SETTLEMENT_OTHER_CLIENT',
      message: `El proyecto destino es de otro cliente: la actividad ${code} solo puede pasar a un proyecto de su cliente`,
    });
    const same = await post(as.admin, '/api/settlement/change-project', { activityIds: [id], projectId: fusion.projectId });
    expect(same.statusCode).toBe(409);
    expect(same.result).toMatchObject({ code: 'SETTLEMENT_SAME_PROJECT' });

    await app.owner('trade_agreements').where({ id: sisterAgreementId }).update({ state: 'closed' });
    try {
      const none = await post(as.admin, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId });
      expect(none.statusCode).toBe(409);
      expect(none.result).toMatchObject({
        code: 'SETTLEMENT_TARGET_NO_AGREEMENT',
        message: `El proyecto destino no tiene un acuerdo comercial abierto vigente para la actividad ${code}`,
      });
    } finally {
      await app.owner('trade_agreements').where({ id: sisterAgreementId }).update({ state: 'open' });
    }
    const state = (await app.owner('projects').where({ id: sisterId }).first('state')).state;
    await app.owner('projects').where({ id: sisterId }).update({ state: 'inactive' });
    try {
      const inactive = await post(as.admin, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId });
      expect(inactive.statusCode).toBe(409);
      expect(inactive.result).toMatchObject({ code: 'SETTLEMENT_TARGET_INACTIVE', message: 'El proyecto destino no está activo' });
    } finally {
      await app.owner('projects').where({ id: sisterId }).update({ state });
    }
    expect(await app.owner('activities').where({ id }).first('project_id', 'trade_agreement_id')).toEqual({
      project_id: fusion.projectId,
      trade_agreement_id: fusion.agreementId,
    });
    expect(await logged(id, 'changeProject')).toHaveLength(0);
    expect((await post(as.outsider, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId })).statusCode).toBe(404);
  });

  it('moves the activity, its agreement, works and day totals to the project of its client, once per Idempotency-Key', async () => {
    const id = await audited('2026-07-10T15:00:00Z', 90);
    const totals = (project: string) =>
      app
        .owner('work_day_totals')
        .where({ company_id: fusion.companyId, user_id: fusion.professionalId, project_id: project, work_date: '2026-07-02' })
        .first('minutes')
        .then((r) => Number(r?.minutes ?? 0));
    const [fromBefore, toBefore] = [await totals(fusion.projectId), await totals(sisterId)];
    const key = { 'idempotency-key': `change-${id}` };
    const res = await post(as.admin, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId }, key);
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect(res.result).toMatchObject({ moved: 1, projectId: sisterId });
    const again = await post(as.admin, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId }, key);
    expect(again.statusCode).toBe(200);
    expect(again.result).toEqual(res.result);
    expect(await app.owner('activities').where({ id }).first('project_id', 'trade_agreement_id', 'state', 'migrated')).toEqual({
      project_id: sisterId,
      trade_agreement_id: sisterAgreementId,
      state: 'AuditedByLeader',
      migrated: false,
    });
    expect(new Set(await app.owner('works').where({ activity_id: id }).pluck('project_id'))).toEqual(new Set([sisterId]));
    expect([await totals(fusion.projectId), await totals(sisterId)]).toEqual([fromBefore - 90, toBefore + 90]);
    const entries = await logged(id, 'changeProject');
    expect(entries).toHaveLength(1);
    expect(entries[0].before).toEqual({ projectId: fusion.projectId, tradeAgreementId: fusion.agreementId });
    expect(entries[0].after).toEqual({ projectId: sisterId, tradeAgreementId: sisterAgreementId });
    // And back: the sister project's work is audited work of the fusion project again.
    const back = await post(as.admin, '/api/settlement/change-project', { activityIds: [id], projectId: fusion.projectId });
    expect(back.statusCode).toBe(200);
    expect((await app.owner('activities').where({ id }).first('trade_agreement_id')).trade_agreement_id).toBe(fusion.agreementId);
  });

  it('keeps a Workgroup holder to the projects of their work groups', async () => {
    const id = await audited();
    // The sister project has no work group yet: the leader does not reach it.
    const outside = await post(as.leader, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId });
    expect(outside.statusCode).toBe(404);
    const groups = await app.owner('project_work_groups').where({ project_id: fusion.projectId }).select('tenant_id', 'work_group_id', 'priority');
    await app.owner('project_work_groups').insert(groups.map((g) => ({ ...g, project_id: sisterId })));
    const inside = await post(as.leader, '/api/settlement/change-project', { activityIds: [id], projectId: sisterId });
    expect(inside.statusCode, JSON.stringify(inside.result)).toBe(200);
    await app.owner('project_work_groups').where({ project_id: sisterId }).delete();
    // An activity of a project outside their groups is not found.
    const elsewhere = await audited();
    await app.owner('activities').where({ id: elsewhere }).update({ project_id: sisterId });
    expect((await post(as.leader, '/api/settlement/change-project', { activityIds: [elsewhere], projectId: fusion.projectId })).statusCode).toBe(404);
  });
});

describe('migration of audited activities', () => {
  it('refuses the same project and activities of another project (nothing written)', async () => {
    const one = await audited('2026-05-10T15:00:00Z');
    const same = await post(as.admin, '/api/settlement/migrate-activities', {
      fromProjectId: fusion.projectId,
      toProjectId: fusion.projectId,
      activityIds: [one],
    });
    expect(same.statusCode).toBe(409);
    expect(same.result).toMatchObject({ code: 'SETTLEMENT_SAME_PROJECT' });
    const two = await audited('2026-05-11T15:00:00Z');
    await app.owner('activities').where({ id: two }).update({ project_id: sisterId });
    const mixed = await post(as.admin, '/api/settlement/migrate-activities', {
      fromProjectId: fusion.projectId,
      toProjectId: sisterId,
      activityIds: [one, two],
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.result).toMatchObject({ code: 'SETTLEMENT_MIGRATE_ONE_PROJECT', message: 'Las actividades a migrar deben ser de un mismo proyecto' });
    expect(await app.owner('activity_migrations').where({ company_id: fusion.companyId })).toHaveLength(0);
    expect((await app.owner('activities').where({ id: one }).first('migrated')).migrated).toBe(false);
    expect((await post(as.professional, '/api/settlement/migrate-activities', { fromProjectId: fusion.projectId, toProjectId: sisterId })).statusCode).toBe(
      403,
    );
    expect((await post(as.outsider, '/api/settlement/migrate-activities', { fromProjectId: fusion.projectId, toProjectId: sisterId })).statusCode).toBe(404);
    await app.owner('activities').where({ id: two }).update({ project_id: fusion.projectId });
  });

  it("migrates a month of a project's audited work as one recorded migration, shown by grid-activities-migrated", async () => {
    const one = await audited('2026-02-05T15:00:00Z');
    const two = await audited('2026-02-20T15:00:00Z');
    const res = await post(as.admin, '/api/settlement/migrate-activities', {
      fromProjectId: fusion.projectId,
      toProjectId: sisterId,
      year: 2026,
      month: 2,
      reason: 'Nueva etapa',
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const { migrationId, moved } = res.result as { migrationId: string; moved: number };
    expect(moved).toBe(2);
    expect(
      await app
        .owner('activity_migrations')
        .where({ id: migrationId })
        .first('from_project_id', 'to_project_id', 'to_trade_agreement_id', 'activity_count', 'reason'),
    ).toEqual({
      from_project_id: fusion.projectId,
      to_project_id: sisterId,
      to_trade_agreement_id: sisterAgreementId,
      activity_count: 2,
      reason: 'Nueva etapa',
    });
    const items = await app
      .owner('activity_migration_items')
      .where({ migration_id: migrationId })
      .select('activity_id', 'from_project_id', 'from_trade_agreement_id');
    expect(items.map((i) => i.activity_id).sort()).toEqual([one, two].sort());
    expect(new Set(items.map((i) => `${i.from_project_id}|${i.from_trade_agreement_id}`))).toEqual(new Set([`${fusion.projectId}|${fusion.agreementId}`]));
    expect(await app.owner('activities').whereIn('id', [one, two]).pluck('migrated')).toEqual([true, true]);
    expect(await logged(one, 'migrate')).toHaveLength(1);
    expect(await app.owner('audit_log').where({ entity: 'activity-migrations', entity_id: migrationId, action: 'create' })).toHaveLength(1);
    const grid = await app.request(as.admin, { method: 'GET', url: `/api/grid-activities-migrated?_start=0&_end=500&projectId=${sisterId}` });
    expect(grid.statusCode).toBe(200);
    expect((grid.result as { id: string }[]).map((r) => r.id)).toEqual(expect.arrayContaining([one, two]));
  });
});

describe('audited work to reassign', () => {
  it('lists audited work without an able responsible or agreement in force, with the reasons', async () => {
    const orphan = await audited();
    await app.owner('activities').where({ id: orphan }).update({ responsible_user_id: null });
    const expired = await audited();
    await app.owner('activities').where({ id: expired }).update({ trade_agreement_id: null });
    const fine = await audited();
    const outsidePractice = await audited();
    const practice = (await app.owner('activities').where({ id: outsidePractice }).first('practice_id')).practice_id;
    const unable = await app
      .owner('company_users as cu')
      .where({ 'cu.company_id': fusion.companyId, 'cu.active': true, 'cu.is_contact': false })
      .whereNotExists(app.owner('user_practices as up').whereRaw('up.user_id = cu.id and up.company_id = cu.company_id').where('up.practice_id', practice))
      .first('cu.id');
    await app.owner('activities').where({ id: outsidePractice }).update({ responsible_user_id: unable.id });
    const res = await app.request(as.admin, { method: 'GET', url: `/api/activities-to-reassign?projectId=${fusion.projectId}&_end=1000` });
    expect(res.statusCode).toBe(200);
    const rows = res.result as { id: string; reasons: string[] }[];
    expect(rows.find((r) => r.id === orphan)?.reasons).toEqual(['noResponsible']);
    expect(rows.find((r) => r.id === expired)?.reasons).toEqual(['agreementNotInForce']);
    expect(rows.find((r) => r.id === outsidePractice)?.reasons).toEqual(['responsibleNotEligible']);
    expect(rows.find((r) => r.id === fine)).toBeUndefined();
    expect(Number(res.headers['x-total-count'])).toBe(rows.length);
    expect((await app.request(as.professional, { method: 'GET', url: '/api/activities-to-reassign' })).statusCode).toBe(403);
    const foreign = await app.request(as.outsider, { method: 'GET', url: '/api/activities-to-reassign' });
    expect(foreign.result).toEqual([]);
    // Another tenant's project is none of theirs: nothing listed (decision 280).
    const foreignProject = await app.request(as.outsider, { method: 'GET', url: `/api/activities-to-reassign?projectId=${fusion.projectId}` });
    expect([foreignProject.statusCode, foreignProject.result]).toEqual([200, []]);
  });

  it('reassigns to an able member only, and the work leaves the list', async () => {
    const id = await audited();
    await app.owner('activities').where({ id }).update({ responsible_user_id: null });
    const practice = (await app.owner('activities').where({ id }).first('practice_id')).practice_id;
    // A member outside the activity's practice cannot take it.
    const unable = await app
      .owner('company_users as cu')
      .where({ 'cu.company_id': fusion.companyId, 'cu.active': true, 'cu.is_contact': false })
      .whereNotExists(app.owner('user_practices as up').whereRaw('up.user_id = cu.id and up.company_id = cu.company_id').where('up.practice_id', practice))
      .first('cu.id');
    const refused = await post(as.admin, '/api/settlement/reassign', { activityIds: [id], responsibleUserId: unable.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.result).toMatchObject({ code: 'SETTLEMENT_RESPONSIBLE_NOT_ELIGIBLE' });
    expect((await app.owner('activities').where({ id }).first('responsible_user_id')).responsible_user_id).toBeNull();
    const candidates = await app.request(as.admin, { method: 'GET', url: `/api/settlement/responsible-candidates?practiceId=${practice}` });
    expect((candidates.result as { id: string }[]).map((c) => c.id)).toContain(fusion.professionalId);
    expect((candidates.result as { id: string }[]).map((c) => c.id)).not.toContain(unable.id);
    expect((await post(as.professional, '/api/settlement/reassign', { activityIds: [id], responsibleUserId: fusion.professionalId })).statusCode).toBe(403);
    expect((await post(as.outsider, '/api/settlement/reassign', { activityIds: [id], responsibleUserId: fusion.professionalId })).statusCode).toBe(404);

    const done = await post(as.admin, '/api/settlement/reassign', { activityIds: [id], responsibleUserId: fusion.professionalId });
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect(done.result).toEqual({ reassigned: 1 });
    expect(await app.owner('activities').where({ id }).first('responsible_user_id', 'state')).toEqual({
      responsible_user_id: fusion.professionalId,
      state: 'AuditedByLeader',
    });
    const entry = (await logged(id, 'reassign'))[0];
    expect(entry.after).toEqual({ responsibleUserId: fusion.professionalId });
    const list = await app.request(as.admin, { method: 'GET', url: `/api/activities-to-reassign?projectId=${fusion.projectId}&_end=1000` });
    expect((list.result as { id: string }[]).map((r) => r.id)).not.toContain(id);
  });
});

describe('the projects of Servicios revisados', () => {
  it('carry their audited count and hours', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: `/api/settlement-projects/${fusion.projectId}` });
    expect(res.statusCode).toBe(200);
    const audited = await app
      .owner('activities')
      .where({ project_id: fusion.projectId, state: 'AuditedByLeader' })
      .count({ n: '*' })
      .sum({ m: 'billable_minutes' })
      .first();
    expect(res.result).toMatchObject({ auditedCount: Number(audited!.n) });
    expect(Number((res.result as { auditedHours: string }).auditedHours)).toBeCloseTo(Number(audited!.m) / 60, 2);
  });
});
