// A page asks for the titles of its references only where its rows do not carry them already.
import { describe, expect, it } from 'vitest';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { collectRefIds } from './ref-ids.ts';

const meta = {
  name: 'preinvoices',
  fields: {
    clientId: { type: 'ref', ref: 'clients', labelKey: 'x' },
    currencyId: { type: 'ref', ref: 'currencies', labelKey: 'x' },
    memberIds: { type: 'refs', ref: 'users', labelKey: 'x' },
    code: { type: 'text', labelKey: 'x' },
  },
} as unknown as ResourceMeta;
const fields = ['code', 'clientId', 'currencyId', 'memberIds'];

describe('collectRefIds', () => {
  it('asks for every referenced id of the page, once, sorted, when the rows carry no titles', () => {
    const rows = [
      { code: 'P-2', clientId: 'c2', currencyId: 'cop', memberIds: ['u2', 'u1'] },
      { code: 'P-1', clientId: 'c1', currencyId: 'cop', memberIds: ['u1'] },
      { code: 'P-3', clientId: null, currencyId: 'usd', memberIds: [] },
    ];
    expect(collectRefIds(meta, fields, rows)).toEqual({ clients: ['c1', 'c2'], currencies: ['cop', 'usd'], users: ['u1', 'u2'] });
  });

  it('leaves out the ids whose titles the rows carry, except a title said per language (a currency)', () => {
    const rows = [
      { code: 'P-2', clientId: 'c2', currencyId: 'cop', titles: { c2: 'Beta S.A.S.', cop: 'COP' } },
      { code: 'P-1', clientId: 'c1', currencyId: 'cop', titles: { cop: 'COP' } },
      { code: 'P-4', clientId: 'c4', currencyId: 'usd', titles: { c4: 'Delta Ltda.', usd: 'USD' } },
    ];
    expect(collectRefIds(meta, fields, rows)).toEqual({ clients: ['c1'], currencies: ['cop', 'usd'], users: [] });
  });

  it('keeps a resource whose ids are all known, with none to ask for', () => {
    const rows = [{ code: 'P-2', clientId: 'c2', currencyId: null, titles: { c2: 'Beta S.A.S.' } }];
    expect(collectRefIds(meta, ['clientId'], rows)).toEqual({ clients: [] });
  });
});
