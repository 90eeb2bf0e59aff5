// The audit module's writes of many rows against the real database: each row's own changes
// (arrays compared as sets, an unchanged row left out) in one statement, and the same move of many
// rows (with the instant taken from its source when the move happened earlier).
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as audit from './audit-log.ts';
import { apiTest } from '../platform/testing/api-test.ts';

const { app, ids } = apiTest();
let actor: audit.AuditActor;

beforeAll(async () => {
  actor = { tenantId: ids.demoTenantId, companyId: ids.mainCompanyId, actorId: null };
});

const entriesOf = (ids: string[]) =>
  app.owner('audit_log').whereIn('entity_id', ids).orderBy('entity_id').select('entity_id', 'action', 'before', 'after', 'changes', 'at');

describe('the audit of many rows', () => {
  it("records each row's own changes in one statement, arrays as sets, leaving out a row that did not change", async () => {
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()].sort();
    await app.owner.transaction((trx) =>
      audit.recordMany(trx, actor, 'test-rows', 'regroup', [
        { id: a, before: { groupIds: ['g1', 'g2'], name: 'A' }, after: { groupIds: ['g2', 'g3'], name: 'A' } },
        { id: b, before: { groupIds: ['g1'] }, after: { groupIds: ['g1'] } },
        { id: c, before: { ownerId: null }, after: { ownerId: 'u1' } },
      ]),
    );
    const entries = await entriesOf([a, b, c]);
    expect(entries.map((e) => e.entity_id)).toEqual([a, c]);
    expect(entries[0]).toMatchObject({ action: 'regroup', changes: [{ field: 'groupIds', added: ['g3'], removed: ['g1'] }] });
    expect(entries[1].changes).toEqual([{ field: 'ownerId', before: null, after: 'u1' }]);
    expect(entries[1].before).toEqual({ ownerId: null });
  });

  it('records the same move of many rows, at the instant its source gives', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()].sort();
    await app.owner.transaction((trx) => audit.recordSameMove(trx, actor, 'test-rows', ids, 'close', { state: 'open' }, { state: 'closed' }));
    const entries = await entriesOf(ids);
    expect(entries.map((e) => [e.entity_id, e.changes])).toEqual(ids.map((id) => [id, [{ field: 'state', before: 'open', after: 'closed' }]]));

    const earlier = crypto.randomUUID();
    const entry = audit.sameMoveSql(
      actor,
      'test-rows',
      'close',
      { state: 'open' },
      { state: 'closed' },
      `(select ?::uuid as id, '2026-01-15T10:00:00Z'::timestamptz as at) s`,
      'at',
    );
    await app.owner.raw(entry.sql, [...entry.bindings, earlier]); // the source's own binding follows the entry's
    const [logged] = await entriesOf([earlier]);
    expect(new Date(logged.at).toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });
});
