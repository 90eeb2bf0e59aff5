// Bearer access tokens for API clients that are not browsers: a JWT issued by the configured
// identity provider, verified against its JWKS (from discovery) with issuer and audience checked,
// and mapped to a platform user by its email claim (or, when the token has none, by userinfo).
// No session row: the token is the credential; the company is the user's default one, or the one
// named by the `X-Company-Id` header when the user belongs to it.
import type { Knex } from 'knex';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import { AppError } from '../platform/errors/app-error.ts';
import { inContext } from '../platform/db/knex.ts';
import { oidcClient } from './oidc.ts';
import { EMPTY_ID, defaultCompany, userCaller, type UserCaller } from './sessions.ts';

export interface BearerOptions {
  getIssuer: () => string | undefined;
  clientId: string;
  clientSecret: string;
  /** The audience (resource indicator) our access tokens carry. */
  getAudience: () => string;
}

/** Emails learnt from userinfo, per token, until the token expires (bounded). */
const USERINFO_CACHE_MAX = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BearerVerifier = (token: string) => Promise<{ email: string }>;

export function bearerVerifier(opts: BearerOptions): BearerVerifier {
  const client = oidcClient(opts.getIssuer, opts.clientId, opts.clientSecret);
  let jwks: { uri: string; get: JWTVerifyGetKey } | undefined;
  const userinfoEmails = new Map<string, { email: string; exp: number }>();

  async function verify(token: string, configuration: oidc.Configuration): Promise<JWTPayload> {
    const meta = configuration.serverMetadata();
    if (!meta.jwks_uri) throw new AppError('INVALID_TOKEN');
    if (jwks?.uri !== meta.jwks_uri) jwks = { uri: meta.jwks_uri, get: createRemoteJWKSet(new URL(meta.jwks_uri)) };
    try {
      const { payload } = await jwtVerify(token, jwks.get, { issuer: meta.issuer, audience: opts.getAudience(), requiredClaims: ['sub', 'exp'] });
      return payload;
    } catch {
      throw new AppError('INVALID_TOKEN');
    }
  }

  /** Issuers that keep the email out of access tokens answer it at userinfo, with this same token. */
  async function emailFromUserinfo(token: string, payload: JWTPayload, configuration: oidc.Configuration): Promise<string | undefined> {
    const cached = userinfoEmails.get(token);
    if (cached && cached.exp * 1000 > Date.now()) return cached.email;
    try {
      const info = await oidc.fetchUserInfo(configuration, token, payload.sub!);
      if (typeof info.email !== 'string') return undefined;
      if (userinfoEmails.size >= USERINFO_CACHE_MAX) userinfoEmails.clear();
      userinfoEmails.set(token, { email: info.email, exp: payload.exp! });
      return info.email;
    } catch {
      return undefined;
    }
  }

  return async (token) => {
    if (!opts.getIssuer()) throw new AppError('INVALID_TOKEN'); // no issuer configured: no token can be ours
    const configuration = await client();
    const payload = await verify(token, configuration);
    const email = typeof payload.email === 'string' ? payload.email : await emailFromUserinfo(token, payload, configuration);
    if (!email) throw new AppError('INVALID_TOKEN');
    return { email: email.toLowerCase() };
  };
}

/** The caller for a verified token: the user of that email, in the requested or default company. */
export async function bearerCaller(knex: Knex, email: string, requestedCompanyId: string | undefined): Promise<UserCaller> {
  return inContext(knex, { email }, async (trx) => {
    const user = await trx('users').whereRaw('lower(email) = ?', [email]).first('id', 'active');
    if (!user) throw new AppError('USER_NOT_REGISTERED');
    if (!user.active) throw new AppError('SESSION_USER_INACTIVE');
    let company: { tenantId: string; companyId: string } | undefined;
    if (requestedCompanyId !== undefined) {
      await trx.raw(`select set_config('app.user_id', ?, true)`, [user.id]);
      company = UUID.test(requestedCompanyId) ? await defaultCompany(trx, user.id, undefined, requestedCompanyId) : undefined;
      if (!company) throw new AppError('COMPANY_NOT_AVAILABLE');
    }
    const caller = await userCaller(trx, {
      sessionId: EMPTY_ID,
      userId: user.id,
      via: 'bearer',
      tenantId: company?.tenantId ?? null,
      companyId: company?.companyId ?? null,
    });
    if (!caller) throw new AppError('SESSION_USER_INACTIVE');
    return caller;
  });
}
