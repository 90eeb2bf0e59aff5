// The states of clients and projects and the one table of their moves (document 1, section 4,
// "Activation and shutdown": clients and projects can be activated, deactivated or shut down).
import type { Transitions } from '../../platform/resource/transitions.ts';

export const ACTIVATION_STATES = ['active', 'inactive', 'shutDown'] as const;
export type ActivationState = (typeof ACTIVATION_STATES)[number];
export const ACTIVATION_ACTIONS = ['activate', 'deactivate', 'shutdown'] as const;
export type ActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/**
 * Shut down ('apagado') is the end of the work: the row and, for a client, all of its projects.
 * Only activation leaves it (a shut-down client's projects stay shut down until each is activated).
 */
export const activationTransitions = {
  active: { deactivate: 'inactive', shutdown: 'shutDown' },
  inactive: { activate: 'active', shutdown: 'shutDown' },
  shutDown: { activate: 'active' },
} as const satisfies Transitions<ActivationState, ActivationAction>;
