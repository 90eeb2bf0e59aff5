// Buttons and routes follow the API's guard: read code for list/show, write code for the rest,
// and only the operations the declaration offers.
import { describe, expect, it } from 'vitest';
import { clients, users } from '../test-support/resource-meta.ts';
import { buildPolicy, principalFor } from '../../../policies/policy.ts';
import { canPerform } from './access-rules.ts';

// Principals decided by the real Casbin policy, as the admin builds them from GET /api/me.
const holder = (...permissions: string[]) =>
  principalFor(
    buildPolicy({ roles: [{ roleId: 'r', companyId: 'c', permissions }], assignments: [{ userId: 'u', roleId: 'r', companyId: 'c' }], unrestricted: [] }),
    'u',
    'c',
  );
const superAdmin = () => principalFor(buildPolicy({ roles: [], assignments: [], unrestricted: ['u'] }), 'u', 'c');

describe('canPerform', async () => {
  it('lets a ClientFullAccess holder do everything on clients, and nobody else', async () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
      expect(canPerform(await holder('ClientFullAccess'), clients, action), action).toBe(true);
      expect(canPerform(await holder('AdministrationUsers'), clients, action), action).toBe(false);
    }
  });

  it('lets a super admin through without codes', async () => {
    expect(canPerform(await superAdmin(), clients, 'delete')).toBe(true);
  });

  it('lets anyone look users up, but opens the users pages only to AdministrationUsers', async () => {
    expect(canPerform(await holder(), users, 'lookup')).toBe(true);
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
      expect(canPerform(await holder(), users, action), action).toBe(false);
      expect(canPerform(await holder('AdministrationUsers'), users, action), action).toBe(true);
    }
  });

  it('refuses actions Refine may ask about that the declaration does not know', async () => {
    expect(canPerform(await superAdmin(), clients, 'export')).toBe(false);
  });
});

describe('lookup', async () => {
  it("lets the holders of a resource's lookupBy codes list it to pick rows, without reading it", async () => {
    const meta = {
      operations: ['list', 'show', 'create', 'update', 'delete'],
      permission: { read: 'AdministrationCompany', write: 'AdministrationCompany' },
      lookupBy: ['ClientFullAccess'],
    } as unknown as Parameters<typeof canPerform>[1];
    const commercial = await holder('ClientFullAccess');
    expect(canPerform(commercial, meta, 'lookup')).toBe(true);
    expect(canPerform(commercial, meta, 'list')).toBe(false);
    expect(canPerform(await holder(), meta, 'lookup')).toBe(false);
  });
});
