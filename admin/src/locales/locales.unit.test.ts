// The locale files hold the same keys, with no empty text, and name every menu entry and product
// page; each area's file (es/*.json, en/*.json) holds its own top-level keys only, the same in both
// languages, so joining them hides nothing. That every resource declaration has its texts is an API test (locales.generated.unit.test.ts):
// the admin imports no declaration (decision 67).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../resources/menu-groups.ts';
import { PRODUCT_PAGES } from '../resources/product-pages.ts';
import en from './en.ts';
import es from './es.ts';

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
      const empty = Object.entries(flat[language])
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key);
      expect(empty, language).toEqual([]);
    }
  });

  it('give each top-level key one area file, the same file in both languages', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const areas = (language: 'es' | 'en') =>
      Object.fromEntries(
        fs
          .readdirSync(path.join(here, language))
          .sort()
          .map((file) => [file, Object.keys(JSON.parse(fs.readFileSync(path.join(here, language, file), 'utf8')) as object).sort()]),
      );
    const es = areas('es');
    expect(areas('en')).toEqual(es);
    const keys = Object.values(es).flat();
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('leave error texts to the API catalogue (loaded as errors.<CODE>)', () => {
    expect(LOCALES.es.errors).toBeUndefined();
    expect(LOCALES.en.errors).toBeUndefined();
  });

  it('name every menu entry and product page', () => {
    const keys = [...MENU_GROUPS.map((g) => g.labelKey), ...PRODUCT_PAGES.flatMap((p) => [p.labelKey, p.capabilityKey])];
    for (const key of keys) {
      expect(textOf('es', key), key).toBeTruthy();
      expect(textOf('en', key), key).toBeTruthy();
    }
  });
});
