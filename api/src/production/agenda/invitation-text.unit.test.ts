// An invitation's words: in the company's language, on the company's clock with the zone named.
import { describe, expect, it } from 'vitest';
import { invitationText } from './agenda.ts';

const hearing = { subject: 'Audiencia de conciliación', location: 'Juzgado 3 Laboral', startsAt: '2026-06-09T14:00:00Z', endsAt: '2026-06-09T15:30:00Z' };

describe('an invitation', () => {
  it('reads in Spanish on Bogotá time', () => {
    const text = invitationText(hearing, 'es', 'America/Bogota');
    expect(text.body).toMatch(
      /^Audiencia de conciliación\nmartes, 9 de junio de 2026, 9:00\sa\s10:30\sa\.\sm\. \(America\/Bogota\)\nLugar: Juzgado 3 Laboral\n$/,
    );
    expect(text.cancelled).toBe('Cancelada: ');
  });

  it('reads in English on another clock, and says no place when it has none', () => {
    const text = invitationText({ ...hearing, location: null }, 'en', 'Europe/Madrid');
    expect(text.body).toMatch(/^Audiencia de conciliación\nTuesday, June 9, 2026, 4:00\s–\s5:30\sPM \(Europe\/Madrid\)\n$/);
    expect(text.cancelled).toBe('Cancelled: ');
  });
});
