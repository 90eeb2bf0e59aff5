// What the History section shows of an audit entry, from the roles metadata.
import { describe, expect, it } from 'vitest';
import { clients, roles } from '../../test-support/resource-meta.ts';
import { shownChanges } from './audit-changes.ts';

describe('shownChanges', () => {
  it('shows a set as added and removed values and a plain field as before and after', () => {
    const shown = shownChanges(roles, [
      { field: 'permissions', added: ['SettlementAccessAll'], removed: ['ClientFullAccess'] },
      { field: 'name', before: 'Auditor', after: 'Auditor externo' },
    ]);
    expect(shown).toEqual([
      { kind: 'set', field: 'permissions', meta: roles.fields.permissions, added: ['SettlementAccessAll'], removed: ['ClientFullAccess'] },
      { kind: 'value', field: 'name', meta: roles.fields.name, before: 'Auditor', after: 'Auditor externo' },
    ]);
  });

  it('leaves out computed and undeclared fields, and puts the origin of a copy first', () => {
    const shown = shownChanges(roles, [
      { field: 'name', before: null, after: 'Copia de Líder' },
      { field: 'userCount', before: null, after: 0 },
      { field: 'tenantSecret', before: null, after: 'x' },
      { field: 'duplicateOf', before: null, after: '7f000000-0000-4000-8000-000000000001' },
    ]);
    expect(shown.map((c) => c.kind)).toEqual(['duplicateOf', 'value']);
    expect(shown[0]).toEqual({ kind: 'duplicateOf', id: '7f000000-0000-4000-8000-000000000001' });
  });

  it('shows a change of custom values as one change per company field, leaving out fields it does not know', () => {
    const sector = {
      id: 's',
      entity: 'clients',
      key: 'sector',
      label: 'Sector',
      dataType: 'Select' as const,
      required: false,
      options: 'A\nB',
      position: 1,
      active: true,
      listColumn: true,
    };
    const shown = shownChanges(clients, [{ field: 'customFields', before: { sector: 'A', gone: 'x' }, after: { sector: 'B' } }], [sector]);
    expect(shown).toEqual([{ kind: 'custom', field: 'customFields.sector', def: sector, before: 'A', after: 'B' }]);
  });

  it('shows the state an action moved, but not `active`, which follows it', () => {
    const shown = shownChanges(clients, [
      { field: 'state', before: 'active', after: 'shutDown' },
      { field: 'active', before: true, after: false },
    ]);
    expect(shown).toEqual([{ kind: 'value', field: 'state', meta: clients.fields.state, before: 'active', after: 'shutDown' }]);
  });

  it("shows a document's line edits by line and part, and the totals the edit moved", () => {
    const preinvoices = { name: 'preinvoices', fields: { total: { type: 'money', readOnly: true, labelKey: 'total' } } } as unknown as Parameters<
      typeof shownChanges
    >[0];
    const shown = shownChanges(preinvoices, [
      { field: 'line3.quantity', before: '2', after: '1.5' },
      { field: 'line3.description', before: 'Audiencia', after: 'Audiencia de conciliación' },
      { field: 'line3.colour', before: 'a', after: 'b' }, // not a part of a line: left out
      { field: 'total', before: '1000000', after: '750000' },
    ]);
    expect(shown).toEqual([
      { kind: 'line', field: 'line3.quantity', position: 3, part: 'quantity', before: '2', after: '1.5' },
      { kind: 'line', field: 'line3.description', position: 3, part: 'description', before: 'Audiencia', after: 'Audiencia de conciliación' },
      { kind: 'value', field: 'total', meta: { type: 'money', readOnly: true, labelKey: 'total' }, before: '1000000', after: '750000' },
    ]);
  });
});
