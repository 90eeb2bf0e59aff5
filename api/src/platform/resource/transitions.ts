// A state machine is a table `state: { action: next }` (STYLE.md section 4), declared once per state
// field. Pure: the API refuses a move the table lacks, and each row tells the actions it may take.
import { AppError } from '../errors/app-error.ts';

export type Transitions<S extends string = string, A extends string = string> = Readonly<Partial<Record<S, Readonly<Partial<Record<A, S>>>>>>;

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** The state `action` leads to from `state`, or undefined when the table has no such move. */
export function nextState<S extends string, A extends string>(table: Transitions<S, A>, state: string, action: string): S | undefined {
  if (!has(table, state)) return undefined;
  const moves = table[state as S] as Readonly<Record<string, S>>;
  return has(moves, action) ? moves[action] : undefined;
}

/** The actions the table allows from `state`, in the table's order. */
export function actionsFrom<S extends string, A extends string>(table: Transitions<S, A>, state: string): A[] {
  return has(table, state) ? (Object.keys(table[state as S] ?? {}) as A[]) : [];
}

/** Every action the table names (whether an action is a move of the machine at all). */
export function tableActions<S extends string, A extends string>(table: Transitions<S, A>): A[] {
  return [
    ...new Set(Object.values(table as Readonly<Record<string, Readonly<Record<string, S>> | undefined>>).flatMap((moves) => Object.keys(moves ?? {}))),
  ] as A[];
}

/** The next state, or 409 INVALID_TRANSITION naming the current state and the refused action. */
export function assertTransition<S extends string, A extends string>(table: Transitions<S, A>, state: string, action: string): S {
  const next = nextState(table, state, action);
  if (next === undefined) throw new AppError('INVALID_TRANSITION', { state, action });
  return next;
}
