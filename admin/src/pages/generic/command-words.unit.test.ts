// The action buttons' words: the question with the verification's answer, and the notices, with the
// specification's shutdown sentences verbatim.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.ts';
import es from '../../locales/es.ts';
import { errorTexts } from '../../i18n/error-texts.ts';
import { commandWords } from './command-words.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'es',
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
    resources: { es: { translation: { ...es, errors: errorTexts('es') } }, en: { translation: { ...en, errors: errorTexts('en') } } },
  });
});
const meta = { name: 'clients', titleField: 'name' };
const cafe = { id: '1', name: 'Café del Quindío' };

describe('command words', () => {
  it('asks with the API question and the counts of what follows', () => {
    const w = commandWords(i18n.t.bind(i18n) as never, meta);
    expect(w.question('deactivate', [cafe])).toBe('¿Deseas desactivar «Café del Quindío»?');
    expect(w.question('shutdown', [cafe, { ...cafe, id: '2' }])).toBe('¿Deseas apagar los 2 registros seleccionados?');
    expect(w.consequences({ action: 'deactivate', affected: { projects: 2 }, confirm: 'CLIENT_DEACTIVATION_CONFIRM', confirmParams: { projects: 2 } })).toEqual(
      ['¿Deseas desactivar el cliente? También se desactivarán sus 2 proyectos activos', 'Proyectos que cambian con él: 2'],
    );
    expect(w.consequences({ action: 'activate', affected: {}, confirm: null, confirmParams: {} })).toEqual(['No cambia ningún otro registro.']);
  });

  it('tells a shutdown with the specification sentences, verbatim', () => {
    const w = commandWords(i18n.t.bind(i18n) as never, meta);
    expect(w.done('shutdown', [cafe]).message).toBe('La operación de apagado ha sido completada con éxito, la operación se verá reflajada pronto.');
    const failed = w.failed('shutdown', { message: 'Esta acción no está permitida', statusCode: 409, code: 'INVALID_TRANSITION' }, [cafe]);
    expect(failed.message).toBe('La operación de apagado ha presentado un error. Intenta nuevamente o contacta a tu administrador.');
    expect(failed.description).toBe('Esta acción no está permitida'); // the reason in words; the code stays in the API's answer
    expect(failed.description).not.toMatch(/INVALID_TRANSITION|409/);
  });

  it('names the record and each refused row of a selection', () => {
    const w = commandWords(i18n.t.bind(i18n) as never, meta);
    expect(w.done('deactivate', [cafe]).message).toBe('Cliente «Café del Quindío» desactivado');
    expect(w.done('activate', [cafe, cafe]).message).toBe('2 registros activados');
    const refused = w.failed(
      'deactivate',
      {
        message: 'La acción no se puede aplicar a 1 de los registros seleccionados; no se cambió ninguno',
        statusCode: 409,
        code: 'ACTION_REFUSED',
        errors: { 'ids[1]': ['Esta acción no está permitida en el estado actual del registro'] },
      },
      [cafe, { id: '2', name: 'Minera' }],
    );
    expect(refused.message).toBe('No se pudo desactivar los 2 registros seleccionados');
    expect(refused.description).toContain('«Minera»: Esta acción no está permitida');
  });
});
