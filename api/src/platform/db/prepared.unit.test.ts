// Which reads run as named statements (planned once, then maybe generically) and which are planned
// for each call's values: a set or a search pattern among them, or a caller's visibility in parts.
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { prepared } from './prepared.ts';

const knex = knexFactory({ client: 'pg' });
const nameOf = (q: ReturnType<typeof knex>) => (q.toSQL() as unknown as { options?: { name?: string } }).options?.name;

describe('prepared', () => {
  it('names a read by its text: the same text, the same name', () => {
    const a = nameOf(prepared(knex('clients').where({ companyId: 'a' })));
    const b = nameOf(prepared(knex('clients').where({ companyId: 'b' })));
    expect(a).toMatch(/^lf_[\w-]{27}$/);
    expect(b).toBe(a);
    expect(nameOf(prepared(knex('projects').where({ companyId: 'a' })))).not.toBe(a);
  });

  it('leaves unnamed a read whose values decide its plan: a set, a search pattern, or when asked', () => {
    expect(nameOf(prepared(knex('activities').whereRaw('project_id = any(?)', [['p1', 'p2']])))).toBeUndefined();
    expect(nameOf(prepared(knex('clients').whereRaw('name_search like ?', ['%andes%'])))).toBeUndefined();
    expect(nameOf(prepared(knex('clients').where({ companyId: 'a' }), true))).toBeUndefined();
  });

  it('names a read of rows by their ids: no set of ids changes its plan', () => {
    const ids = nameOf(prepared(knex('activities').whereRaw('id = any(?::uuid[])', [['a1', 'a2']]), 'byIds'));
    expect(ids).toMatch(/^lf_[\w-]{27}$/);
    expect(nameOf(prepared(knex('activities').whereRaw('id = any(?::uuid[])', [['a3']]), 'byIds'))).toBe(ids);
  });
});
