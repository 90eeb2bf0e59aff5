import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../locales/es.ts';
import en from '../../locales/en.ts';
import { LIST_COUNT_CAP } from '../../../../api/src/contract/resource-meta.ts';
import { listTotalText } from './list-total.ts';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'es', resources: { es: { translation: es }, en: { translation: en } }, interpolation: { escapeValue: false } }));

describe('listTotalText', () => {
  it('says an exact total grouped, and a capped one as "more than" the cap, in each language', () => {
    const t = i18n.getFixedT('es');
    expect(listTotalText(t, 0, 'es')).toBe('Total de registros: 0');
    expect(listTotalText(t, 1234, 'es')).toBe('Total de registros: 1.234');
    expect(listTotalText(t, LIST_COUNT_CAP, 'es')).toBe('Total de registros: 10.000');
    expect(listTotalText(t, LIST_COUNT_CAP + 1, 'es')).toBe('Más de 10.000 registros');
    expect(listTotalText(i18n.getFixedT('en'), LIST_COUNT_CAP + 1, 'en')).toBe('More than 10,000 records');
  });
});
