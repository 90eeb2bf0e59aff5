// Which module overrides which generic page, and the one real override the admin ships.
import { describe, expect, it } from 'vitest';
import { overrideOf, overridePage, overridesFrom } from './page-overrides.ts';

describe('page overrides', () => {
  it('reads the resource and page from pages/<resource>/<page>.tsx', () => {
    expect(overrideOf('../pages/custom-fields/list.tsx')).toEqual({ resource: 'custom-fields', page: 'list' });
    expect(overrideOf('../pages/clients/show.tsx')).toEqual({ resource: 'clients', page: 'show' });
    expect(overrideOf('../pages/generic/GenericList.tsx')).toBeNull();
    expect(overrideOf('../pages/clients/detail.tsx')).toBeNull();
  });

  it('keeps one lazy page per module found', () => {
    const load = async () => ({ default: () => null });
    const found = overridesFrom({ '../pages/a/list.tsx': load, '../pages/a/notes.tsx': load }, (l) => l as never);
    expect([...found.keys()]).toEqual(['a/list']);
  });

  it('ships the custom-field designer as the list of custom-fields, and no other override', () => {
    expect(overridePage('custom-fields', 'list')).toBeDefined();
    expect(overridePage('custom-fields', 'edit')).toBeUndefined();
    expect(overridePage('clients', 'list')).toBeUndefined();
  });
});
