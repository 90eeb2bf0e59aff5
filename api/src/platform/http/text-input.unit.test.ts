// The depth check walks without recursion: 100,000 levels are measured, not overflowed.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fieldsWithNul, MAX_DEPTH, nestedDeeperThan } from './text-input.ts';

const nested = (levels: number, leaf: unknown = 'x'): unknown => {
  let value: unknown = leaf;
  for (let i = 1; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return levels ? value : leaf;
};

describe('nestedDeeperThan', () => {
  it('counts the top level as one and refuses one level past the limit', () => {
    expect(nestedDeeperThan({ a: 1 })).toBe(false);
    expect(nestedDeeperThan(nested(MAX_DEPTH, {}))).toBe(false);
    expect(nestedDeeperThan(nested(MAX_DEPTH + 1, {}))).toBe(true);
    expect(nestedDeeperThan('text')).toBe(false);
    expect(nestedDeeperThan(null)).toBe(false);
    expect(nestedDeeperThan(Buffer.alloc(10))).toBe(false);
    // A stream (an upload read as one) refers to itself: it is no parsed JSON, and is not walked.
    const stream = Object.assign(new Readable({ read() {} }), { socket: { server: {} as Record<string, unknown> } });
    stream.socket.server.request = stream; // as a request's socket and server lead back to it
    expect(nestedDeeperThan(stream)).toBe(false);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(nestedDeeperThan(nested(100_000))).toBe(true);
  });

  it('finds a NUL in a top-level array too', () => {
    expect(fieldsWithNul(['a', { b: 'c\u0000' }])).toEqual(['[]']);
    expect(fieldsWithNul(['a'])).toEqual([]);
  });
});
