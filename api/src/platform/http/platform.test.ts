// Platform routes: metadata, OpenAPI (built once per server), error shape, unknown routes, bad JSON.
import { expect, it } from 'vitest';
import { RESOURCES } from '../../resources.ts';
import { createServer } from '../../server.ts';
import { apiTest } from '../testing/api-test.ts';

const { app, as } = apiTest({ as: ['admin'] });

it('serves the metadata of every resource without server-only details', async () => {
  const res = await app.request(as.admin, { method: 'GET', url: '/api/meta/resources' });
  expect(res.statusCode).toBe(200);
  const { resources } = res.result as { resources: Record<string, unknown>[] };
  expect(resources.map((r) => r.name)).toEqual(RESOURCES.map((r) => r.name));
  const clients = resources.find((r) => r.name === 'clients')!;
  expect(clients).toMatchObject({ routes: { list: '/grid-clients' }, permission: { read: 'ClientFullAccess' } });
  expect(clients).not.toHaveProperty('table');
  expect(clients).not.toHaveProperty('rules');
  expect(JSON.stringify(resources)).not.toContain('last_name');
});

it('needs a session for the metadata', async () => {
  expect((await app.request(null, { method: 'GET', url: '/api/meta/resources' })).statusCode).toBe(401);
});

it('serves the OpenAPI document listing every resource path', async () => {
  const res = await app.request(null, { method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys((res.result as { paths: Record<string, unknown> }).paths);
  for (const r of RESOURCES) expect(paths).toContain(`/api/${r.name}`);
}, 120_000); // the whole document is built here: some 4 CPU-seconds, far longer on a busy machine

it('builds the OpenAPI document once per server and request host, then answers that one again', async () => {
  type Doc = { host: string; paths: Record<string, unknown> };
  const get = (url: string, headers: Record<string, string> = {}) => app.request(null, { method: 'GET', url, headers });
  const full = await get('/openapi.json');
  expect((await get('/openapi.json')).result).toBe(full.result); // the same object: not built again
  // Its host comes from the request (here through a proxy), the tags filter from the query: each its own.
  const health = await get('/openapi.json?tags=platform');
  const proxied = await get('/openapi.json?tags=platform', { 'x-forwarded-host': 'firma.example' });
  expect(Object.keys((health.result as Doc).paths).sort()).toEqual(['/api/health', '/api/ready']);
  expect((health.result as Doc).host).toBe((full.result as Doc).host);
  expect((proxied.result as Doc).host).toBe('firma.example');
  expect((await get('/openapi.json?tags=platform', { 'x-forwarded-host': 'firma.example' })).result).toBe(proxied.result);
  expect((await get('/openapi.json?tags=platform')).result).toBe(health.result);
});

it('documents a route added after the document was built', async () => {
  const server = await createServer({ config: app.config, db: app.db });
  const paths = async () => Object.keys(((await server.inject('/openapi.json?tags=platform')).result as { paths: object }).paths).sort();
  expect(await paths()).toEqual(['/api/health', '/api/ready']);
  server.route({ method: 'GET', path: '/api/added-later', options: { auth: false, tags: ['api', 'platform'], handler: () => 'ok' } });
  expect(await paths()).toEqual(['/api/added-later', '/api/health', '/api/ready']);
});

it('answers an unknown API route with ROUTE_NOT_FOUND in both languages', async () => {
  const res = await app.request(as.admin, { method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'es' } });
  expect(res.statusCode).toBe(404);
  expect(res.result).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'Pagina no encontrada', messages: { en: 'Page not found' } });
});

it('answers malformed JSON with a 400, not a 500', async () => {
  const res = await app.request(as.admin, { method: 'POST', url: '/api/clients', payload: '{"name": ', headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(400);
  expect((res.result as { code: string }).code).toBe('INVALID_VALUE');
});

it('refuses unknown payload fields naming them', async () => {
  const res = await app.request(as.admin, { method: 'POST', url: '/api/practices', payload: { name: 'X', tenantId: '00000000-0000-0000-0000-000000000000' } });
  expect(res.statusCode).toBe(400);
  expect((res.result as { fields: { field: string; code: string }[] }).fields).toEqual([expect.objectContaining({ field: 'tenantId', code: 'UNKNOWN_FIELD' })]);
});

it('declares a permission (or none, explicitly) on every API route, public ones included', () => {
  const undeclared = app.server
    .table()
    .filter((route) => route.path.startsWith('/api/'))
    .filter((route) => route.settings.plugins?.lawfirm === undefined)
    .map((route) => `${route.method} ${route.path}`);
  expect(undeclared).toEqual([]);
});

it('refuses a state-changing request from another site with CROSS_SITE_REQUEST, writing nothing', async () => {
  const before = await app.owner('practices').count({ n: '*' }).first();
  const res = await app.request(as.admin, { method: 'POST', url: '/api/practices', payload: { name: 'Intrusa' }, headers: { origin: 'https://evil.example' } });
  expect(res.statusCode).toBe(403);
  expect((res.result as { code: string }).code).toBe('CROSS_SITE_REQUEST');
  expect(await app.owner('practices').count({ n: '*' }).first()).toEqual(before);
  const same = await app.request(as.admin, { method: 'POST', url: '/api/practices', payload: { name: 'Propia' }, headers: { origin: app.config.publicUrl } });
  expect(same.statusCode).toBe(201);
});
