// Buttons and routes follow the API's guard: read code for list/show, write code for the rest,
// and only the operations the declaration offers.
import { describe, expect, it } from 'vitest';
import { clients } from '../../../api/src/management/clients/clients.resource.ts';
import { users } from '../../../api/src/management/users/users.resource.ts';
import { canPerform } from './access-rules.ts';

const holder = (...permissions: string[]) => ({ isSuperAdmin: false, permissions });

describe('canPerform', () => {
  it('lets a ClientFullAccess holder do everything on clients, and nobody else', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
      expect(canPerform(holder('ClientFullAccess'), clients, action), action).toBe(true);
      expect(canPerform(holder('AdministrationUsers'), clients, action), action).toBe(false);
    }
  });

  it('lets a super admin through without codes', () => {
    expect(canPerform({ isSuperAdmin: true, permissions: [] }, clients, 'delete')).toBe(true);
  });

  it('lets anyone read the users lookup but offers no create, edit or delete on it', () => {
    expect(canPerform(holder(), users, 'list')).toBe(true);
    expect(canPerform(holder(), users, 'show')).toBe(true);
    expect(canPerform({ isSuperAdmin: true, permissions: [] }, users, 'create')).toBe(false);
    expect(canPerform({ isSuperAdmin: true, permissions: [] }, users, 'edit')).toBe(false);
  });

  it('refuses actions Refine may ask about that the declaration does not know', () => {
    expect(canPerform({ isSuperAdmin: true, permissions: [] }, clients, 'export')).toBe(false);
  });
});

describe('lookup', () => {
  it("lets the holders of a resource's lookupBy codes list it to pick rows, without reading it", () => {
    const meta = { operations: ['list', 'show', 'create', 'update', 'delete'], permission: { read: 'AdministrationCompany', write: 'AdministrationCompany' }, lookupBy: ['ClientFullAccess'] } as unknown as Parameters<typeof canPerform>[1];
    const commercial = { isSuperAdmin: false, permissions: ['ClientFullAccess'] };
    expect(canPerform(commercial, meta, 'lookup')).toBe(true);
    expect(canPerform(commercial, meta, 'list')).toBe(false);
    expect(canPerform({ isSuperAdmin: false, permissions: [] }, meta, 'lookup')).toBe(false);
  });
});
