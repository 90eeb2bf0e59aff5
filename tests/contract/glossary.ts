// The glossary of the specification's enumerations (docs/glossary.md): each enum's name as the code
// spells it, and each value's code with its Spanish and English words, read from the admin's
// locales, the one place those words live. `npm run glossary` writes it; glossary.unit.test.ts
// fails when the checked-in file falls behind the locales.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const GLOSSARY_PATH = path.join(ROOT, 'docs/glossary.md');

type Enums = Record<string, Record<string, string>>;
const enumsOf = (language: 'es' | 'en'): Enums =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, `admin/src/locales/${language}/enums.json`), 'utf8')) as { enums: Enums }).enums;

/** A table cell: pipes escaped, so a label never breaks its row. */
const cell = (text: string) => text.replaceAll('|', '\\|');

export function glossary(): string {
  const es = enumsOf('es');
  const en = enumsOf('en');
  const lines = [
    "# Glossary of the specification's enumerations",
    '',
    "Generated from the admin's locales (`admin/src/locales/es/enums.json` and `en/enums.json`) by",
    '`npm run glossary`; `tests/contract/glossary.unit.test.ts` fails when this file falls behind them.',
    "Each enumeration is named as the code names it (the API's declarations, the reports' whitelist,",
    "the admin's `enums.<name>` keys); each value by the code stored and sent, then the words the",
    'interface shows for it.',
    '',
  ];
  for (const name of Object.keys(es).sort()) {
    lines.push(`## ${name}`, '', '| Code | Español | English |', '| --- | --- | --- |');
    for (const [code, words] of Object.entries(es[name])) lines.push(`| \`${code}\` | ${cell(words)} | ${cell(en[name]?.[code] ?? '')} |`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(GLOSSARY_PATH, glossary());
  console.log(`wrote ${path.relative(ROOT, GLOSSARY_PATH)}`);
}
