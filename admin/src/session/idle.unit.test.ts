// The admin's inactivity timer: four hours, like the API, counted again from every activity.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS, idleTimer } from './idle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idleTimer', () => {
  it('uses the same four hours as the API', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(4 * 60 * 60 * 1000);
  });

  it('ends after the timeout without activity, not before', () => {
    const onIdle = vi.fn();
    idleTimer(INACTIVITY_TIMEOUT_MS, onIdle);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts the timeout again from the last activity', () => {
    const onIdle = vi.fn();
    const timer = idleTimer(INACTIVITY_TIMEOUT_MS, onIdle);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1_000);
    timer.touch();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped', () => {
    const onIdle = vi.fn();
    idleTimer(1_000, onIdle).stop();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
