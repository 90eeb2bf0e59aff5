// The Refine simple-rest contract of every declared resource, generated from its declaration.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import type { PermissionCode } from '../../../../policies/permissions.ts';
import { defineRoute } from '../http/route.ts';
import type { Resource } from './define.ts';
import * as crud from './crud.ts';
import * as writes from './write-steps.ts';
import { FILTER_SUFFIXES, fieldErrorCode, fieldOf, idSchema, listQuerySchema, payloadSchema } from './validation.ts';
import { AppError } from '../errors/app-error.ts';
import { forbiddenFieldChanges, type FieldWriter } from '../../contract/field-access.ts';
import { actionRoutes, confirmingCaller, withRowActions } from './actions.ts';
import { exportRoute } from './export.ts';

const idParams = Joi.object({ id: idSchema.required() });

type Row = Record<string, unknown>;

/**
 * What a caller may read of a resource with a lookup: everything with the read code, else only
 * the lookup fields (a filter or sort on another field is refused as unknown to them).
 */
function lookupView(r: Resource, auth: { can: (code: PermissionCode | null) => boolean; userId: string; companyId: string }) {
  if (!r.lookup || auth.can(r.permission.read) || (r.permission.also ?? []).some((code) => auth.can(code))) return null;
  const fields = new Set(['id', ...r.lookup.fields]);
  return {
    checkQuery(query: Record<string, unknown>): void {
      for (const key of Object.keys(query)) {
        if (key.startsWith('_') || key === 'q' || key === 'id') continue;
        const name = FILTER_SUFFIXES.reduce((k, suffix) => (k.endsWith(suffix) ? k.slice(0, -suffix.length) : k), key);
        if (!fields.has(name)) throw new AppError('INVALID_QUERY', {}, [{ field: key, code: 'UNKNOWN_FIELD' }]);
      }
      for (const name of String(query._sort ?? '')
        .split(',')
        .filter(Boolean)) {
        if (!fields.has(name)) throw new AppError('INVALID_QUERY', {}, [{ field: '_sort', code: 'UNKNOWN_FIELD' }]);
      }
    },
    pick: (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([k]) => fields.has(k))),
    /** Whether the lookup is for this caller at all (see ResourceDecl.lookupFor). */
    opens: (trx: Knex.Transaction): Promise<boolean> => (r.lookupFor ? r.lookupFor(trx, auth) : Promise.resolve(true)),
  };
}

/**
 * Refuses a write that changes a field the caller may not write (`writableBy`): 403 FORBIDDEN on
 * those fields, before anything is written. The admin disables the same fields by the same rule.
 */
async function refuseForbiddenFields(trx: Knex.Transaction, r: Resource, auth: crud.Caller & FieldWriter, payload: Row, id?: string) {
  const restricted = Object.keys(payload).filter((name) => fieldOf(r, name)?.writableBy);
  if (!restricted.length) return;
  const before = id ? await crud.getOne(trx, r, auth, id) : {};
  const forbidden = forbiddenFieldChanges(r.fields, auth, payload, before);
  if (forbidden.length)
    throw new AppError(
      'FORBIDDEN',
      {},
      forbidden.map((field) => ({ field, code: 'FORBIDDEN' })),
    );
}

export function resourceRoutes(db: () => Knex, r: Resource, registry: (name: string) => Resource): ServerRoute[] {
  const base = `/api/${r.name}`;
  const tags = [r.name];
  const routes: ServerRoute[] = [];
  const ops = new Set(r.operations);
  const writePayload = (mode: 'create' | 'update') => payloadSchema(r, mode);
  const errorCode = (d: Joi.ValidationErrorItem) => fieldErrorCode(r, d);
  // A scoped resource's Workgroup code opens its reads too; the rows are then narrowed in SQL.
  const workgroupCode = r.scope ? [`${r.scope.pair}Workgroup` as PermissionCode] : [];
  // A resource with a lookup opens its reads to every member; lookupView narrows what they see.
  const readPermission = r.lookup ? null : r.permission.read;
  // Codes that open the resource as its own do (decision 187).
  const also = r.permission.also ?? [];
  // What every write route of the resource says the same way.
  const writing = { alsoAllowed: also, tags, audience: r.audience, errorCode };

  if (ops.has('list')) {
    routes.push(
      defineRoute(db, {
        method: 'GET',
        path: base,
        permission: readPermission,
        alsoAllowed: [...r.lookupBy, ...workgroupCode, ...also],
        tags,
        audience: r.audience,
        errorCode,
        description: `List ${r.name} (paging _start/_end or by key with _cursor, _sort/_order, filters, q); total in x-total-count, next page's key in x-next-cursor`,
        validate: { query: listQuerySchema(r) },
        handler: async ({ trx, auth, query, h }) => {
          const view = lookupView(r, auth);
          view?.checkQuery(query);
          if (view && !(await view.opens(trx))) {
            return h.response([]).header('x-total-count', '0').header('access-control-expose-headers', 'x-total-count');
          }
          const { rows, total, next } = await crud.list(trx, r, auth, query);
          const res = h
            .response(view ? rows.map(view.pick) : rows.map((row) => withRowActions(r, auth.can, row)))
            .header('x-total-count', String(total))
            .header('access-control-expose-headers', 'x-total-count, x-next-cursor');
          return next ? res.header('x-next-cursor', next) : res;
        },
      }),
    );
  }
  // Declared before `{id}` so its path wins; a lookup's members export nothing (they only pick rows).
  if (r.exportable) routes.push(exportRoute(db, r, registry, readPermission, [...workgroupCode, ...also]));
  if (ops.has('show')) {
    routes.push(
      defineRoute(db, {
        method: 'GET',
        path: `${base}/{id}`,
        permission: readPermission,
        alsoAllowed: [...workgroupCode, ...also],
        tags,
        audience: r.audience,
        errorCode,
        description: `Get one ${r.name} row`,
        validate: { params: idParams },
        handler: async ({ trx, auth, params }) => {
          const view = lookupView(r, auth);
          if (view && !(await view.opens(trx))) throw new AppError('NOT_FOUND');
          const row = await crud.getOne(trx, r, auth, params.id);
          return view?.pick(row) ?? withRowActions(r, auth.can, row);
        },
      }),
    );
  }
  if (ops.has('create')) {
    routes.push(
      defineRoute(db, {
        method: 'POST',
        path: base,
        permission: r.permission.create ?? r.permission.write,
        ...writing,
        description: `Create a ${r.name} row`,
        validate: { payload: writePayload('create') },
        handler: async ({ trx, auth, payload, request, h }) => {
          await refuseForbiddenFields(trx, r, auth, payload);
          return h.response(await writes.create(trx, r, registry, confirmingCaller(auth, request), payload)).code(201);
        },
      }),
    );
  }
  if (ops.has('update')) {
    routes.push(
      defineRoute(db, {
        method: 'PATCH',
        path: `${base}/{id}`,
        permission: r.permission.write,
        ...writing,
        description: `Update some fields of a ${r.name} row`,
        validate: { params: idParams, payload: writePayload('update') },
        handler: async ({ trx, auth, params, payload, request }) => {
          await refuseForbiddenFields(trx, r, auth, payload, params.id);
          return writes.update(trx, r, registry, confirmingCaller(auth, request), params.id, payload);
        },
      }),
    );
  }
  if (ops.has('delete')) {
    routes.push(
      defineRoute(db, {
        method: 'DELETE',
        path: `${base}/{id}`,
        permission: r.permission.write,
        ...writing,
        description: `Delete a ${r.name} row`,
        validate: { params: idParams },
        handler: ({ trx, auth, params }) => writes.remove(trx, r, registry, auth, params.id),
      }),
    );
  }
  routes.push(...actionRoutes(db, r, registry));
  return routes;
}
