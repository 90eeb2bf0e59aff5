// The Refine simple-rest contract of every declared resource, generated from its declaration.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../http/route.ts';
import type { Resource } from './define.ts';
import * as crud from './crud.ts';
import { fieldErrorCode, idSchema, listQuerySchema, payloadSchema } from './validation.ts';

const idParams = Joi.object({ id: idSchema.required() });

/** The X-Confirm header lists the warnings the user accepted (e.g. CLIENT_DOCUMENT_DUPLICATE). */
function confirmedCodes(header: string | string[] | undefined): Set<string> {
  return new Set(([] as string[]).concat(header ?? []).flatMap((h) => h.split(',')).map((s) => s.trim()).filter(Boolean));
}

export function resourceRoutes(db: () => Knex, r: Resource, registry: (name: string) => Resource): ServerRoute[] {
  const base = `/api/${r.name}`;
  const tags = [r.name];
  const routes: ServerRoute[] = [];
  const ops = new Set(r.operations);
  const writePayload = (mode: 'create' | 'update') => payloadSchema(r, mode);
  const errorCode = (d: Joi.ValidationErrorItem) => fieldErrorCode(r, d);

  if (ops.has('list')) {
    routes.push(defineRoute(db, {
      method: 'GET', path: base, permission: r.permission.read, alsoAllowed: r.lookupBy, tags, errorCode,
      description: `List ${r.name} (paging _start/_end, _sort/_order, filters, q); total in x-total-count`,
      validate: { query: listQuerySchema(r) },
      handler: async ({ trx, auth, query, h }) => {
        const { rows, total } = await crud.list(trx, r, auth, query);
        return h.response(rows).header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      },
    }));
  }
  if (ops.has('show')) {
    routes.push(defineRoute(db, {
      method: 'GET', path: `${base}/{id}`, permission: r.permission.read, tags, errorCode,
      description: `Get one ${r.name} row`,
      validate: { params: idParams },
      handler: ({ trx, auth, params }) => crud.getOne(trx, r, auth, params.id),
    }));
  }
  if (ops.has('create')) {
    routes.push(defineRoute(db, {
      method: 'POST', path: base, permission: r.permission.write, tags, errorCode,
      description: `Create a ${r.name} row`,
      validate: { payload: writePayload('create') },
      handler: async ({ trx, auth, payload, request, h }) => {
        const caller = { ...auth, confirmed: confirmedCodes(request.headers['x-confirm'] as string | undefined) };
        return h.response(await crud.create(trx, r, registry, caller, payload)).code(201);
      },
    }));
  }
  if (ops.has('update')) {
    routes.push(defineRoute(db, {
      method: 'PATCH', path: `${base}/{id}`, permission: r.permission.write, tags, errorCode,
      description: `Update some fields of a ${r.name} row`,
      validate: { params: idParams, payload: writePayload('update') },
      handler: ({ trx, auth, params, payload, request }) => {
        const caller = { ...auth, confirmed: confirmedCodes(request.headers['x-confirm'] as string | undefined) };
        return crud.update(trx, r, registry, caller, params.id, payload);
      },
    }));
  }
  if (ops.has('delete')) {
    routes.push(defineRoute(db, {
      method: 'DELETE', path: `${base}/{id}`, permission: r.permission.write, tags, errorCode,
      description: `Delete a ${r.name} row`,
      validate: { params: idParams },
      handler: ({ trx, auth, params }) => crud.remove(trx, r, auth, params.id),
    }));
  }
  return routes;
}
