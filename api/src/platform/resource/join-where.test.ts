// Two refs fields sharing one join table, told apart by fixed column values (`through.where`):
// each is read, filtered, replaced and inserted with its own values only.
import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { inContext } from '../db/knex.ts';
import { userId } from '../testing/fixtures.ts';
import { resourceByName } from '../../resources.ts';
import * as crud from './crud.ts';
import * as writes from './write-steps.ts';
import { defineResource, refs, text } from './define.ts';
import { apiTest } from '../testing/api-test.ts';

// A declaration of its own over work_groups, so the machinery is tested apart from work groups' rules.
const JOIN = { table: 'work_group_members', from: 'work_group_id', to: 'user_id' } as const;
const teams = defineResource({
  name: 'test-teams',
  table: 'work_groups',
  ownedBy: 'company',
  permission: 'AdministrationUsers',
  fields: {
    name: text({ required: true }),
    code: text({ required: true }),
    insiders: refs('users', { ...JOIN, where: { is_external: false } }),
    guests: refs('users', { ...JOIN, where: { is_external: true } }),
  },
  list: { columns: ['name'] },
  routes: { list: '/test-teams' },
  menu: 'hidden',
});

const { app, ids } = apiTest();
let caller: crud.Caller;
let a: string;
let b: string;
let c: string;

const run = <T>(fn: (trx: Knex.Transaction) => Promise<T>) => inContext(app.db, { tenantId: caller.tenantId, userId: caller.userId ?? undefined }, fn);
const stored = (id: string) => app.owner('work_group_members').where({ work_group_id: id }).orderBy('user_id').select('user_id', 'is_external');

beforeAll(async () => {
  caller = { tenantId: ids.demoTenantId, companyId: ids.mainCompanyId, userId: await userId(app.owner, 'admin@demo.test') };
  [a, b, c] = await Promise.all(['lider@demo.test', 'profesional@demo.test', 'externo@demo.test'].map((e) => userId(app.owner, e)));
});

describe('refs fields sharing a join table (through.where)', () => {
  it('inserts each set with its fixed values and reads each back alone', async () => {
    const row = await run((trx) => writes.create(trx, teams, resourceByName, caller, { name: 'Equipo', code: 'JW-1', insiders: [a, b], guests: [c] }));
    expect((row.insiders as string[]).sort()).toEqual([a, b].sort());
    expect(row.guests).toEqual([c]);
    expect(await stored(row.id as string)).toEqual(
      expect.arrayContaining([
        { user_id: a, is_external: false },
        { user_id: b, is_external: false },
        { user_id: c, is_external: true },
      ]),
    );
  });

  it('replaces one set without touching the other, and moves an id between them in one write', async () => {
    const row = await run((trx) => writes.create(trx, teams, resourceByName, caller, { name: 'Equipo', code: 'JW-2', insiders: [a], guests: [c] }));
    const id = row.id as string;
    const one = await run((trx) => writes.update(trx, teams, resourceByName, caller, id, { insiders: [a, b] }));
    expect(one.guests).toEqual([c]);
    const moved = await run((trx) => writes.update(trx, teams, resourceByName, caller, id, { insiders: [c], guests: [a] }));
    expect(moved).toMatchObject({ insiders: [c], guests: [a] });
    expect(await stored(id)).toHaveLength(2);
    const cleared = await run((trx) => writes.update(trx, teams, resourceByName, caller, id, { guests: [] }));
    expect(cleared).toMatchObject({ insiders: [c], guests: [] });
  });

  it('filters by one set only', async () => {
    const row = await run((trx) => writes.create(trx, teams, resourceByName, caller, { name: 'Filtrado', code: 'JW-3', insiders: [b], guests: [a] }));
    const byGuest = await run((trx) => crud.list(trx, teams, caller, { guests: a, code: 'JW-3' }));
    expect(byGuest.rows.map((r) => r.id)).toEqual([row.id]);
    const byInsider = await run((trx) => crud.list(trx, teams, caller, { insiders: a, code: 'JW-3' }));
    expect(byInsider.total).toBe(0);
  });
});
