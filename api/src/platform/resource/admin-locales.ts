// The admin's texts as the API reads them (labels and option names are written once, in the admin's
// locales): a language's area files (admin/src/locales/<language>/*.json) joined, as the admin joins
// them (locales/es.ts), read once per process.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type TextTree = { [key: string]: string | TextTree };

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../admin/src/locales');
const texts = new Map<string, TextTree>();

export function adminTexts(language: 'es' | 'en'): TextTree {
  let tree = texts.get(language);
  if (!tree) {
    const dir = path.join(LOCALES, language);
    tree = Object.assign(
      {},
      ...fs
        .readdirSync(dir)
        .sort()
        .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as TextTree),
    ) as TextTree;
    texts.set(language, tree);
  }
  return tree;
}
