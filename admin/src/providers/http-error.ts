// Turns the API's error body into Refine's HttpError: the message in the current language, one
// entry per field under `errors` (shown under the field by useForm), and the confirmable flag.
import type { HttpError } from '@refinedev/core';

export type Language = 'es' | 'en';

interface Messages {
  es: string;
  en: string;
}

/** The one JSON shape every API failure has (api/src/platform/errors/errors-plugin.ts). */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  messages?: Messages;
  fields?: { field: string; code: string; message: string; messages?: Messages }[];
  confirmable?: true;
}

export interface AppHttpError extends HttpError {
  code?: string;
  /** The server asks the user to confirm; resend with `X-Confirm: <code>`. */
  confirmable?: boolean;
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'string' && typeof b.message === 'string';
}

/**
 * The API names a child row's field `contacts[2].email`; Refine's forms find it as `contacts.2.email`
 * (split on dots, numbers as indexes), the Form.List path ['contacts', 2, 'email'].
 */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

export function fromApiError(body: ApiErrorBody, status: number, language: Language): AppHttpError {
  const errors: Record<string, string[]> = {};
  for (const f of body.fields ?? []) {
    (errors[formPath(f.field)] ??= []).push(f.messages?.[language] ?? f.message);
  }
  return {
    message: body.messages?.[language] ?? body.message,
    statusCode: body.statusCode ?? status,
    code: body.code,
    ...(body.fields?.length ? { errors } : {}),
    ...(body.confirmable ? { confirmable: true } : {}),
  };
}

/**
 * Any failure of a request (axios error from simple-rest, or our own fetch) as an AppHttpError.
 * `fallbackMessage` covers a network failure or a body that is not ours (a proxy's HTML page).
 */
export function toHttpError(error: unknown, language: Language, fallbackMessage: string): AppHttpError {
  const e = (error ?? {}) as { response?: { status?: number; data?: unknown }; statusCode?: number };
  const status = e.response?.status ?? e.statusCode ?? 0;
  const body = e.response?.data;
  if (isApiErrorBody(body)) return fromApiError(body, status, language);
  return { message: fallbackMessage, statusCode: status };
}

/** The header that resends a save with the warnings the user accepted (api: routes.ts). */
export const CONFIRM_HEADER = 'X-Confirm';

export function isConfirmable(error: unknown): error is AppHttpError & { code: string } {
  const e = error as AppHttpError | undefined;
  return !!e?.confirmable && typeof e.code === 'string';
}
