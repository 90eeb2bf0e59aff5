// The transition table's pure rules, on the activation machine and on arbitrary tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { ACTIVATION_ACTIONS, ACTIVATION_STATES, activationTransitions } from '../../management/activation/activation-states.ts';
import { actionsFrom, assertTransition, nextState, tableActions, type Transitions } from './transitions.ts';

describe('activation transitions', () => {
  it('lets an active row be deactivated or shut down, and an inactive or shut-down one be activated', () => {
    expect(actionsFrom(activationTransitions, 'active')).toEqual(['deactivate', 'shutdown']);
    expect(actionsFrom(activationTransitions, 'inactive')).toEqual(['activate', 'shutdown']);
    expect(actionsFrom(activationTransitions, 'shutDown')).toEqual(['activate']);
    expect(nextState(activationTransitions, 'inactive', 'shutdown')).toBe('shutDown');
  });

  it('refuses an illegal move with INVALID_TRANSITION naming the current state and the action', () => {
    const refusal = (() => {
      try {
        assertTransition(activationTransitions, 'shutDown', 'deactivate');
      } catch (e) {
        return e;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'INVALID_TRANSITION', params: { state: 'shutDown', action: 'deactivate' }, status: 409 });
  });

  it('every move leads to a declared state, and every state and action of the table is declared', () => {
    for (const state of ACTIVATION_STATES) {
      for (const action of actionsFrom(activationTransitions, state)) {
        expect(ACTIVATION_STATES).toContain(nextState(activationTransitions, state, action));
      }
    }
    expect([...tableActions(activationTransitions)].sort()).toEqual([...ACTIVATION_ACTIONS].sort());
  });

  it('knows no move from an unknown state nor through inherited names', () => {
    expect(actionsFrom(activationTransitions, 'archived')).toEqual([]);
    expect(nextState(activationTransitions, 'constructor', 'activate')).toBeUndefined();
    expect(nextState(activationTransitions, 'active', 'toString')).toBeUndefined();
  });
});

describe('any transition table', () => {
  const name = fc.constantFrom('a', 'b', 'c', 'd', 'go', 'stop', 'toString', '__proto__');
  const table = fc.dictionary(name, fc.dictionary(name, name)) as fc.Arbitrary<Transitions>;

  it('a move is allowed exactly when the table lists it, and assertTransition agrees with nextState', () => {
    fc.assert(
      fc.property(table, name, name, (t, state, action) => {
        const next = nextState(t, state, action);
        expect(actionsFrom(t, state).includes(action)).toBe(next !== undefined);
        if (next === undefined) expect(() => assertTransition(t, state, action)).toThrow(AppError);
        else expect(assertTransition(t, state, action)).toBe(next);
      }),
    );
  });

  it('the actions of the table are the union of the actions of its states', () => {
    fc.assert(
      fc.property(table, (t) => {
        const union = new Set(Object.keys(t).flatMap((s) => actionsFrom(t, s)));
        expect(new Set(tableActions(t))).toEqual(union);
      }),
    );
  });
});
