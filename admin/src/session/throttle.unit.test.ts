// The throttle behind the cross-tab activity (announced at most every 5 s, the API told once a minute).
import { describe, expect, it } from 'vitest';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  it('runs at once, then at most once per window', () => {
    let now = 0;
    let runs = 0;
    const run = throttle(
      5_000,
      () => {
        runs += 1;
      },
      () => now,
    );
    run();
    now = 4_999;
    run();
    expect(runs).toBe(1);
    now = 5_000;
    run();
    expect(runs).toBe(2);
  });
});
