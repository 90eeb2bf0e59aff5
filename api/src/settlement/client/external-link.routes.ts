// The client's links to a pre-invoice: issued from the pre-invoice by whoever holds its
// All/Workgroup pair (listing and revoking them is the declared preinvoice-links'); and the public routes the link opens (no login: the signed token,
// checked by withLink, decides). The rules and the SQL are external-link.ts's.
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import type { Config } from '../../platform/config.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { localeOf } from '../../platform/http/auth-context.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { authRoute } from '../../auth/auth-route.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { PdfLanguage } from '../documents/settlement-pdf.ts';
import { clientView } from './client-view.ts';
import { EXTERNAL_LIMITS, LINK_DAYS, TOKEN_HEADER, addClientComment, clientPdf, issueLink, withLink } from './external-link.ts';

const attachment = (h: ResponseToolkit, body: Buffer, name: string) =>
  h
    .response(body)
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('access-control-expose-headers', 'content-disposition');

export function externalLinkRoutes(db: () => Knex, config: Config, storage: () => FileStorage): ServerRoute[] {
  const tags = ['settlement'];
  const pairRoute = { permission: 'SettlementReadPreinvoicesAll' as const, alsoAllowed: ['SettlementReadPreinvoicesWorkgroup' as const], tags };
  const publicPath = '/api/external/preinvoices/{companyId}/{preinvoiceId}';
  return [
    defineRoute(db, {
      method: 'POST',
      path: '/api/preinvoices/{id}/external-links',
      ...pairRoute,
      description: `Issues the client's signed link to the pre-invoice, valid { days } (default ${LINK_DAYS.default}, at most ${LINK_DAYS.max}); answers its url (the token in its #fragment)`,
      validate: {
        params: Joi.object<{ id: string }>({ id: idSchema.required() }),
        // No body (null) reaches the handler as {}: the default is the handler's then.
        payload: Joi.object<{ days?: number }>({ days: Joi.number().integer().min(1).max(LINK_DAYS.max).default(LINK_DAYS.default) }).allow(null),
      },
      errorCode: (d) =>
        d.type === 'object.unknown' ? 'UNKNOWN_FIELD' : d.type.startsWith('number.') && d.type !== 'number.base' ? 'OUT_OF_RANGE' : 'INVALID_VALUE',
      handler: async ({ trx, auth, params, payload, h }) =>
        h.response(await issueLink(trx, auth, config, params.id, payload.days ?? LINK_DAYS.default)).code(201),
    }),
    authRoute({
      method: 'GET',
      path: publicPath,
      auth: false,
      description: `The client's view of a pre-invoice through its signed link (token in the ${TOKEN_HEADER} header): header, lines, totals, rounding rule, comments; 404 EXTERNAL_LINK_INVALID for any bad link`,
      handler: ({ request }) =>
        withLink(db(), config, request, [{ kind: 'external-ip', limit: EXTERNAL_LIMITS.readsPerIp }], async (trx, claims) => ({
          ...(await clientView(trx, claims.preinvoiceId)),
          linkExpiresAt: claims.expiresAt,
        })),
    }),
    authRoute({
      method: 'POST',
      path: `${publicPath}/comments`,
      auth: false,
      description:
        "The client comments on the pre-invoice through its signed link ({ authorName, body }); the comment joins the pre-invoice's comments in the product",
      handler: ({ request, h }) =>
        withLink(
          db(),
          config,
          request,
          [
            { kind: 'external-ip', limit: EXTERNAL_LIMITS.readsPerIp },
            { kind: 'external-comment-ip', limit: EXTERNAL_LIMITS.commentsPerIp },
          ],
          async (trx, claims) => h.response(await addClientComment(trx, claims, request.payload)).code(201),
        ),
    }),
    authRoute({
      method: 'GET',
      path: `${publicPath}/pdf`,
      auth: false,
      description: "The pre-invoice's PDF through its signed link (?language=es|en)",
      handler: ({ request, h }) =>
        withLink(db(), config, request, [{ kind: 'external-ip', limit: EXTERNAL_LIMITS.readsPerIp }], async (trx, claims) => {
          const asked = (request.query as Record<string, unknown>).language;
          const language: PdfLanguage = asked === 'en' || asked === 'es' ? asked : localeOf(request.headers['accept-language'] as string | undefined);
          const pdf = await clientPdf(trx, storage(), claims, language);
          return attachment(h, pdf.body, pdf.name);
        }),
    }),
  ];
}
