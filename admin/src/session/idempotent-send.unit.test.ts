// The admin's creating calls: one key per intent, reused by the one retry of a lost answer.
import { describe, expect, it } from 'vitest';
import { sendIdempotent } from './idempotent-send.ts';

const ok = () => new Response('{}', { status: 201 });

describe('sendIdempotent', () => {
  it('retries a call whose answer was lost once, with the same key', async () => {
    const keys: string[] = [];
    const response = await sendIdempotent(async (key) => {
      keys.push(key);
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return ok();
    }, 0);
    expect(response.status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,200}$/);
  });

  it('gives each intent its own key', async () => {
    const keys: string[] = [];
    await sendIdempotent(async (key) => {
      keys.push(key);
      return ok();
    }, 0);
    await sendIdempotent(async (key) => {
      keys.push(key);
      return ok();
    }, 0);
    expect(new Set(keys).size).toBe(2);
  });

  it('does not retry an answer, whatever its status, nor a failure that is not the network', async () => {
    let calls = 0;
    const refused = await sendIdempotent(async () => {
      calls += 1;
      return new Response('{}', { status: 500 });
    }, 0);
    expect(refused.status).toBe(500);
    expect(calls).toBe(1);
    await expect(
      sendIdempotent(async () => {
        calls += 1;
        throw new DOMException('aborted', 'AbortError');
      }, 0),
    ).rejects.toThrow('aborted');
    expect(calls).toBe(2);
  });

  it('gives up after one retry: a second lost answer fails the call', async () => {
    let calls = 0;
    await expect(
      sendIdempotent(async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      }, 0),
    ).rejects.toThrow(TypeError);
    expect(calls).toBe(2);
  });
});
