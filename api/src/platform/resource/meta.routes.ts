// GET /api/meta/resources: the declarations the admin renders its generic pages from. The same
// list also travels with GET /api/me?with=resources (auth/me.routes.ts), the admin's first read.
import type { ServerRoute } from '@hapi/hapi';
import type { ResourceMeta } from '../../contract/resource-meta.ts';
import type { Resource } from './define.ts';
import { toMeta } from './define.ts';

/** The resources' metadata, made once: it is the same for every caller. */
export function resourceMetas(resources: readonly Resource[]): () => ResourceMeta[] {
  let metas: ResourceMeta[] | undefined;
  return () => (metas ??= resources.map(toMeta));
}

export function metaRoute(metas: () => ResourceMeta[]): ServerRoute {
  const body = { resources: metas() };
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
