// Builds the Hapi server: errors, session auth, OpenAPI docs, the resource routes, auth routes
// and, when built, the admin's static files with the single-page fallback.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Hapi, { type ServerRoute } from '@hapi/hapi';
import Inert from '@hapi/inert';
import Vision from '@hapi/vision';
import HapiSwagger from 'hapi-swagger';
import type { Knex } from 'knex';
import { registerAuth } from './auth/auth.ts';
import type { Config } from './platform/config.ts';
import { AppError } from './platform/errors/app-error.ts';
import { errorsPlugin } from './platform/errors/errors-plugin.ts';
import { serveAdmin } from './platform/http/admin-files.ts';
import { registerJsonGzip } from './platform/http/json-gzip.ts';
import { requestLogPlugin } from './platform/http/request-log.ts';
import { registry, trackPool } from './platform/metrics.ts';
import { sameOriginPlugin } from './platform/http/same-origin.ts';
import { isHttps, securityHeadersPlugin } from './platform/http/security-headers.ts';
import { textInputPlugin } from './platform/http/text-input.ts';
import { openApiCachePlugin } from './platform/http/openapi-cache.ts';
import { metaRoute, resourceMetas } from './platform/resource/meta.routes.ts';
import { resourceRoutes } from './platform/resource/routes.ts';
import { configuredFileStorage } from './platform/storage/configured-storage.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { RESOURCES, resourceByName } from './resources.ts';
import { appRoutes } from './routes.ts';
import { registerAppHooks } from './hooks.ts';

export interface ServerDeps {
  config: Config;
  db: Knex;
  /** Extra routes and plugins (the OIDC login routes are added by auth/oidc). */
  extraRoutes?: ServerRoute[];
  onServer?: (server: Hapi.Server) => Promise<void> | void;
  /**
   * What `GET /api/ready` asks besides the database (the running API's job queue, whether it is
   * stopping): each part 'ok', 'off' (not run by this instance) or why not.
   */
  readiness?: () => Promise<Record<string, string>>;
  /** Where the JSON log goes (standard output by default; a test reads it). */
  logStream?: NodeJS.WriteStream;
  /**
   * The process's file storage, when its owner shares it with the background jobs (startApi) and
   * closes it; otherwise the server makes its own from the configuration and closes it on stop.
   */
  files?: FileStorage;
}

export async function createServer({ config, db, extraRoutes = [], onServer, readiness, logStream, files: given }: ServerDeps): Promise<Hapi.Server> {
  registerAppHooks(); // the domains' followers of master data's moves, once per process
  const server = Hapi.server({
    port: config.port,
    host: config.host,
    routes: {
      validate: { options: { abortEarly: false } },
      // JSON answers are compressed at zlib's fastest level: a page of rows shrinks almost as much as
      // at the default level 6, for a third of the CPU the whole process shares (issue 30).
      compression: { gzip: { level: 1 }, deflate: { level: 1 } },
      // JSON routes read JSON only: a form-encoded or text/plain body is what another site's page can
      // send without asking (no CORS preflight), so it is refused with 415 UNSUPPORTED_MEDIA_TYPE.
      // A body without Content-Type is read as JSON; uploads name their own types on the route.
      payload: { allow: ['application/json'], defaultContentType: 'application/json' },
      // X-Frame-Options, X-Content-Type-Options: nosniff, Referrer-Policy; HSTS only over https.
      security: {
        hsts: isHttps(config.publicUrl) ? { maxAge: 15_768_000, includeSubDomains: true } : false,
        xframe: 'deny',
        noSniff: true,
        referrer: 'no-referrer',
      },
    },
    router: { stripTrailingSlash: true },
  });
  registerJsonGzip(server);
  // Idle keep-alive sockets outlive the load balancer's (config.ts: http).
  server.listener.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.listener.headersTimeout = config.http.headersTimeoutMs;
  await server.register([
    { plugin: requestLogPlugin, options: { level: config.logLevel, stream: logStream } },
    { plugin: errorsPlugin },
    { plugin: securityHeadersPlugin, options: { issuer: config.oidc.issuer } },
    { plugin: sameOriginPlugin, options: { publicUrl: config.publicUrl } },
    { plugin: textInputPlugin },
    Inert,
    Vision,
  ]);
  await server.register({
    plugin: HapiSwagger,
    options: {
      info: { title: 'Lawfirm platform API', version: '0.1.0' },
      documentationPath: '/documentation',
      jsonPath: '/openapi.json',
      grouping: 'tags',
      auth: false,
    },
  });
  await server.register({ plugin: openApiCachePlugin, options: { jsonPath: '/openapi.json' } });
  const getDb = () => db;
  let files: FileStorage;
  if (given) files = given;
  else {
    const own = configuredFileStorage(config);
    server.events.on('stop', () => own.close());
    files = own;
  }
  const storage = () => files;
  const metas = resourceMetas(RESOURCES);
  registerAuth(server, { db: getDb, config, storage, resourceMetas: metas });
  server.route({
    method: 'GET',
    path: '/api/health',
    options: {
      auth: false,
      tags: ['api', 'platform'],
      description: 'Liveness and database reachability',
      plugins: { lawfirm: { permission: null, needsCompany: false } },
    },
    handler: async () => {
      await db.raw('select 1');
      return { status: 'ok' };
    },
  });
  server.route({
    method: 'GET',
    path: '/api/ready',
    options: {
      auth: false,
      tags: ['api', 'platform'],
      description: 'Readiness: the database and the job queue answer, and the instance is not stopping (503 otherwise)',
      plugins: { lawfirm: { permission: null, needsCompany: false } },
    },
    handler: async (_request, h) => {
      const database = await db.raw('select 1').then(
        () => 'ok',
        () => 'unreachable',
      );
      const checks: Record<string, string> = { database, ...(await readiness?.()) };
      const ready = Object.values(checks).every((check) => check === 'ok' || check === 'off');
      return h.response({ status: ready ? 'ready' : 'notReady', checks }).code(ready ? 200 : 503);
    },
  });
  const untrackPool = trackPool(db);
  server.events.on('stop', untrackPool);
  server.route({
    method: 'GET',
    path: '/metrics',
    options: {
      auth: false,
      tags: ['platform'],
      description: 'Prometheus metrics (METRICS_TOKEN, or from this machine only)',
      plugins: { lawfirm: { permission: null, needsCompany: false } },
    },
    handler: async (request, h) => {
      if (!mayReadMetrics(request, config.metricsToken)) throw new AppError('FORBIDDEN');
      return h.response(await registry.metrics()).type(registry.contentType);
    },
  });
  server.route(metaRoute(metas));
  for (const r of RESOURCES) server.route(resourceRoutes(getDb, r, resourceByName));
  server.route(appRoutes({ db: getDb, config, storage }));
  server.route(extraRoutes);
  await onServer?.(server);
  if (config.adminDist && fs.existsSync(path.join(config.adminDist, 'index.html'))) serveAdmin(server, config.adminDist);
  return server;
}

/**
 * GET /metrics is for the operator's scraper: with a token set, the caller must send it (compared in
 * constant time); without one, only a process on this machine, not through a proxy on it.
 */
function mayReadMetrics(request: Hapi.Request, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.info.remoteAddress);
  return loopback && !request.headers['x-forwarded-for'];
}
