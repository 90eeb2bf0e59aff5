import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { groupBySection, sectionLabelKey } from './sections.ts';

const field = (section?: string): FieldMeta => ({ type: 'text', labelKey: 'x', ...(section ? { section } : {}) });

describe('groupBySection', () => {
  it('groups fields by section in the order of each section first field, keeping field order', () => {
    const groups = groupBySection([
      ['name', field('identity')],
      ['workday', field('workProfile')],
      ['email', field('identity')],
    ]);
    expect(groups.map((g) => [g.section, g.fields.map(([n]) => n)])).toEqual([
      ['identity', ['name', 'email']],
      ['workProfile', ['workday']],
    ]);
  });

  it('keeps a resource without sections as one untitled group', () => {
    expect(
      groupBySection([
        ['a', field()],
        ['b', field()],
      ]),
    ).toEqual([
      {
        section: '',
        fields: [
          ['a', field()],
          ['b', field()],
        ],
      },
    ]);
  });

  it('names the section label key after the resource', () => {
    expect(sectionLabelKey('users', 'access')).toBe('resources.users.sections.access');
  });
});
