// An enum set (a role's permission codes) grouped, toggled by group, checked and sent as the API
// wants it, from the roles metadata.
import { describe, expect, it } from 'vitest';
import { roles } from '../../test-support/resource-meta.ts';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { groupOptions, orderLike, toggleGroup } from './enum-set.ts';
import { checkField } from './field-rules.ts';
import { prefillFromQuery, toPayload } from './form-values.ts';

const permissions = roles.fields.permissions;

describe('enum set grouping', () => {
  it('groups every permission code by area, areas in catalogue order, codes in catalogue order', () => {
    const groups = groupOptions(permissions);
    expect(groups.map((g) => g.group)).toEqual(['clients', 'administration', 'settlement']);
    expect(groups.flatMap((g) => g.options)).toEqual([...PERMISSION_CODES]);
    expect(groups[0].options).toEqual(['ClientFullAccess']);
  });

  it('groups only the held values when asked, keeping values no longer in the catalogue', () => {
    const groups = groupOptions(permissions, ['SettlementAccessAll', 'Retired', 'ClientFullAccess']);
    expect(groups).toEqual([
      { group: 'clients', options: ['ClientFullAccess'] },
      { group: 'settlement', options: ['SettlementAccessAll'] },
      { group: '', options: ['Retired'] },
    ]);
  });

  it('ticks and unticks a whole group, keeping the rest and the catalogue order', () => {
    const [clients, administration] = groupOptions(permissions);
    const on = toggleGroup(permissions, ['SettlementAccessAll', 'ClientFullAccess'], administration, true);
    expect(on[0]).toBe('ClientFullAccess');
    expect(on.at(-1)).toBe('SettlementAccessAll');
    expect(on).toHaveLength(2 + administration.options.length);
    expect(toggleGroup(permissions, on, clients, false)).not.toContain('ClientFullAccess');
    expect(orderLike(permissions, ['SettlementAccessAll', 'AdministrationUsers'])).toEqual(['AdministrationUsers', 'SettlementAccessAll']);
  });
});

describe('enum set in the form', () => {
  it('refuses codes outside the catalogue and repeated codes with INVALID_OPTION, as the API does', () => {
    expect(checkField(permissions, ['ClientFullAccess'])).toBeNull();
    expect(checkField(permissions, [])).toBeNull(); // a role may hold no permission
    expect(checkField(permissions, ['DropDatabase'])?.code).toBe('INVALID_OPTION');
    expect(checkField(permissions, ['ClientFullAccess', 'ClientFullAccess'])?.code).toBe('INVALID_OPTION');
  });

  it('sends the set as an array (empty when nothing is ticked) and prefills known codes from the query string', () => {
    expect(toPayload(roles, { name: 'Auditor', code: 'AUD', permissions: undefined }, 'edit')).toMatchObject({ permissions: [] });
    expect(toPayload(roles, { name: 'Auditor', code: 'AUD', permissions: ['ClientFullAccess'] }, 'create')).toMatchObject({
      permissions: ['ClientFullAccess'],
    });
    const prefill = prefillFromQuery(roles, new URLSearchParams('permissions=ClientFullAccess,Nope&permissions=AdministrationUsers'));
    expect(prefill).toEqual({ permissions: ['ClientFullAccess', 'AdministrationUsers'] });
  });
});
