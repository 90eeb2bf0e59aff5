// Refuses state-changing requests sent from another site's page (the session cookie is SameSite=Lax,
// this is the second wall): a browser always sends Origin on such requests; API clients send none.
import type { Plugin } from '@hapi/hapi';
import { AppError } from '../errors/app-error.ts';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

export const sameOriginPlugin: Plugin<{ publicUrl: string }> = {
  name: 'same-origin',
  register(server, { publicUrl }) {
    const allowed = new URL(publicUrl).origin;
    server.ext('onRequest', (request, h) => {
      if (SAFE_METHODS.has(request.method)) return h.continue;
      const origin = request.headers.origin;
      if (origin && origin !== allowed) throw new AppError('CROSS_SITE_REQUEST');
      return h.continue;
    });
  },
};
