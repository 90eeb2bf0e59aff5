// GET /api/meta/resources: the declarations the admin renders its generic pages from.
import type { ServerRoute } from '@hapi/hapi';
import type { Resource } from './define.ts';
import { toMeta } from './define.ts';

export function metaRoute(resources: readonly Resource[]): ServerRoute {
  const body = { resources: resources.map(toMeta) };
  return {
    method: 'GET',
    path: '/api/meta/resources',
    options: {
      description: 'Metadata of every resource: fields, list columns and filters, routes, permissions',
      tags: ['api', 'meta'],
      auth: 'session',
      plugins: { lawfirm: { permission: null, needsCompany: false } },
      handler: () => body,
    },
  };
}
