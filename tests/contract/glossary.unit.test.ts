// docs/glossary.md says what the locales say: every enumeration and every value, in both languages.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_PATH, glossary } from './glossary.ts';

describe('the glossary of enumerations', () => {
  it('is the one the locales make (run `npm run glossary` after changing an enum)', () => {
    expect(fs.readFileSync(GLOSSARY_PATH, 'utf8')).toBe(glossary());
  });
});
