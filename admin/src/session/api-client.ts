// The few calls outside the resource contract (/api/me, metadata, tenancy, registration, logout),
// with the same language header and error shape as the data provider.
import type { ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import type { FileDescriptor } from '../../../api/src/contract/field-checks.ts';
import i18n, { currentLanguage } from '../i18n/i18n.ts';
import { CONFIRM_HEADER, isApiErrorBody, fromApiError, type AppHttpError } from '../providers/http-error.ts';
import type { Country, Me, RegistrationPrefill, SessionView, TenantView } from './types.ts';
import { forgetViewAs, viewAsHeaders, viewAsUserId } from './view-as.ts';
import { sendIdempotent } from './idempotent-send.ts';

/** 401: no session, or it ended; `code` and `message` say why when the API told (SESSION_EXPIRED...). */
export class UnauthenticatedError extends Error {
  readonly code?: string;
  constructor(code?: string, message?: string) {
    super(message ?? 'UNAUTHENTICATED');
    this.code = code;
  }
}

/**
 * The session's first read, /api/me with the resources' metadata (`with=resources`), sent as the
 * first script starts (session/early-reads.ts) instead of after the shell's first render: it
 * travels while the browser evaluates the rest. Its answer is taken once, by the session gate's
 * first read; later reads (a refresh after a company switch) go to the API.
 */
const START = '/api/me?with=resources';
let early: Promise<Response | null> | undefined;

export function sendEarlyReads(): void {
  early = send(START).catch(() => null);
}

function send(path: string, init: RequestInit = {}, extra: Record<string, string> = {}): Promise<Response> {
  return fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...viewAsHeaders(),
      ...extra,
      ...init.headers,
    },
  });
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  // A JSON POST creates or moves something: it carries an Idempotency-Key and survives one lost
  // answer. A file's upload does not (the API hashes no bytes; a lost one is chosen again).
  const idempotent = init.method === 'POST' && (init.body === undefined || typeof init.body === 'string');
  const response = idempotent
    ? await sendIdempotent((key) => send(path, init, { 'Idempotency-Key': key }))
    : (path === START && (await takeEarly())) || (await send(path, init));
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) {
    if (isApiErrorBody(body)) {
      const error = fromApiError(body, 401, currentLanguage());
      throw new UnauthenticatedError(error.code, error.message);
    }
    throw new UnauthenticatedError();
  }
  if (response.status === 403 && viewAsUserId() && isApiErrorBody(body) && body.code === 'VIEW_AS_NOT_ALLOWED') {
    // The viewed user no longer qualifies (deactivated, left the company): back to one's own panel.
    forgetViewAs();
    window.location.assign('/');
  }
  if (!response.ok) {
    const error: AppHttpError = isApiErrorBody(body)
      ? fromApiError(body, response.status, currentLanguage())
      : { message: i18n.t('app.networkError'), statusCode: response.status };
    throw error;
  }
  return body as T;
}

const post = <T>(path: string, payload?: unknown, method = 'POST', headers: Record<string, string> = {}) =>
  request<T>(path, { method, headers, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) });

function takeEarly(): Promise<Response | null> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}

export const fetchMe = () => request<Me>('/api/me');

/** /api/me and, when it names no next step, the resources' metadata: the session gate's first read. */
export const fetchSessionStart = () => request<Me & { resources?: ResourceMeta[] }>(START);

export const fetchResourceMetas = () => request<{ resources: ResourceMeta[] }>('/api/meta/resources').then((body) => body.resources);

/** Ends the session on the API; the answer says where the identity provider logs out. */
export const postLogout = () => post<{ redirectTo: string }>('/api/auth/logout');

export const fetchTenants = () => request<TenantView[]>('/api/me/tenants');

/** Makes a company (or a tenant's default company) the session's active one. */
export const switchCompany = (target: { companyId: string } | { tenantId: string }) => post<Me>('/api/me/company', target);

export const fetchRegistration = () => request<RegistrationPrefill>('/api/register');

export const postRegistration = (payload: Record<string, string>) => post<Me>('/api/register', payload);

export const fetchCountries = () => request<Country[]>('/api/countries');

export const postNeedHelp = (payload: { email: string; concern: string }) => post<unknown>('/api/auth/need-help', payload);

export const postActivity = () => post<unknown>('/api/sessions/current/activity');

/** This browser's session. */
export const fetchCurrentSession = () => request<SessionView>('/api/sessions/current');

/** The user's sessions still open in other browsers or devices (document 2, section 7.1). */
export const fetchOtherSessions = () => request<SessionView[]>('/api/sessions/others');

/** Closes them; each is refused at its next request with SESSION_CLOSED_ELSEWHERE. */
export const closeOtherSessions = () => post<{ closed: number }>('/api/sessions/others', undefined, 'DELETE');

/** A file for a file field (its bytes as the body, its name in X-File-Name); answers the descriptor to store. */
export const postUpload = (file: File) =>
  request<FileDescriptor>('/api/uploads', { method: 'POST', body: file, headers: { 'Content-Type': file.type, 'X-File-Name': encodeURIComponent(file.name) } });

/** The company logo of registration step 2: the image itself as the body. */
export const postLogo = (file: Blob, contentType: string) =>
  request<{ warnings: { code: string }[] }>('/api/register/logo', { method: 'POST', body: file, headers: { 'Content-Type': contentType } });

/** Starts viewing another user's panel (the API checks and records it); answers who is viewed. */
export const postViewAs = (userId: string) => post<{ userId: string; name: string; email: string }>('/api/view-as', { userId });

/** Who the signed-in user may view as (principal users other than oneself), searched by name or email. */
export const fetchViewAsCandidates = (q: string) =>
  request<{ id: string; name: string; email: string }[]>(`/api/view-as/candidates?q=${encodeURIComponent(q)}`);

/** Ends the view (recorded by the API for the user named by the X-View-As header). */
export const deleteViewAs = () => request<null>('/api/view-as', { method: 'DELETE' });

// Projects (issue 12, item 7): documents and members.
export interface ProjectDocument {
  id: string;
  name: string;
  size: number;
  contentType: string;
  createdAt: string;
}
export interface ProjectMembers {
  privacy: boolean;
  retiredMemberPrivacy: boolean;
  members: { id: string; name: string; email: string; workGroups: string[] }[];
  retiredMembers: { id: string; name: string; email: string; retiredAt: string }[];
}

/** The file itself as the body (the API reads its kind from the bytes and streams it to the store). */
export const postProjectDocument = (projectId: string, file: File) =>
  request<ProjectDocument>(`/api/projects/${projectId}/documents`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
  });

export const companyLogoUrl = (companyId: string, version?: string | number) => `/api/companies/${companyId}/logo${version ? `?v=${version}` : ''}`;

export const postCompanyLogo = (companyId: string, file: File) =>
  request<{ warnings: { code: string; messages: { es: string; en: string } }[] }>(`/api/companies/${companyId}/logo`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type },
  });

export const deleteCompanyLogo = (companyId: string) => request<null>(`/api/companies/${companyId}/logo`, { method: 'DELETE' });

export interface ProjectActivity {
  activityTypeId: string;
  name: string;
  code: string;
  selected: boolean;
  defaultEstimatedHours: string;
  estimatedHours: string | null;
}

/** The member's chronometer as the API keeps it (api: production/time/chronometer.routes.ts). */
export interface ChronometerView {
  running: boolean;
  activityId: string | null;
  activityTitle?: string;
  activityCode?: string;
  elapsedSeconds?: number;
}

export const fetchChronometer = () => request<ChronometerView>('/api/chronometer');

/** A GET of the API outside the resource contract (the work panel), cancellable with `signal`. */
export const getJson = <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal });

/** A PUT of the API outside the resource contract. */
export const putJson = <T>(path: string, payload: unknown) => post<T>(path, payload, 'PUT');

/** A POST of the API outside the resource contract; `confirmed` names the question the person answered (X-Confirm). */
export const postJson = <T>(path: string, payload: unknown = {}, confirmed?: string) =>
  post<T>(path, payload, 'POST', confirmed ? { [CONFIRM_HEADER]: confirmed } : {});
export const patchJson = <T>(path: string, payload: unknown) => post<T>(path, payload, 'PATCH');
export const deleteJson = <T>(path: string) => request<T>(path, { method: 'DELETE' });
