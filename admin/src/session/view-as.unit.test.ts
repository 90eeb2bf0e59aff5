import { describe, expect, it } from 'vitest';
import { allowedWhileViewing, viewAsHeaders } from './view-as.ts';

describe('view as in the admin', () => {
  it('sends X-View-As only while a viewed user is stored', () => {
    expect(viewAsHeaders('7f000000-0000-4000-8000-000000000003')).toEqual({ 'X-View-As': '7f000000-0000-4000-8000-000000000003' });
    expect(viewAsHeaders(null)).toEqual({});
  });

  it('allows only reading actions while viewing', () => {
    for (const action of ['list', 'show', 'lookup']) expect(allowedWhileViewing(true, action)).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'clone']) expect(allowedWhileViewing(true, action)).toBe(false);
    expect(allowedWhileViewing(false, 'delete')).toBe(true);
  });
});
