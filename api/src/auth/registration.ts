// Registration (document 1, section 2): a person signed in at the identity provider whom the
// platform does not know (or a user left without any tenant) creates their organisation. Step 1 is
// the user (names; the email is the verified one), step 2 the company and may be skipped. One
// transaction creates the tenant, the company, the user, both memberships and an administrator role
// holding every permission code; the session then becomes a normal one under a new token.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, invalid, type FieldError } from '../platform/errors/app-error.ts';
import { inContext, lockFor, setDbContext } from '../platform/db/knex.ts';
import { FALLBACK_COUNTRY, isCountry } from './countries.ts';
import { rotateToken, type Caller } from './sessions.ts';
import { bootstrapCompany } from './company-bootstrap.ts';

export interface RegistrationInput {
  name: string;
  lastName: string;
  /** Optional; when sent it must be the verified email (it cannot be changed here). */
  email?: string | null;
  companyName?: string | null;
  country?: string | null;
  city?: string | null;
  address?: string | null;
  phone?: string | null;
  timeZone?: string | null;
  language?: 'es' | 'en' | null;
}

export const STEP_TWO_FIELDS = ['companyName', 'country', 'city', 'address', 'phone', 'timeZone', 'language'] as const;

export const REGISTRATION_DEFAULTS = { country: FALLBACK_COUNTRY, timeZone: 'America/Bogota', language: 'es' } as const;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** True when the person filled step 2 (any of its fields), false when they skipped it. */
export const stepTwoGiven = (input: RegistrationInput) => STEP_TWO_FIELDS.some((f) => present(input[f]));

/** The IANA name as the runtime spells it ('america/bogota' -> 'America/Bogota'), or null when unknown. */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The company name when step 2 was skipped: the person's full name. */
export const defaultCompanyName = (input: Pick<RegistrationInput, 'name' | 'lastName'>) => `${input.name} ${input.lastName}`.trim();

/** Rules across fields, before anything is written. */
function checkInput(input: RegistrationInput, verifiedEmail: string): void {
  const fields: FieldError[] = [];
  if (present(input.email) && String(input.email).trim().toLowerCase() !== verifiedEmail.toLowerCase()) {
    fields.push({ field: 'email', code: 'REGISTRATION_EMAIL_FIXED' });
  }
  if (stepTwoGiven(input) && !present(input.companyName)) fields.push({ field: 'companyName', code: 'NAME_REQUIRED' });
  if (present(input.timeZone) && !canonicalTimeZone(String(input.timeZone))) fields.push({ field: 'timeZone', code: 'INVALID_OPTION' });
  if (fields.length) throw invalid(fields);
}

/** Who registers: the unknown person of a registration session, or a user without any active tenant. */
async function registrant(trx: Knex.Transaction, caller: Caller): Promise<{ userId: string | null; email: string }> {
  if (caller.kind === 'registration') return { userId: null, email: caller.email };
  const tenants = await trx('tenant_memberships as tm')
    .join('tenants as t', 't.id', 'tm.tenantId')
    .where({ 'tm.userId': caller.userId, 'tm.active': true, 't.active': true })
    .first('t.id');
  if (tenants) throw new AppError('ALREADY_REGISTERED');
  return { userId: caller.userId, email: caller.email };
}

const isEmailTaken = (err: unknown) =>
  (err as { code?: string; constraint?: string }).code === '23505' && (err as { constraint?: string }).constraint === 'users_email_unique';

/** What the form starts with: the verified email (read-only) and the names the identity provider gave. */
export async function registrationPrefill(knex: Knex, caller: Caller) {
  if (caller.kind === 'registration') {
    return { email: caller.email, name: caller.claimedName, lastName: caller.claimedLastName, defaults: REGISTRATION_DEFAULTS };
  }
  return inContext(knex, { userId: caller.userId, email: caller.email }, async (trx) => {
    const member = await trx('tenant_memberships as tm')
      .join('tenants as t', 't.id', 'tm.tenantId')
      .where({ 'tm.userId': caller.userId, 'tm.active': true, 't.active': true })
      .first('t.id');
    if (member) throw new AppError('ALREADY_REGISTERED');
    const user = await trx('users').where({ id: caller.userId }).first('email', 'name', 'lastName');
    return { email: user.email as string, name: user.name as string, lastName: user.lastName as string, defaults: REGISTRATION_DEFAULTS };
  });
}

export interface Registered {
  token: string;
  tenantId: string;
  companyId: string;
  userId: string;
}

export async function register(knex: Knex, caller: Caller, input: RegistrationInput): Promise<Registered> {
  const tenantId = crypto.randomUUID();
  const companyId = crypto.randomUUID();
  return inContext(knex, { email: caller.email, userId: caller.userId, sessionId: caller.sessionId }, async (trx) => {
    // One registration per person at a time: a second one (a double click, another tab) waits, then
    // finds the first one's organisation and is refused, instead of creating a second organisation.
    await lockFor(trx, 'register', caller.email.toLowerCase());
    const who = await registrant(trx, caller);
    checkInput(input, who.email);
    if (present(input.country) && !(await isCountry(trx, String(input.country)))) throw invalid([{ field: 'country', code: 'INVALID_OPTION' }]);
    const userId = who.userId ?? crypto.randomUUID();
    // Ids are ours, so no INSERT needs RETURNING (RLS would hide the new rows until the settings name them).
    await setDbContext(trx, { tenantId, userId, email: who.email });

    const companyName = present(input.companyName) ? String(input.companyName) : defaultCompanyName(input);
    await trx('tenants').insert({ id: tenantId, name: companyName });
    await trx('companies').insert({
      id: companyId,
      tenantId,
      name: companyName,
      isMain: true,
      country: present(input.country) ? input.country : REGISTRATION_DEFAULTS.country,
      city: present(input.city) ? input.city : null,
      address: present(input.address) ? input.address : null,
      phone: present(input.phone) ? input.phone : null,
      timeZone: present(input.timeZone) ? canonicalTimeZone(String(input.timeZone)) : REGISTRATION_DEFAULTS.timeZone,
      language: present(input.language) ? input.language : REGISTRATION_DEFAULTS.language,
    });
    if (who.userId) {
      await trx('users').where({ id: userId }).update({ name: input.name, lastName: input.lastName, updatedAt: trx.fn.now() });
    } else {
      try {
        await trx('users').insert({ id: userId, email: who.email, name: input.name, lastName: input.lastName });
      } catch (err) {
        if (isEmailTaken(err)) throw new AppError('EMAIL_ALREADY_REGISTERED');
        throw err;
      }
    }
    await trx('tenant_memberships').insert({ tenantId, userId, isAdmin: true });
    await bootstrapCompany(trx, { tenantId, companyId, userId, isDefault: true });

    const updated = await trx('auth_sessions')
      .where({ id: caller.sessionId })
      .whereNull('endedAt')
      .update({ userId, email: who.email, tenantId, companyId, companyChosenAt: trx.fn.now() });
    if (updated !== 1) throw new AppError('UNAUTHENTICATED');
    const token = await rotateToken(trx, caller.sessionId);
    return { token, tenantId, companyId, userId };
  });
}
