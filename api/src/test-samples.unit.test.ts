// Each test sample belongs to a declared resource: a renamed or removed declaration leaves none behind.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources.ts';
import { TEST_SAMPLES } from './test-samples.ts';

describe('the declarations’ test samples', () => {
  it('each name a declared resource', () => {
    const declared = new Set(RESOURCES.map((r) => r.name));
    expect(Object.keys(TEST_SAMPLES).filter((name) => !declared.has(name))).toEqual([]);
  });
});
