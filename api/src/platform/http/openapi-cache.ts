// The OpenAPI document, built once per server instead of on every request. hapi-swagger builds it
// anew for each GET of its JSON route: for this API some 4 CPU-seconds and 833 KB, so a few requests
// in a row stall the server. What it builds from does not change while the server runs (the route
// table) except a few request headers (its `host` and `schemes`) and the `tags` filter; so each
// document it built is answered again to requests that agree on those, and dropped when a route is added.
import type { Boom } from '@hapi/boom';
import type { Plugin, Request, ResponseObject } from '@hapi/hapi';

/** Documents kept, one per distinct set of those inputs (behind one proxy, one or two). */
const MAX_KEPT = 4;

/** Everything of a request hapi-swagger 17's builder reads (getHost, getSchema, getServerUrl, the tags filter). */
const inputsOf = (request: Request) =>
  JSON.stringify([
    request.info.host,
    request.info.referrer,
    request.query.tags,
    ...['x-forwarded-host', 'x-forwarded-proto', 'disguised-host', 'x-arr-ssl'].map((name) => request.headers[name]),
  ]);

export const openApiCachePlugin: Plugin<{ jsonPath: string }> = {
  name: 'openapi-cache',
  register(server, { jsonPath }) {
    const built = new Map<string, object>();
    server.events.on('route', () => built.clear());
    server.ext('onPreHandler', (request, h) => {
      if (request.route.path !== jsonPath) return h.continue;
      const doc = built.get(inputsOf(request));
      return doc === undefined ? h.continue : h.response(doc).takeover();
    });
    server.ext('onPostHandler', (request, h) => {
      const response = request.response as ResponseObject | Boom;
      if (request.route.path !== jsonPath || 'isBoom' in response || response.statusCode !== 200) return h.continue;
      if (built.size >= MAX_KEPT) built.delete(built.keys().next().value!); // the oldest
      built.set(inputsOf(request), response.source as object);
      return h.continue;
    });
  },
};
