// Four hours without activity end the session (document 1, section 9). The API refuses the next
// request after that; this timer makes the admin leave on time even when no request comes.

/** The API's own limit (the contract's INACTIVITY_TIMEOUT_MS). */
export { INACTIVITY_TIMEOUT_MS } from '../../../api/src/contract/session.ts';

export interface IdleTimer {
  /** Activity seen (this tab or another one): the countdown starts again. */
  touch(): void;
  stop(): void;
}

/** Calls `onIdle` once `timeoutMs` pass without a `touch()`. */
export function idleTimer(timeoutMs: number, onIdle: () => void): IdleTimer {
  let timer = setTimeout(onIdle, timeoutMs);
  return {
    touch: () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, timeoutMs);
    },
    stop: () => clearTimeout(timer),
  };
}
