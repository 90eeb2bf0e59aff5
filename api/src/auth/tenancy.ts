// Tenancy of the signed-in user: their tenants with their companies, what /api/me answers, and the
// switch of the session's active tenant and company (every later request then uses it).
import type { Knex } from 'knex';
import type { TenantView } from '../contract/session.ts';
import { AppError, invalid } from '../platform/errors/app-error.ts';
import { inContext } from '../platform/db/knex.ts';
import { memberRestriction, type Restriction } from '../contract/work-dates.ts';
import { INACTIVITY_TIMEOUT_MS, defaultCompany, userCaller, type UserCaller } from './sessions.ts';

/** What the admin must do next: register (no tenant), popup then logout (no company), pick a tenant. */
export type NextStep = 'register' | 'no-company' | 'select-tenant' | null;

export type { TenantView };

// The session id too: while viewing as someone, the user is the viewed one but the session is the viewer's.
const ctxOf = (c: UserCaller) => ({ tenantId: c.tenantId, userId: c.userId, email: c.email, sessionId: c.sessionId });

/** Active tenants the user is an active member of (RLS shows a user their own memberships). */
function tenantRows(trx: Knex.Transaction, userId: string) {
  return trx('tenant_memberships as tm')
    .join('tenants as t', 't.id', 'tm.tenantId')
    .where({ 'tm.userId': userId, 'tm.active': true, 't.active': true })
    .orderBy('t.name')
    .select('t.id', 't.name', 'tm.isAdmin') as Promise<{ id: string; name: string; isAdmin: boolean }[]>;
}

export async function listTenants(knex: Knex, caller: UserCaller): Promise<TenantView[]> {
  return inContext(knex, ctxOf(caller), async (trx) => {
    const tenants = await tenantRows(trx, caller.userId);
    const companies = (await trx('company_memberships as m')
      .join('companies as c', 'c.id', 'm.companyId')
      .where({ 'm.userId': caller.userId, 'm.active': true, 'c.active': true })
      .whereIn(
        'm.tenantId',
        tenants.map((t) => t.id),
      )
      .orderBy('c.name')
      .select('c.id', 'c.name', 'c.isMain', 'm.isDefault', 'm.tenantId')) as {
      id: string;
      name: string;
      isMain: boolean;
      isDefault: boolean;
      tenantId: string;
    }[];
    return tenants.map((t) => ({
      ...t,
      current: t.id === caller.tenantId,
      companies: companies.filter((c) => c.tenantId === t.id).map(({ tenantId: _tenant, ...c }) => ({ ...c, current: c.id === caller.companyId })),
    }));
  });
}

/** GET /api/me: the user, the active tenant and company, its companies, permissions, tenants and the next step. */
export async function meBody(knex: Knex, caller: UserCaller) {
  return inContext(knex, ctxOf(caller), async (trx) => {
    const user = await trx('users').where({ id: caller.userId }).first('id', 'email', 'name', 'lastName', 'isSuperAdmin');
    const tenant = caller.tenantId ? await trx('tenants').where({ id: caller.tenantId }).first('id', 'name') : null;
    const companies = await trx('company_memberships as m')
      .join('companies as c', 'c.id', 'm.companyId')
      .where({ 'm.userId': caller.userId, 'm.active': true, 'c.active': true })
      .modify((q) => {
        if (caller.tenantId) q.where('m.tenantId', caller.tenantId);
      })
      .orderBy('c.name')
      .select('c.id', 'c.name', 'c.isMain');
    const member = companies.find((c: { id: string }) => c.id === caller.companyId) ?? null;
    // The active company's theme and the system variables the session carries (spec: session information).
    const company = member
      ? {
          ...member,
          ...(await trx('companies')
            .where({ id: member.id })
            .first(
              'mainColor',
              'secondaryColor',
              'timeZone',
              'language',
              'includeProcess',
              'preselectResponsibleUser',
              // The header shows the logo; the version changes with the company, so a new one is fetched.
              trx.raw('logo_path is not null as "hasLogo"'),
              trx.raw('extract(epoch from updated_at)::bigint as "logoVersion"'),
              // A client's contact here: the menu offers them the customer portal.
              trx.raw(`exists (select 1 from user_profiles up where up.user_id = ? and up.company_id = companies.id and up.is_contact) as "isContact"`, [
                caller.userId,
              ]),
            )),
          // Which days the member may still register time on (contract/work-dates.ts): the time form offers only those.
          timeRestriction: await timeRestrictionOf(trx, member.id, caller.userId),
        }
      : null;
    const tenantCount = (await tenantRows(trx, caller.userId)).length;
    const session = caller.via === 'cookie' ? await sessionSummary(trx, caller) : null;
    let next: NextStep = null;
    if (tenantCount === 0) next = 'register';
    else if (!company) next = 'no-company';
    else if (tenantCount > 1 && !session?.companyChosen) next = 'select-tenant';
    const { companyChosen: _chosen, ...sessionView } = session ?? { companyChosen: false };
    return {
      user,
      tenant: tenant ?? null,
      company,
      companies: company ? companies : [],
      permissions: caller.permissions,
      /** The Casbin lines of this user in this company: the admin enforces with the same model. */
      policy: caller.policy,
      tenantCount,
      next,
      session: session ? sessionView : { id: null, via: caller.via },
    };
  });
}

/** The member's restriction over registering time in the company (their profile's, else the company's). */
async function timeRestrictionOf(trx: Knex.Transaction, companyId: string, userId: string): Promise<Restriction> {
  const company = await trx('companies').where({ id: companyId }).first('restrictionType');
  const profile = await trx('user_profiles').where({ companyId, userId }).first('restriction');
  return memberRestriction((company?.restrictionType ?? 'none') as Restriction, profile?.restriction as Restriction | undefined);
}

async function sessionSummary(trx: Knex.Transaction, caller: UserCaller) {
  const row = await trx('auth_sessions').where({ id: caller.sessionId }).first('id', 'createdAt', 'lastActivityAt', 'companyChosenAt');
  const others = await trx('auth_sessions')
    .where({ userId: caller.userId })
    .whereNot({ id: caller.sessionId })
    .whereNull('endedAt')
    .where('lastActivityAt', '>', new Date(Date.now() - INACTIVITY_TIMEOUT_MS))
    .count({ n: '*' })
    .first();
  return {
    id: row.id as string,
    via: caller.via,
    createdAt: row.createdAt as Date,
    lastActivityAt: row.lastActivityAt as Date,
    expiresAt: new Date(new Date(row.lastActivityAt).getTime() + INACTIVITY_TIMEOUT_MS),
    otherOpenSessions: Number(others?.n ?? 0),
    companyChosen: Boolean(row.companyChosenAt),
  };
}

/**
 * Makes a company (or the default company of a tenant) the session's active one. Only an active
 * membership in an active company of an active tenant qualifies; anything else, existing or not,
 * is COMPANY_NOT_AVAILABLE and leaves the session as it was.
 */
export async function switchCompany(knex: Knex, caller: UserCaller, target: { companyId?: string; tenantId?: string }): Promise<UserCaller> {
  if (!target.companyId && !target.tenantId) throw invalid([{ field: 'companyId', code: 'REQUIRED' }]);
  return inContext(knex, ctxOf(caller), async (trx) => {
    const found = await defaultCompany(trx, caller.userId, target.tenantId, target.companyId);
    if (!found) throw new AppError('COMPANY_NOT_AVAILABLE');
    await trx('auth_sessions')
      .where({ id: caller.sessionId })
      .whereNull('endedAt')
      .update({ tenantId: found.tenantId, companyId: found.companyId, companyChosenAt: trx.fn.now() });
    const switched = await userCaller(trx, { ...caller, tenantId: found.tenantId, companyId: found.companyId });
    if (!switched) throw new AppError('SESSION_USER_INACTIVE');
    return switched;
  });
}
