import { describe, expect, it } from 'vitest';
import { withoutRepeats } from './breadcrumb-trail.ts';

describe('breadcrumb trail', () => {
  it('shows a group named like its resource once, keeping the entry that links to the list', () => {
    expect(withoutRepeats([{ label: 'Clientes' }, { label: 'Clientes', href: '/grid-clients' }, { label: 'Crear' }])).toEqual([
      { label: 'Clientes', href: '/grid-clients' },
      { label: 'Crear' },
    ]);
  });

  it('keeps different labels', () => {
    const trail = [{ label: 'Gestión' }, { label: 'Usuarios', href: '/u' }, { label: 'Ver' }];
    expect(withoutRepeats(trail)).toEqual(trail);
  });
});
