// The admin's side channel (side-channel.ts, what qs gets in the build) answers as the package it stands in for.
import getPackageChannel from 'side-channel';
import { describe, expect, it } from 'vitest';
import * as ours from './side-channel.ts';

const getOurChannel = ours['module.exports'];

/** Every call on both channels, with what each answered (or the error it threw). */
function run(steps: [call: 'set' | 'get' | 'has' | 'delete' | 'assert', key: unknown, value?: unknown][]) {
  const channels = [getPackageChannel<unknown, unknown>(), getOurChannel()];
  return channels.map((channel) =>
    steps.map(([call, key, value]) => {
      try {
        return call === 'set' ? channel.set(key, value) : channel[call](key);
      } catch (error) {
        return error instanceof TypeError ? 'TypeError' : error;
      }
    }),
  );
}

describe('side channel', () => {
  it('answers get, has, delete and assert as the side-channel package for objects, functions and other keys', () => {
    const object = {};
    const fn = () => undefined;
    const keys: unknown[] = [object, fn, [], 'text', 1, 0, true, null, undefined, Symbol.for('key')];
    const steps: Parameters<typeof run>[0] = [];
    for (const key of keys) steps.push(['has', key], ['get', key], ['assert', key], ['delete', key]);
    keys.forEach((key, i) => steps.push(['set', key, i]));
    for (const key of keys) steps.push(['has', key], ['get', key], ['assert', key]);
    steps.push(['set', object, 'again'], ['get', object], ['has', {}], ['get', {}]);
    for (const key of keys) steps.push(['delete', key], ['has', key], ['get', key], ['delete', key]);
    const [expected, actual] = run(steps);
    expect(actual).toEqual(expected);
  });

  it('keeps each channel apart', () => {
    const key = {};
    const first = getOurChannel();
    first.set(key, 1);
    expect(getOurChannel().has(key)).toBe(false);
  });
});
