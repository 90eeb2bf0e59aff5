import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../locales/es.ts';
import en from '../../locales/en.ts';
import { refTitle } from './ref-title.ts';

beforeAll(() => i18next.init({ lng: 'es', resources: { es: { translation: es }, en: { translation: en } }, interpolation: { escapeValue: false } }));

describe('refTitle', () => {
  it("reads an invoice by its number and what it owes, with its currency's decimals", () => {
    const meta = { name: 'invoices', titleField: 'number' };
    expect(refTitle(meta, { number: 'FV-000055', balance: '5351.70' }, 'es')).toBe('FV-000055 · saldo 5.351,70');
    expect(refTitle(meta, { number: 'FV-000055', balance: '1850000.00' }, 'es')).toBe('FV-000055 · saldo 1.850.000,00');
    expect(refTitle(meta, { number: 'FV-000055' }, 'es')).toBe('FV-000055');
  });
});
