// Security headers on every answer, the admin's page and files as much as the API's JSON: a
// Content-Security-Policy that runs no inline script and talks to no other origin (the identity
// provider only receives the login form of its own pages, and our redirects to it are navigations,
// which CSP leaves alone), no framing, no MIME sniffing and no Referer leaving the site.
import type { Plugin, Request, ResponseObject } from '@hapi/hapi';
import type { Boom } from '@hapi/boom';

export const isHttps = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/** The policy for a given identity provider (its origin may receive forms: the provider's logout page posts to itself). */
export function contentSecurityPolicy(issuer?: string, opts: { inlineScript?: boolean } = {}): string {
  const idp = issuer ? ` ${new URL(issuer).origin}` : '';
  return [
    "default-src 'self'",
    // Inline script never (the built admin has none); the API documentation page is the one exception.
    `script-src 'self'${opts.inlineScript ? " 'unsafe-inline'" : ''}`,
    // Ant Design writes its styles at run time (CSS-in-JS): inline style is allowed, inline script is not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${idp}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Swagger UI (hapi-swagger) boots from one inline script: its pages only get 'unsafe-inline'. */
const isDocumentation = (request: Request) => request.path === '/documentation' || request.path.startsWith('/swaggerui/');

export const securityHeadersPlugin: Plugin<{ issuer?: string }> = {
  name: 'security-headers',
  register(server, { issuer }) {
    const strict = contentSecurityPolicy(issuer);
    const docs = contentSecurityPolicy(issuer, { inlineScript: true });
    server.ext(
      'onPreResponse',
      (request, h) => {
        const policy = isDocumentation(request) ? docs : strict;
        const response = request.response as ResponseObject | Boom;
        if ('isBoom' in response && response.isBoom) response.output.headers['content-security-policy'] = policy;
        else (response as ResponseObject).header('content-security-policy', policy);
        return h.continue;
      },
      { after: ['errors'] },
    ); // the errors plugin replaces a failure by a new response: set the header on that one
  },
};
