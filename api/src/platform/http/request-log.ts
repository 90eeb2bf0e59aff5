// Every request gets an id, and leaves one JSON line when answered (pino, through hapi-pino) and
// its time in the metrics' histogram (platform/metrics.ts).
// - The id: the caller's `X-Request-Id` when it is a plain token (a proxy or a client that already
//   named the request), else a new UUID; returned in `X-Request-Id` on every answer, errors too, and
//   bound to every line the request logs (`request.logger`).
// - The line: method, route (the declared path, not the URL: no ids or query strings with names in
//   them), status, milliseconds, and who called (user, tenant, company). Never headers, cookies,
//   payloads or query strings: secrets and personal data stay out of the logs.
import crypto from 'node:crypto';
import type { Plugin, Request, ResponseObject } from '@hapi/hapi';
import type { Boom } from '@hapi/boom';
import HapiPino from 'hapi-pino';
import type { AuthContext } from './auth-context.ts';
import { httpDuration } from '../metrics.ts';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    requestId?: string;
  }
}

/** A caller's id is taken as it is when it could not carry anything else (no spaces, no markup). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestIdOf = (request: Request): string => request.app.requestId ?? '';

export const requestLogPlugin: Plugin<{ level: string; stream?: NodeJS.WriteStream }> = {
  name: 'request-log',
  async register(server, { level, stream }) {
    server.ext('onRequest', (request, h) => {
      const given = request.headers['x-request-id'];
      request.app.requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
      return h.continue;
    });
    // After the errors plugin, which answers an error with a response of its own.
    server.ext(
      'onPreResponse',
      (request, h) => {
        const response = request.response as ResponseObject | Boom;
        const id = requestIdOf(request);
        if ('isBoom' in response && response.isBoom) response.output.headers['x-request-id'] = id;
        else (response as ResponseObject).header('x-request-id', id);
        return h.continue;
      },
      { after: ['errors'] },
    );
    await server.register({
      plugin: HapiPino,
      options: {
        level,
        ...(stream && { stream }),
        // The line below replaces hapi-pino's own, which would serialise the request's headers.
        logRequestComplete: false,
        logPayload: false,
        logQueryParams: false,
        logPathParams: false,
        log4xxResponseErrors: false,
        getChildBindings: (request) => ({ requestId: requestIdOf(request) }),
        redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[hidden]' },
      },
    });
    server.events.on('response', (request) => {
      const response = request.response as ResponseObject | Boom | null;
      const status = response && 'isBoom' in response && response.isBoom ? response.output.statusCode : (response as ResponseObject | null)?.statusCode;
      const caller = request.auth.credentials as Partial<AuthContext> | null;
      const line = {
        method: request.method.toUpperCase(),
        route: request.route.path,
        status,
        ms: request.info.responded ? request.info.responded - request.info.received : undefined,
        ...(caller?.userId && { userId: caller.userId, tenantId: caller.tenantId, companyId: caller.companyId }),
      };
      if (status !== undefined && request.info.responded) {
        httpDuration.observe({ method: line.method, route: line.route, status: String(status) }, (request.info.responded - request.info.received) / 1000);
      }
      const logger = request.logger ?? server.logger;
      if ((status ?? 500) >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    });
  },
};
