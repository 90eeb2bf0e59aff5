// The route guard of the specification: super admin, the authorised flag, or a held code containing the required one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowed } from './guard.ts';
import { PERMISSION_CODES } from './permissions.ts';

const code = fc.constantFrom(...PERMISSION_CODES);

describe('isAllowed', () => {
  it('lets a super admin through whatever they hold', () => {
    fc.assert(fc.property(code, fc.array(fc.string()), (required, held) =>
      isAllowed({ isSuperAdmin: true, permissions: held }, required)));
  });

  it('lets the authorised flag through', () => {
    expect(isAllowed({ isSuperAdmin: false, authorized: true, permissions: [] }, 'ClientFullAccess')).toBe(true);
  });

  it('allows exactly when a held code contains the required one', () => {
    fc.assert(fc.property(code, fc.array(code), (required, held) =>
      isAllowed({ isSuperAdmin: false, permissions: held }, required) === held.some((h) => h.includes(required))));
  });

  it('refuses a user with no codes, and needs nothing for routes without a code', () => {
    expect(isAllowed({ isSuperAdmin: false, permissions: [] }, 'AdministrationUsers')).toBe(false);
    expect(isAllowed({ isSuperAdmin: false, permissions: [] }, null)).toBe(true);
  });

  it('does not confuse the All and Workgroup variants', () => {
    expect(isAllowed({ isSuperAdmin: false, permissions: ['SettlementReadPreinvoicesWorkgroup'] }, 'SettlementReadPreinvoicesAll')).toBe(false);
  });
});
