// The client's view of a pre-invoice (issue 14, item 5; document 2's external area
// /external/settlement-billing/preinvoice-client/detail/{companyId}/{preinvoiceId}, no login guard).
// A link is issued from the pre-invoice by whoever holds its All/Workgroup pair: an HS256 token
// (jose) binding tenant, company, pre-invoice, expiry and a jti, the id of its preinvoice_links row
// (revocable, audited). The public routes verify the signature first, and only then run inside the
// token's tenant (row-level security) to check the row: ids matching the URL, not expired, not
// revoked, the pre-invoice not canceled. Every failure is the same 404 EXTERNAL_LINK_INVALID, so a
// guessed or altered link learns nothing (decision 218). The routes are external-link.routes.ts.
import type { Request } from '@hapi/hapi';
import type { Knex } from 'knex';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../platform/config.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { inContext } from '../../platform/db/knex.ts';
import { clientAddress, takeSlots, type Limit } from '../../auth/rate-limit.ts';
import * as audit from '../../audit/audit-log.ts';
import { reachable } from '../settlement-scope.ts';
import { auditMove, type SettlementCaller } from '../settlement-flow.ts';
import { ensureNonEmpty } from '../preinvoices/preinvoices.resource.ts';
import { settlementPdf, type PdfLanguage } from '../documents/settlement-pdf.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

export const LINK_DAYS = { default: 15, max: 90 } as const;
/** Where the admin shows the client's pre-invoice (the specification's path). */
export const EXTERNAL_PATH = '/external/settlement-billing/preinvoice-client/detail';
/** The header the client's page sends the token in (the link keeps it in its #fragment, out of any server log). */
export const TOKEN_HEADER = 'x-link-token';

const ISSUER = 'lawfirm';
const AUDIENCE = 'external-preinvoice';
const MINUTE = 60_000;
/** Per client address: every public call, and the comments. */
export const EXTERNAL_LIMITS = { readsPerIp: { max: 300, windowMs: 15 * MINUTE }, commentsPerIp: { max: 30, windowMs: 60 * MINUTE } } as const satisfies Record<
  string,
  Limit
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keyOf = (secret: string) => new TextEncoder().encode(secret);
const refused = () => new AppError('EXTERNAL_LINK_INVALID');

export interface LinkClaims {
  tenantId: string;
  companyId: string;
  preinvoiceId: string;
  linkId: string;
  expiresAt: Date;
}

export function signLink(secret: string, c: LinkClaims): Promise<string> {
  return new SignJWT({ tid: c.tenantId, cid: c.companyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(c.preinvoiceId)
    .setJti(c.linkId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(c.expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/** The token's claims when its signature, issuer, audience and expiry hold and its ids are the URL's; else the one refusal. */
export async function verifyLink(secret: string, token: unknown, companyId: string, preinvoiceId: string): Promise<LinkClaims> {
  if (typeof token !== 'string' || !token || token.length > 2000 || !UUID.test(companyId) || !UUID.test(preinvoiceId)) throw refused();
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const { tid, cid, sub, jti, exp } = payload as Record<string, unknown>;
    if (typeof tid !== 'string' || !UUID.test(tid) || typeof jti !== 'string' || !UUID.test(jti)) throw refused();
    if (cid !== companyId || sub !== preinvoiceId || typeof exp !== 'number') throw refused();
    return { tenantId: tid, companyId, preinvoiceId, linkId: jti, expiresAt: new Date(exp * 1000) };
  } catch {
    throw refused();
  }
}

/** Inside the token's tenant: the link's row still stands (not revoked, not expired) for a pre-invoice that is not canceled. */
async function standingLink(trx: Knex.Transaction, c: LinkClaims) {
  const link = await trx('preinvoice_links as l')
    .join('preinvoices as p', 'p.id', 'l.preinvoice_id')
    .where({ 'l.id': c.linkId, 'l.preinvoiceId': c.preinvoiceId, 'l.companyId': c.companyId, 'p.companyId': c.companyId })
    .whereNull('l.revokedAt')
    .where('l.expiresAt', '>', trx.fn.now())
    .whereNot('p.state', 'canceled')
    .first('l.id', 'l.expiresAt');
  if (!link) throw refused();
  return link as { id: string; expiresAt: Date };
}

const externalParams = (request: Request) => {
  const p = (request.params ?? {}) as Record<string, string>;
  return { companyId: String(p.companyId ?? ''), preinvoiceId: String(p.preinvoiceId ?? '') };
};

/**
 * The public routes' frame: one slot of the address's limits, the token verified, then one
 * transaction in the token's tenant with the link's row checked and its use counted.
 */
export async function withLink<T>(
  db: Knex,
  config: Config,
  request: Request,
  limits: { kind: 'external-ip' | 'external-comment-ip'; limit: Limit }[],
  fn: (trx: Knex.Transaction, claims: LinkClaims) => Promise<T>,
): Promise<T> {
  const ip = clientAddress(request, config.trustProxy);
  if (
    !(await takeSlots(
      db,
      limits.map((l) => ({ kind: l.kind, value: ip, limit: l.limit })),
    ))
  )
    throw new AppError('EXTERNAL_RATE_LIMITED');
  const { companyId, preinvoiceId } = externalParams(request);
  const claims = await verifyLink(config.externalLinkSecret, request.headers[TOKEN_HEADER], companyId, preinvoiceId);
  return inContext(db, { tenantId: claims.tenantId }, async (trx) => {
    await standingLink(trx, claims);
    await trx('preinvoice_links')
      .where({ id: claims.linkId })
      .update({ lastUsedAt: trx.fn.now(), useCount: trx.raw('use_count + 1') });
    return fn(trx, claims);
  });
}

/** The client's comment as sent ({ authorName, body }), refused field by field. */
export const commentPayload = (payload: unknown) => {
  const p = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const unknown = Object.keys(p).filter((k) => !['authorName', 'body'].includes(k));
  if (unknown.length) throw invalid(unknown.map((field) => ({ field, code: 'UNKNOWN_FIELD' as const })));
  const name = typeof p.authorName === 'string' ? p.authorName.trim() : '';
  if (!name) throw invalid([{ field: 'authorName', code: 'REQUIRED' }]);
  if (name.length > 200) throw invalid([{ field: 'authorName', code: 'TOO_LONG', params: { max: 200 } }]);
  if (typeof p.body === 'string' && p.body.trim().length > 2000) throw invalid([{ field: 'body', code: 'TOO_LONG', params: { max: 2000 } }]);
  return { authorName: name, body: ensureNonEmpty(p.body) };
};

/** A link's answer: its id, expiry, and the address with the token in its #fragment. */
function linkOf(config: Config, row: { id: string; expiresAt: Date }, token: string, companyId: string, preinvoiceId: string) {
  const path = `${EXTERNAL_PATH}/${companyId}/${preinvoiceId}#t=${token}`;
  return { id: row.id, expiresAt: row.expiresAt, path, url: `${config.publicUrl.replace(/\/$/, '')}${path}` };
}

/** Issues the client's link to a pre-invoice the caller reaches, valid `days`; recorded in the audit log. */
export async function issueLink(trx: Knex.Transaction, caller: SettlementCaller, config: Config, preinvoiceId: string, days: number) {
  const row = await reachable(trx, caller, 'SettlementReadPreinvoices', 'preinvoices', preinvoiceId);
  if (row.state === 'canceled') throw new AppError('EXTERNAL_PREINVOICE_CANCELED');
  const expiresAt = new Date(Date.now() + days * 24 * 60 * MINUTE);
  const [link] = await trx('preinvoice_links')
    .insert({ tenantId: caller.tenantId, companyId: caller.companyId, preinvoiceId, expiresAt, createdBy: caller.userId })
    .returning(['id', 'expiresAt']);
  await auditMove(trx, caller, 'preinvoices', preinvoiceId, 'issueExternalLink', {}, { externalLinkId: link.id, expiresAt: link.expiresAt });
  const token = await signLink(config.externalLinkSecret, { tenantId: caller.tenantId, companyId: caller.companyId, preinvoiceId, linkId: link.id, expiresAt });
  return linkOf(config, link, token, caller.companyId, preinvoiceId);
}

/**
 * Revokes a link (read through the caller's reach by the declared action, preinvoice-links.resource.ts);
 * revoking twice changes nothing. Recorded in its pre-invoice's audit log.
 */
export async function revokeLink(trx: Knex.Transaction, caller: SettlementCaller, linkId: string): Promise<void> {
  const link = await trx('preinvoice_links').where({ id: linkId }).forUpdate().first('id', 'preinvoiceId', 'revokedAt');
  if (!link || link.revokedAt) return;
  const [after] = await trx('preinvoice_links').where({ id: link.id }).update({ revokedAt: trx.fn.now(), revokedBy: caller.userId }).returning(['revokedAt']);
  const before = { externalLinkId: link.id, revokedAt: null };
  await auditMove(trx, caller, 'preinvoices', link.preinvoiceId, 'revokeExternalLink', before, { externalLinkId: link.id, revokedAt: after.revokedAt });
}

/** The client's comment through the link: it joins the pre-invoice's comments, shown to the client; recorded in the audit log. */
export async function addClientComment(trx: Knex.Transaction, claims: LinkClaims, payload: unknown) {
  const { authorName, body } = commentPayload(payload);
  const [row] = await trx('preinvoice_comments')
    .insert({
      tenantId: claims.tenantId,
      companyId: claims.companyId,
      preinvoiceId: claims.preinvoiceId,
      userId: null,
      authorName,
      body,
      forClient: true,
      fromClient: true,
    })
    .returning(['id', 'authorName', 'body', 'createdAt', 'fromClient']);
  await audit.record(trx, {
    tenantId: claims.tenantId,
    companyId: claims.companyId,
    actorId: null,
    entity: 'preinvoices',
    entityId: claims.preinvoiceId,
    action: 'externalComment',
    before: {},
    after: { externalLinkId: claims.linkId, commentId: row.id, authorName },
  });
  return { ...row, fromClient: true };
}

/** The pre-invoice's PDF through the link, with its file name (its code). */
export async function clientPdf(trx: Knex.Transaction, storage: FileStorage, claims: LinkClaims, language: PdfLanguage) {
  const code = (await trx('preinvoices').where({ id: claims.preinvoiceId }).first('code')).code as string;
  return { body: await settlementPdf(trx, storage, claims.preinvoiceId, language), name: `${code}.pdf` };
}
