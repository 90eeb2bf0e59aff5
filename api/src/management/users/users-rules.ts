// The rules of users management as pure functions over plain data (document 1, sections 5, 6, 8):
// the active-user limit, deactivation and contact users.
import { AppError, invalid, type FieldError } from '../../platform/errors/app-error.ts';

/** ISO weekdays, Monday = 1 ... Sunday = 7 (strings on the wire, like every enum set). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const DEFAULT_WORK_DAYS = ['1', '2', '3', '4', '5'];

export const DEACTIVATION_CONFIRM = 'USER_DEACTIVATION_CONFIRM';

/** A company's active users against its limit (null = unlimited). */
export interface UsersLimit {
  limit: number | null;
  active: number;
}

/** One more active user would go past the limit: USER_LIMIT_REACHED with the limit. */
export function limitRefusal({ limit, active }: UsersLimit): AppError | null {
  return limit !== null && active >= limit ? new AppError('USER_LIMIT_REACHED', { limit }) : null;
}

/**
 * Deactivating a user: refused while they supervise people of their work groups; otherwise the
 * admin is asked to confirm first (409 USER_DEACTIVATION_CONFIRM unless X-Confirm carries it).
 */
export function deactivationRefusal(peopleInCharge: number, confirmed: ReadonlySet<string>): AppError | null {
  if (peopleInCharge > 0) return new AppError('USER_HAS_PEOPLE_IN_CHARGE', { count: peopleInCharge });
  if (!confirmed.has(DEACTIVATION_CONFIRM)) return new AppError(DEACTIVATION_CONFIRM);
  return null;
}

/** Field errors of the work profile and contact data of a row as it will be stored. */
export function profileErrors(row: Record<string, unknown>, id?: string): AppError | null {
  const errors: FieldError[] = [];
  if (row.isContact === true && !row.clientId) errors.push({ field: 'clientId', code: 'REQUIRED' });
  if (id && ((row.supervisedUserIds as string[] | null | undefined) ?? []).includes(id)) {
    errors.push({ field: 'supervisedUserIds', code: 'INVALID_VALUE' });
  }
  return errors.length ? invalid(errors) : null;
}
