// The locale files hold the same keys, and every label, enum option and error code the resource
// declarations name has a text in both languages.
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../api/src/platform/errors/catalogue.ts';
import { RESOURCES } from '../../../api/src/resources.ts';
import { MENU_GROUPS } from '../resources/menu-groups.ts';
import { PRODUCT_PAGES } from '../resources/product-pages.ts';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<'es' | 'en', Tree> = { es, en };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const flat = { es: flatten(es), en: flatten(en) };

function textOf(language: 'es' | 'en', key: string): string | undefined {
  return flat[language][key];
}

describe('locale files', () => {
  it('hold exactly the same keys in es and en', () => {
    expect(Object.keys(flat.en).sort()).toEqual(Object.keys(flat.es).sort());
  });

  it('have no empty texts', () => {
    for (const language of ['es', 'en'] as const) {
      const empty = Object.entries(flat[language]).filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, language).toEqual([]);
    }
  });

  it('leave error texts to the API catalogue (loaded as errors.<CODE>)', () => {
    expect(LOCALES.es.errors).toBeUndefined();
    expect(LOCALES.en.errors).toBeUndefined();
  });

  it('name every menu entry and product page', () => {
    const keys = [
      ...MENU_GROUPS.map((g) => g.labelKey),
      ...PRODUCT_PAGES.flatMap((p) => [p.labelKey, p.capabilityKey]),
    ];
    for (const key of keys) {
      expect(textOf('es', key), key).toBeTruthy();
      expect(textOf('en', key), key).toBeTruthy();
    }
  });
});

describe('every resource declaration', () => {
  for (const resource of RESOURCES) {
    it(`${resource.name}: has its title and every field label in es and en`, () => {
      const keys = [resource.labelKey, ...Object.values(resource.fields).map((f) => f.labelKey)];
      for (const key of keys) {
        expect(textOf('es', key), `es ${key}`).toBeTruthy();
        expect(textOf('en', key), `en ${key}`).toBeTruthy();
      }
    });

    it(`${resource.name}: has its singular and its grammatical gender in es and en (titles and notices name the thing)`, () => {
      for (const language of ['es', 'en'] as const) {
        expect(textOf(language, `resources.${resource.name}.singular`), `${language} singular`).toBeTruthy();
        expect(['m', 'f'], `${language} gender`).toContain(textOf(language, `resources.${resource.name}.gender`));
      }
    });

    it(`${resource.name}: says why a field is disabled for whoever may not write it, in es and en`, () => {
      for (const field of Object.values(resource.fields).filter((f) => f.writableBy)) {
        expect(textOf('es', `form.writableBy.${field.writableBy}`), field.labelKey).toBeTruthy();
        expect(textOf('en', `form.writableBy.${field.writableBy}`), field.labelKey).toBeTruthy();
      }
    });

    it(`${resource.name}: has a label for every enum option (and option group) in es and en`, () => {
      for (const field of Object.values(resource.fields).filter((f) => f.type === 'enum' || f.type === 'enumSet')) {
        expect(field.enumName, field.labelKey).toBeTruthy();
        const groups = new Set(Object.values(field.optionGroups ?? {}));
        const keys = [
          ...(field.options ?? []).map((option) => `enums.${field.enumName}.${option}`),
          ...[...groups].map((group) => `enumGroups.${field.enumName}.${group}`),
        ];
        for (const key of keys) {
          expect(textOf('es', key), `es ${key}`).toBeTruthy();
          expect(textOf('en', key), `en ${key}`).toBeTruthy();
        }
      }
    });

    it(`${resource.name}: names every field section and its list summary in es and en`, () => {
      const sections = new Set(Object.values(resource.fields).map((f) => f.section).filter(Boolean));
      const keys = [...sections].map((section) => `resources.${resource.name}.sections.${section}`);
      if (resource.listSummary) keys.push(resource.listSummary.labelKey);
      for (const key of keys) {
        expect(textOf('es', key), `es ${key}`).toBeTruthy();
        expect(textOf('en', key), `en ${key}`).toBeTruthy();
      }
    });

    it(`${resource.name}: names every declared action, its verb, its result and its history entry in es and en`, () => {
      for (const action of resource.actions ?? []) {
        const keys = ['names', 'verbs', 'past', 'pastMany'].map((group) => `commands.${group}.${action.name}`);
        for (const key of [...keys, `history.actions.${action.name}`]) {
          expect(textOf('es', key), `es ${key}`).toBeTruthy();
          expect(textOf('en', key), `en ${key}`).toBeTruthy();
        }
      }
    });

    it(`${resource.name}: names only error codes of the catalogue`, () => {
      for (const field of Object.values(resource.fields)) {
        for (const code of [field.requiredCode, field.formatCode, field.rangeCode]) {
          if (code) expect(Object.keys(ERRORS), `${field.labelKey} ${code}`).toContain(code);
        }
      }
    });
  }
});
