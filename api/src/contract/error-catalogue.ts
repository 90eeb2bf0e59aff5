// Every error the API answers with: a stable code, its HTTP status and its es/en message.
// The specification's Spanish texts are verbatim. Pure data: the admin loads it into i18next too.
// Each domain keeps its own part (errors/<domain>.ts); a code belongs to one part only
// (error-catalogue.unit.test.ts), so the parts join without one hiding another.
import type { ErrorEntry } from './errors/error-entry.ts';
import { PLATFORM_ERRORS } from './errors/platform.ts';
import { AUTH_ERRORS } from './errors/auth.ts';
import { MANAGEMENT_ERRORS } from './errors/management.ts';
import { PRODUCTION_ERRORS } from './errors/production.ts';
import { SETTLEMENT_ERRORS } from './errors/settlement.ts';

/** The parts, by domain: where a new code goes. */
export const ERROR_PARTS = {
  platform: PLATFORM_ERRORS,
  auth: AUTH_ERRORS,
  management: MANAGEMENT_ERRORS,
  production: PRODUCTION_ERRORS,
  settlement: SETTLEMENT_ERRORS,
} as const;

export const ERRORS = { ...PLATFORM_ERRORS, ...AUTH_ERRORS, ...MANAGEMENT_ERRORS, ...PRODUCTION_ERRORS, ...SETTLEMENT_ERRORS } as const satisfies Record<
  string,
  ErrorEntry
>;

export type ErrorCode = keyof typeof ERRORS;
