// POST /api/auth/need-help: the help form of the login page; no session needed.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import type { Config } from '../platform/config.ts';
import { MAILBOX } from '../platform/mail/outbox.ts';
import { authRoute, fieldCodes } from './auth-route.ts';
import { submitHelpRequest, type HelpRequest } from './need-help.ts';
import { clientAddress } from './rate-limit.ts';

const payload = Joi.object({ email: Joi.string().trim().max(254).pattern(MAILBOX).required(), concern: Joi.string().trim().max(2000).required() }).label(
  'need-help',
);

export function needHelpRoutes(db: () => Knex, config: Config): ServerRoute[] {
  return [
    authRoute({
      method: 'POST',
      path: '/api/auth/need-help',
      auth: false,
      description: 'Stores a help request (email and concern) and mails it to the support address; limited per email and address',
      validate: { payload },
      errorCode: fieldCodes({ email: { format: 'EMAIL_NOT_ALLOWED' } }),
      handler: async ({ request, h, locale }) => {
        const stored = await submitHelpRequest(db(), config.mail, request.payload as HelpRequest, {
          ip: clientAddress(request, config.trustProxy),
          userAgent: request.headers['user-agent'] as string | undefined,
          locale,
        });
        return h.response(stored).code(201);
      },
    }),
  ];
}
