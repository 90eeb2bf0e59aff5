// The logout waits for the data calls on their way and sends none after it started.
import { describe, expect, it } from 'vitest';
import { quietCalls, watchCalls } from './calls-on-their-way.ts';

type Send = (config: object) => { signal?: AbortSignal };
type Answer = (response: { config?: object }) => unknown;

describe('the data calls around a logout', () => {
  it('waits for the call on its way, then holds back every new one as cancelled', async () => {
    let send: Send = (c) => c;
    let answer: Answer = (r) => r;
    let options: { synchronous?: boolean } | undefined;
    watchCalls({
      interceptors: {
        request: { use: (f: Send, _rejected: unknown, o: typeof options) => ((send = f), (options = o)) },
        response: { use: (f: Answer) => (answer = f) },
      },
    } as never);
    // Synchronous: axios sends the request in the call, not after the page's render in progress.
    expect(options?.synchronous).toBe(true);
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
