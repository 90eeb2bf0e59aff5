import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.ts';
import es from '../../locales/es.ts';
import { recordWords } from './record-words.ts';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'es', resources: { es: { translation: es }, en: { translation: en } }, interpolation: { escapeValue: false } }));

const clients = { name: 'clients', titleField: 'name' };
const practices = { name: 'practices', titleField: 'name' };
const projects = { name: 'projects', titleField: 'name' };

describe('record words', () => {
  it('titles name the thing, with its gender in Spanish', () => {
    const t = i18n.getFixedT('es');
    expect(recordWords(t, clients).createTitle).toBe('Nuevo cliente');
    expect(recordWords(t, practices).createTitle).toBe('Nueva práctica');
    expect(recordWords(t, projects).editTitle).toBe('Editar proyecto');
    expect(recordWords(i18n.getFixedT('en'), clients).createTitle).toBe('New client');
  });

  it('notices name the record', () => {
    const t = i18n.getFixedT('es');
    expect(recordWords(t, clients).created({ name: 'Café del Quindío' }).message).toBe('Cliente «Café del Quindío» creado');
    expect(recordWords(t, practices).deleted({ name: 'Laboral' }).message).toBe('Práctica «Laboral» eliminada');
    expect(recordWords(i18n.getFixedT('en'), clients).saved({ name: 'TexMed' }).message).toBe('Client “TexMed” saved');
  });

  it('a failure says what failed in the sentence and why in words, never a code nor an HTTP status', () => {
    const t = i18n.getFixedT('es');
    const notice = recordWords(t, projects).createFailed({ message: 'El nombre es requerido', statusCode: 400, code: 'NAME_REQUIRED' });
    expect(notice.message).toBe('No se pudo crear el proyecto');
    expect(notice.message).not.toMatch(/código|400/);
    expect(notice.description).toBe('El nombre es requerido');
  });

  it('the delete confirmation names what will be deleted', () => {
    const t = i18n.getFixedT('es');
    expect(recordWords(t, clients).deleteConfirm({ name: 'Café del Quindío' })).toBe('¿Eliminar el cliente «Café del Quindío»?');
    expect(recordWords(t, practices).deleteConfirm({ name: 'Laboral' })).toBe('¿Eliminar la práctica «Laboral»?');
  });
});
