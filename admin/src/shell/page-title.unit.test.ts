import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../locales/es.ts';
import en from '../locales/en.ts';
import { pageTitle } from './page-title.ts';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'es', resources: { es: { translation: es }, en: { translation: en } }, interpolation: { escapeValue: false } }));

describe('the page title', () => {
  it("names the page, what is done on it, and the product, in the interface's language", () => {
    const es = i18n.getFixedT('es');
    const en = i18n.getFixedT('en');
    expect(pageTitle(es, 'Clientes', 'list')).toBe('Clientes | Plataforma jurídica');
    expect(pageTitle(es, 'Clientes', 'edit')).toBe('Clientes · Editar | Plataforma jurídica');
    expect(pageTitle(es, 'Clientes', 'create')).toBe('Clientes · Crear | Plataforma jurídica');
    expect(pageTitle(en, 'Clients', 'show')).toBe('Clients · Show | Law firm platform');
    expect(pageTitle(en, undefined, undefined)).toBe('Law firm platform');
  });
});
