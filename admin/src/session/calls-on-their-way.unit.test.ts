// The logout waits for the data calls on their way and sends none after it started.
import { describe, expect, it } from 'vitest';
import { quietCalls, watchCalls } from './calls-on-their-way.ts';

type Send = (config: object) => { signal?: AbortSignal };
type Answer = (response: { config?: object }) => unknown;

describe('the data calls around a logout', () => {
  it('waits for the call on its way, then holds back every new one as cancelled', async () => {
    let send: Send = (c) => c;
    let answer: Answer = (r) => r;
    watchCalls({ interceptors: { request: { use: (f: Send) => (send = f) }, response: { use: (f: Answer) => (answer = f) } } } as never);
    const onItsWay = {};
    expect(send(onItsWay).signal).toBeUndefined();
    let quiet = false;
    const quieting = quietCalls().then(() => (quiet = true));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(quiet).toBe(false); // the bell's count is still on its way
    answer({ config: onItsWay });
    await quieting;
    expect(quiet).toBe(true);
    expect(send({}).signal?.aborted).toBe(true); // a refetch after the logout started never leaves
  });
});
