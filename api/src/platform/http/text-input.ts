// Refuses text PostgreSQL cannot store: a NUL character (\u0000) in any string of a query or a JSON
// body, on every route, before validation and before any handler opens a transaction. A body nested
// deeper than MAX_DEPTH is refused first, by a walk without recursion: no form of the product nests
// a tenth as deep, and a recursive walk of 4,000 levels overflows the stack.
import type { Plugin } from '@hapi/hapi';
import { AppError, invalid, type FieldError } from '../errors/app-error.ts';

const NUL = '\u0000';
export const MAX_DEPTH = 64;

/** Whether arrays and objects inside `input` nest deeper than `max` levels (the top level is 1). */
export function nestedDeeperThan(input: unknown, max = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[input, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    // Parsed JSON only: a raw upload (Buffer) or a stream is not walked (a stream refers to itself).
    if (!Array.isArray(value) && !isPlainObject(value)) continue;
    if (depth > max) return true;
    for (const child of Object.values(value)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** The top-level names (fields, filters) whose value holds a NUL anywhere inside, the name itself included; `[]` for a top-level array that holds one. */
export function fieldsWithNul(input: unknown): string[] {
  if (Array.isArray(input)) return input.some(holdsNul) ? ['[]'] : [];
  if (!isPlainObject(input)) return [];
  return Object.entries(input)
    .filter(([key, value]) => key.includes(NUL) || holdsNul(value))
    .map(([key]) => key);
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (isPlainObject(value)) return Object.entries(value).some(([k, v]) => k.includes(NUL) || holdsNul(v));
  return false;
}

/** Parsed JSON and query objects only: a raw upload (Buffer) or a stream is not text. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const errorsOf = (names: string[]): FieldError[] => names.map((field) => ({ field: field.replaceAll(NUL, ''), code: 'INVALID_CHARACTER' }));

export const textInputPlugin: Plugin<void> = {
  name: 'text-input',
  register(server) {
    // onPostAuth: after the guard (a caller without the permission still gets 403) and after the
    // payload is parsed, before the route's validation.
    server.ext('onPostAuth', (request, h) => {
      if (nestedDeeperThan(request.payload)) throw new AppError('PAYLOAD_TOO_DEEP', { max: MAX_DEPTH });
      const query = fieldsWithNul(request.query);
      if (query.length) throw new AppError('INVALID_QUERY', {}, errorsOf(query));
      const payload = fieldsWithNul(request.payload);
      if (payload.length) throw invalid(errorsOf(payload));
      return h.continue;
    });
  },
};
