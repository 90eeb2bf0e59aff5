// A JSON answer a browser takes gzipped is compressed in one call on its serialised bytes, not
// through hapi's compression stream (decision 296): for a page of rows the stream's machinery (its
// chunks, the thread pool's round trips, a chunked answer) cost more than zlib's work itself.
import zlib from 'node:zlib';
import type { ResponseObject, Server } from '@hapi/hapi';

/** Above this hapi's stream compresses it, off the event loop (an export's JSON, the OpenAPI document). */
const MAX_BYTES = 256 * 1024;

export function registerJsonGzip(server: Server): void {
  // Hapi's own threshold (its settings hold them applied: an object, or false when compression is
  // off) and the routes' gzip options (server.ts: level 1).
  const { compression } = server.settings;
  if (typeof compression !== 'object') return;
  server.ext('onPreResponse', (request, h) => {
    const response = request.response;
    if (!response || ('isBoom' in response && response.isBoom)) return h.continue;
    const r = response as ResponseObject;
    if (r.variety !== 'plain' || r.source === null || typeof r.source !== 'object' || Buffer.isBuffer(r.source)) return h.continue;
    if (request.info.acceptEncoding !== 'gzip' || r.headers['content-encoding']) return h.continue;
    const type = (r.headers['content-type'] as string | undefined) ?? 'application/json; charset=utf-8';
    if (!type.startsWith('application/json')) return h.continue;
    const body = Buffer.from(JSON.stringify(r.source));
    if (body.length < compression.minBytes || body.length > MAX_BYTES) return h.continue;
    const answer = h
      .response(zlib.gzipSync(body, request.route.settings.compression?.gzip as zlib.ZlibOptions | undefined))
      .code(r.statusCode)
      .type(type)
      .compressed('gzip');
    for (const [name, value] of Object.entries(r.headers)) {
      if (name === 'content-type') continue;
      for (const one of Array.isArray(value) ? value : [value]) answer.header(name, String(one), { append: Array.isArray(value) });
    }
    return answer.vary('accept-encoding');
  });
}
