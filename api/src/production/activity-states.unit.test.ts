// The activity's transition table: every state reachable from Assigned, Billed reached only through
// the leader's approval and the settlement queues, and every move not in the table refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionsFrom, assertTransition, nextState } from '../platform/resource/transitions.ts';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTORS, OPEN_WORK_STATES, SETTLEMENT_STATES, activityTransitions } from './activity-states.ts';
import { ACTIVITY_STATES, activityStateCode, type ActivityState } from '../contract/activity-states.ts';

const T = activityTransitions;

describe("the activity's moves", () => {
  it('numbers the states as the specification does', () => {
    expect(ACTIVITY_STATES.map(activityStateCode)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reaches every state from Assigned', () => {
    const reached = new Set<string>(['Assigned']);
    const queue: string[] = ['Assigned'];
    while (queue.length) {
      const state = queue.shift()!;
      for (const action of actionsFrom(T, state)) {
        const next = nextState(T, state, action)!;
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect([...reached].sort()).toEqual([...ACTIVITY_STATES].sort());
  });

  it('the happy path: start, finish, approve, and settlement to billed', () => {
    let state: string = 'Assigned';
    for (const action of ['start', 'finish', 'approve', 'sendToPreInvoice', 'includeInPreInvoice', 'bill']) state = assertTransition(T, state, action);
    expect(state).toBe('Billed');
  });

  it('refuses every move the table lacks with INVALID_TRANSITION', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIVITY_STATES), fc.constantFrom(...ACTIVITY_ACTIONS), (state, action) => {
        const allowed = actionsFrom(T, state).includes(action);
        if (allowed) expect(ACTIVITY_STATES).toContain(assertTransition(T, state, action));
        else expect(() => assertTransition(T, state, action)).toThrow('INVALID_TRANSITION');
      }),
      { numRuns: 1000 },
    );
  });

  it('only the leader audits, and only settlement moves work that is in or past a block', () => {
    for (const [state, moves] of Object.entries(T)) {
      for (const [action, next] of Object.entries(moves)) {
        if (next === 'AuditedByLeader' && state === 'AwaitingRevision') expect(ACTIVITY_ACTORS[action as keyof typeof ACTIVITY_ACTORS]).toBe('leader');
        if (SETTLEMENT_STATES.includes(state as ActivityState)) expect(ACTIVITY_ACTORS[action as keyof typeof ACTIVITY_ACTORS]).toBe('settlement');
      }
    }
  });

  it('no sequence of staff moves alone leaves the open work states except by finishing into revision', () => {
    const staff = ACTIVITY_ACTIONS.filter((a) => ACTIVITY_ACTORS[a] === 'staff');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...staff), { maxLength: 30 }), (actions) => {
        let state: string = 'Assigned';
        for (const action of actions) state = nextState(T, state, action) ?? state;
        expect([...OPEN_WORK_STATES, 'AwaitingRevision']).toContain(state);
      }),
      { numRuns: 1000 },
    );
  });
});
