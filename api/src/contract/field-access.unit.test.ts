import { describe, expect, it } from 'vitest';
import { forbiddenFieldChanges, mayWriteField } from './field-access.ts';
import type { FieldMeta } from './resource-meta.ts';

const fields: Record<string, FieldMeta> = {
  name: { type: 'text', labelKey: 'n' },
  isSuperAdmin: { type: 'boolean', default: false, writableBy: 'superAdmin', labelKey: 's' },
  fullName: { type: 'text', readOnly: true, labelKey: 'f' },
};
const admin = { isSuperAdmin: false };
const superAdmin = { isSuperAdmin: true };

describe('field write rule', () => {
  it('lets only a super administrator write a field declared writableBy superAdmin', () => {
    expect(mayWriteField(fields.isSuperAdmin, admin)).toBe(false);
    expect(mayWriteField(fields.isSuperAdmin, superAdmin)).toBe(true);
    expect(mayWriteField(fields.name, admin)).toBe(true);
    expect(mayWriteField(fields.fullName, superAdmin)).toBe(false);
  });

  it('counts as forbidden only a change of the stored value (or of the default on create)', () => {
    expect(forbiddenFieldChanges(fields, admin, { isSuperAdmin: true })).toEqual(['isSuperAdmin']);
    expect(forbiddenFieldChanges(fields, admin, { isSuperAdmin: false, name: 'x' })).toEqual([]);
    expect(forbiddenFieldChanges(fields, admin, { isSuperAdmin: false }, { isSuperAdmin: true })).toEqual(['isSuperAdmin']);
    expect(forbiddenFieldChanges(fields, admin, { isSuperAdmin: true }, { isSuperAdmin: true })).toEqual([]);
    expect(forbiddenFieldChanges(fields, superAdmin, { isSuperAdmin: true })).toEqual([]);
  });
});
