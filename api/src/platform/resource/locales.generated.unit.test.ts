// Generated from the declarations: every label, enum option, section, row action and error code a
// resource declaration names has its text in the admin's locale files, in es and en. (Here rather
// than in the admin: the admin imports nothing of the API but its contract, decision 67.)
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/error-catalogue.ts';
import { RESOURCES } from '../../resources.ts';
import { adminTexts } from './admin-locales.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const flat = Object.fromEntries((['es', 'en'] as const).map((language) => [language, flatten(adminTexts(language))])) as Record<
  'es' | 'en',
  Record<string, string>
>;

function textOf(language: 'es' | 'en', key: string): string | undefined {
  return flat[language][key];
}

describe('every resource declaration', () => {
  for (const resource of RESOURCES) {
    it(`${resource.name}: has its title and every field label in es and en`, () => {
      const keys = [resource.labelKey, ...Object.values(resource.fields).map((f) => f.labelKey)];
      // Child collections: their title and the label of each row field.
      for (const c of Object.values(resource.collections ?? {})) keys.push(c.labelKey, ...Object.values(c.fields).map((f) => f.labelKey));
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
      const sections = new Set(
        Object.values(resource.fields)
          .map((f) => f.section)
          .filter(Boolean),
      );
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
