// The catalogue is its domains' parts joined: every code in exactly one part, none hidden by another.
import { describe, expect, it } from 'vitest';
import { ERRORS, ERROR_PARTS } from './error-catalogue.ts';

describe('the error catalogue', () => {
  it('holds each code of each part once, in one part only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, errors] of Object.entries(ERROR_PARTS)) {
      for (const code of Object.keys(errors)) {
        if (seen.has(code)) twice.push(`${code} in ${seen.get(code)} and ${part}`);
        seen.set(code, part);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(ERRORS).sort()).toEqual([...seen.keys()].sort());
  });
});
