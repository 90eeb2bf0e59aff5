// The few calls outside the resource contract (/api/me, metadata, logout), with the same language
// header and error shape as the data provider.
import type { ResourceMeta } from '../../../api/src/platform/resource/types.ts';
import i18n, { currentLanguage } from '../i18n/i18n.ts';
import { isApiErrorBody, fromApiError, type AppHttpError } from '../providers/http-error.ts';
import type { Me } from './types.ts';

export class UnauthenticatedError extends Error {
  constructor() {
    super('UNAUTHENTICATED');
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...init.headers },
  });
  if (response.status === 401) throw new UnauthenticatedError();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error: AppHttpError = isApiErrorBody(body)
      ? fromApiError(body, response.status, currentLanguage())
      : { message: i18n.t('app.networkError'), statusCode: response.status };
    throw error;
  }
  return body as T;
}

export const fetchMe = () => request<Me>('/api/me');

export const fetchResourceMetas = () =>
  request<{ resources: ResourceMeta[] }>('/api/meta/resources').then((body) => body.resources);

/** Ends the session on the API; the answer says where the identity provider logs out. */
export const postLogout = () => request<{ redirectTo: string }>('/api/auth/logout', { method: 'POST' });
