// A user's sessions as the admin shows them (document 2, section 7.1): this one, the others still
// open elsewhere, closing them ("close the earlier one and stay here"), and reporting activity.
import type { Knex } from 'knex';
import { AppError } from '../platform/errors/app-error.ts';
import { inContext } from '../platform/db/knex.ts';
import { END_REASONS, INACTIVITY_TIMEOUT_MS, type Caller, type UserCaller } from './sessions.ts';

export interface SessionView {
  id: string;
  browserInfo: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  /** When four hours without activity will end it (null once ended). */
  expiresAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
  current: boolean;
}

const COLUMNS = ['id', 'browserInfo', 'createdAt', 'lastActivityAt', 'endedAt', 'endReason'];

function view(row: Record<string, unknown>, currentId: string): SessionView {
  const last = new Date(row.lastActivityAt as Date);
  return {
    id: row.id as string,
    browserInfo: (row.browserInfo as string | null) ?? null,
    createdAt: row.createdAt as Date,
    lastActivityAt: last,
    expiresAt: row.endedAt ? null : new Date(last.getTime() + INACTIVITY_TIMEOUT_MS),
    endedAt: (row.endedAt as Date | null) ?? null,
    endReason: (row.endReason as string | null) ?? null,
    current: row.id === currentId,
  };
}

/** The user's sessions that are still open: not ended and active within the last four hours. */
function openOthers(trx: Knex.Transaction, caller: UserCaller, now: Date) {
  return trx('auth_sessions')
    .where({ userId: caller.userId })
    .whereNot({ id: caller.sessionId })
    .whereNull('endedAt')
    .where('lastActivityAt', '>', new Date(now.getTime() - INACTIVITY_TIMEOUT_MS));
}

export async function currentSession(knex: Knex, caller: Caller): Promise<SessionView> {
  return inContext(knex, { sessionId: caller.sessionId }, async (trx) =>
    view(await trx('auth_sessions').where({ id: caller.sessionId }).first(COLUMNS), caller.sessionId),
  );
}

/** Reports activity seen in the browser (typing, clicking) that made no API call, and answers the new expiry. */
export async function touchSession(knex: Knex, caller: Caller, now = new Date()): Promise<SessionView> {
  return inContext(knex, { sessionId: caller.sessionId }, async (trx) => {
    const [row] = await trx('auth_sessions').where({ id: caller.sessionId }).whereNull('endedAt').update({ lastActivityAt: now }).returning(COLUMNS);
    if (!row) throw new AppError('UNAUTHENTICATED'); // ended by another request meanwhile
    return view(row, caller.sessionId);
  });
}

export async function otherSessions(knex: Knex, caller: UserCaller, now = new Date()): Promise<SessionView[]> {
  return inContext(knex, { userId: caller.userId }, async (trx) => {
    const rows = await openOthers(trx, caller, now).orderBy('createdAt').select(COLUMNS);
    return rows.map((r: Record<string, unknown>) => view(r, caller.sessionId));
  });
}

/** Ends every other open session of the user; each is refused at its next request with SESSION_CLOSED_ELSEWHERE. */
export async function closeOtherSessions(knex: Knex, caller: UserCaller, now = new Date()): Promise<{ closed: number }> {
  return inContext(knex, { userId: caller.userId }, async (trx) => {
    const closed = await openOthers(trx, caller, now).update({ endedAt: now, endReason: END_REASONS.closedElsewhere });
    return { closed: Number(closed) };
  });
}

/** One of the user's own sessions (open or ended); another user's id answers NOT_FOUND. */
export async function ownSession(knex: Knex, caller: UserCaller, id: string): Promise<SessionView> {
  return inContext(knex, { userId: caller.userId }, async (trx) => {
    const row = await trx('auth_sessions').where({ id, userId: caller.userId }).first(COLUMNS);
    if (!row) throw new AppError('NOT_FOUND');
    return view(row, caller.sessionId);
  });
}

/** Closes one other session of the user; the current one is closed by logging out. */
export async function closeOwnSession(knex: Knex, caller: UserCaller, id: string, now = new Date()): Promise<{ closed: number }> {
  if (id === caller.sessionId) throw new AppError('SESSION_IS_CURRENT');
  return inContext(knex, { userId: caller.userId }, async (trx) => {
    const row = await trx('auth_sessions').where({ id, userId: caller.userId }).first('id', 'endedAt');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.endedAt) return { closed: 0 };
    await trx('auth_sessions').where({ id }).update({ endedAt: now, endReason: END_REASONS.closedElsewhere });
    return { closed: 1 };
  });
}
