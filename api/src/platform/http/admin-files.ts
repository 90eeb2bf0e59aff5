// The built admin: its files as they are, any other non-API path answered with index.html. The
// build writes each script and stylesheet again compressed, Brotli and gzip at their highest levels
// (admin/vite.config.ts); a browser that accepts one is sent that copy as it is (decision 300).
import fs from 'node:fs';
import path from 'node:path';
import Accept from '@hapi/accept';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';

/** The build's compressed copies, by encoding, in the server's order of preference. */
const BUILT_COPIES: Readonly<Record<string, string>> = { br: '.br', gzip: '.gz' };

export function serveAdmin(server: Server, dist: string): void {
  server.route({
    method: 'GET',
    path: '/{path*}',
    options: { auth: false, tags: ['admin'] },
    handler: (request, h) => {
      const rel = String(request.params.path ?? '');
      const file = path.join(dist, rel);
      if (rel && file.startsWith(dist) && isFile(file)) {
        // A built asset's name carries its content's hash: it never changes under that name.
        return builtFile(request, h, file, dist).header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      if (rel.startsWith('api/')) return h.response({ code: 'ROUTE_NOT_FOUND' }).code(404);
      return h.file(path.join(dist, 'index.html'), { confine: dist }).header('cache-control', 'no-cache');
    },
  });
}

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The file, or the build's compressed copy of it in the encoding the request prefers among those
 * written (with the file's own type); without a copy, or for a range of bytes, the file as it is,
 * which the server compresses on the fly as it does any answer.
 */
function builtFile(request: Request, h: ResponseToolkit, file: string, dist: string) {
  const encoding = request.headers.range ? undefined : acceptedCopy(request.headers['accept-encoding'] as string | undefined, file);
  if (!encoding) return h.file(file, { confine: dist });
  return h
    .file(file + BUILT_COPIES[encoding], { confine: dist })
    .type((request.server.mime.path(file) as { type?: string }).type ?? 'application/octet-stream')
    .compressed(encoding)
    .vary('accept-encoding');
}

function acceptedCopy(header: string | undefined, file: string): string | undefined {
  let preferred: string;
  try {
    preferred = Accept.encoding(header, Object.keys(BUILT_COPIES));
  } catch {
    return undefined; // an Accept-Encoding the server cannot read: the file as it is
  }
  return preferred in BUILT_COPIES && isFile(file + BUILT_COPIES[preferred]) ? preferred : undefined;
}
