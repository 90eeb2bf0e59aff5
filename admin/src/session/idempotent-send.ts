// A creating call (pre-invoice, send to pre-invoice, receipt, comment...) carries an Idempotency-Key
// (api: platform/http/idempotency.ts). When the network fails before any answer comes, the API may
// or may not have acted; the call is sent once more with the same key, so the API either acts now or
// answers what it did the first time, never acting twice.

/** A fresh key for one intent (a click); its retry reuses it. */
export const newIdempotencyKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** How long to wait before the one retry of a call whose answer was lost. */
export const RETRY_AFTER_MS = 400;

/**
 * Sends with a new key and, if fetch failed without an answer (a TypeError: connection refused or
 * cut), once more with the same key. Answers of any status, and aborts, are not retried.
 */
export function sendIdempotent(send: (key: string) => Promise<Response>, wait = RETRY_AFTER_MS): Promise<Response> {
  return sendOnceMore(send, (error) => error instanceof TypeError, wait);
}

/**
 * The same for any client: `lost` says which failure came without an answer (fetch's TypeError,
 * axios' network error), the only one sent again, with the same key (or the caller's own).
 */
export async function sendOnceMore<R>(
  send: (key: string) => Promise<R>,
  lost: (error: unknown) => boolean,
  wait = RETRY_AFTER_MS,
  key = newIdempotencyKey(),
): Promise<R> {
  try {
    return await send(key);
  } catch (error) {
    if (!lost(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, wait));
    return send(key);
  }
}
