// Declared commands of a resource: `POST /api/<resource>/{id}/<action>`, its bulk form
// `POST /api/<resource>/actions/<action>` with `{ ids }`, and their verification step (what the
// action would affect and whether it asks first). A move of the state machine is checked against the
// transition table; every action runs in the request's transaction, written to the audit log when
// the resource is audited.
import type { Request, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import type { PermissionCode } from '../../../../policies/permissions.ts';
import * as audit from '../../audit/audit-log.ts';
import { AppError, paramsIn, type FieldError, type Locale } from '../errors/app-error.ts';
import { defineRoute } from '../http/route.ts';
import * as crud from './crud.ts';
import type { ActingCaller, ActionContext, ActionDecl, Registry, Resource, StateMachineDecl, Verification } from './types.ts';
import { auditBase } from './write-steps.ts';
import { actionsFrom, assertTransition, tableActions } from './transitions.ts';
import type { ActionMeta, FieldMeta } from '../../contract/resource-meta.ts';
import { fieldErrorCode, idSchema, payloadSchema } from './validation.ts';

type Row = Record<string, unknown>;

export type { ActionContext, ActionDecl, StateMachineDecl, Verification };

/** The largest bulk request: one transaction, every row locked until it ends. */
export const MAX_BULK_IDS = 200;

/** The moves of each state table, computed once: a list asks for every row and command. */
const movesOf = new WeakMap<object, ReadonlySet<string>>();
function moves(transitions: object): ReadonlySet<string> {
  let found = movesOf.get(transitions);
  if (!found) movesOf.set(transitions, (found = new Set<string>(tableActions(transitions as Parameters<typeof tableActions>[0]))));
  return found;
}
const isMove = (r: Resource, name: string) => !!r.stateMachine && moves(r.stateMachine.transitions).has(name);
const permissionOf = (r: Resource, a: ActionDecl): PermissionCode | null => (a.permission === undefined ? r.permission.write : a.permission);
/** Codes that open an action beside its own: the resource's `also`, for actions on its write code. */
const alsoOf = (r: Resource, a: ActionDecl): PermissionCode[] => (a.permission !== undefined ? [] : (r.permission.also ?? []));

/** The public description of a resource's actions (GET /api/meta/resources). */
export function actionsMeta(r: Pick<Resource, 'name' | 'permission'> & { stateMachine?: StateMachineDecl }, decls: readonly ActionDecl[]): ActionMeta[] {
  return decls.map((a) => {
    const move = !!r.stateMachine && tableActions(r.stateMachine.transitions).includes(a.name);
    const payload: Record<string, FieldMeta> = {};
    for (const [key, { through: _t, expression: _e, searchSql: _q, searchColumn: _c, ...f }] of Object.entries(a.payload ?? {})) {
      payload[key] = { ...f, labelKey: f.labelKey ?? `actions.${r.name}.${a.name}.fields.${key}` };
    }
    return {
      name: a.name,
      permission: a.permission === undefined ? r.permission.write : a.permission,
      bulk: a.bulk ?? move,
      verify: !!a.verify,
      ...(a.opens ? { opens: a.opens } : {}),
      ...(a.danger ? { danger: true } : {}),
      payload,
    };
  });
}

/**
 * The actions a row may take now, for the caller: the moves its state allows by the table, plus
 * the free commands, each only with its permission. Guards that need the database run on the call.
 */
export function rowActions(r: Resource, can: (code: PermissionCode | null) => boolean, row: Row): string[] {
  const legal = r.stateMachine ? new Set<string>(actionsFrom(r.stateMachine.transitions, String(row[r.stateMachine.field]))) : new Set<string>();
  return r.commands
    .filter((a) => (!isMove(r, a.name) || legal.has(a.name)) && [permissionOf(r, a), ...alsoOf(r, a)].some(can) && (a.offeredWhen?.(row, can) ?? true))
    .map((a) => a.name);
}

/**
 * Adds each row's `actions` (see rowActions) to rows answered by list and get. The row is the
 * query's own object, about to be answered: it takes the field in place (a copy of forty columns
 * per row was a visible share of a list's CPU).
 */
export function withRowActions(r: Resource, can: (code: PermissionCode | null) => boolean, row: Row): Row {
  if (r.commands.length) row.actions = rowActions(r, can, row);
  return row;
}

/** Locks and reads the row, checks the move, the guard and the verification; answers the context. */
async function prepare(trx: Knex.Transaction, r: Resource, registry: Registry, caller: ActingCaller, a: ActionDecl, id: string, payload: Row) {
  // The row lock serialises two actions on one row: the second sees the first one's state.
  await trx(r.table).where({ id }).forUpdate().first('id');
  const row = await crud.getOne(trx, r, caller, id); // 404 unless the caller's company (and scope) sees it
  const ctx: ActionContext = { trx, resource: r, registry, caller, id, row, payload };
  if (isMove(r, a.name)) ctx.next = assertTransition(r.stateMachine!.transitions, String(row[r.stateMachine!.field]), a.name);
  await a.guard?.(ctx);
  const verification: Verification = a.verify ? await a.verify(ctx) : { affected: {} };
  return { ctx, verification };
}

async function apply(a: ActionDecl, ctx: ActionContext): Promise<{ row: Row; created: boolean }> {
  const { trx, resource: r, caller, id, row } = ctx;
  // A grid's row may leave the grid by the move (approved work leaves the revision): read it back,
  // and record it, as the resource whose rows the grid shows.
  const reader = r.rowsOf ? ctx.registry(r.rowsOf) : r;
  if (ctx.next !== undefined) {
    await trx(r.table)
      .where({ id })
      .update({ [r.stateMachine!.field]: ctx.next, updatedAt: trx.fn.now() });
  }
  const answered = await a.effect?.(ctx);
  if (a.opens) {
    if (!answered) throw new Error(`action ${r.name}.${a.name} opens a row but its effect answered none`);
    return { row: answered, created: true };
  }
  const after = await crud.getOne(trx, reader, caller, id);
  // As its writes, an action is told in the audit log when the resource is audited (not a notification read).
  if (reader.audited) {
    await audit.record(trx, {
      ...auditBase(reader, caller, id),
      action: a.name,
      before: row,
      after: { ...after, ...(Object.keys(ctx.payload).length ? { payload: ctx.payload } : {}) },
    });
  }
  return { row: after, created: false };
}

/** The action's question unanswered (the request's X-Confirm does not name it): 409 with its code and params. */
export function refuseUnconfirmed(caller: crud.Caller, verification: Verification): void {
  const confirm = verification.confirm;
  if (confirm && !caller.confirmed?.has(confirm.code)) throw new AppError(confirm.code, confirm.params);
}

/** Sums the affected counts of several rows' verifications (the bulk form's). */
function sumAffected(all: Verification[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const v of all) for (const [k, n] of Object.entries(v.affected)) total[k] = (total[k] ?? 0) + n;
  return total;
}

/**
 * The bulk form is all or nothing: every row is checked first (state, guard); if any is refused,
 * 409 ACTION_REFUSED names each refused row (`ids[3]`) with its own code, and nothing changes.
 */
async function prepareAll(trx: Knex.Transaction, r: Resource, registry: Registry, caller: ActingCaller, a: ActionDecl, ids: string[], payload: Row) {
  const prepared: Awaited<ReturnType<typeof prepare>>[] = [];
  const refused: FieldError[] = [];
  // Locks in id order, so two bulk requests over overlapping rows cannot deadlock.
  const order = ids.map((id, i) => ({ id, i })).sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  for (const { id, i } of order) {
    try {
      prepared[i] = await prepare(trx, r, registry, caller, a, id, payload);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ field: `ids[${i}]`, code: err.code, params: err.params });
    }
  }
  if (refused.length) {
    refused.sort((x, y) => Number(x.field.slice(4, -1)) - Number(y.field.slice(4, -1)));
    throw new AppError('ACTION_REFUSED', { count: refused.length }, refused);
  }
  const verification: Verification = { affected: sumAffected(prepared.map((p) => p.verification)) };
  // One question for the whole selection: the first row's code, with the summed counts as params.
  const asking = prepared.find((p) => p.verification.confirm)?.verification.confirm;
  if (asking) verification.confirm = { code: asking.code, params: { ...asking.params, ...verification.affected } };
  return { prepared, verification };
}

/** The X-Confirm header lists the warnings the user accepted (e.g. CLIENT_DEACTIVATION_CONFIRM). */
export function confirmedCodes(header: string | string[] | undefined): Set<string> {
  return new Set(
    ([] as string[])
      .concat(header ?? [])
      .flatMap((h) => h.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** The caller with the warnings its request's X-Confirm header accepted. */
export function confirmingCaller<C extends object>(auth: C, request: Request): C & { confirmed: Set<string> } {
  return { ...auth, confirmed: confirmedCodes(request.headers['x-confirm'] as string | undefined) };
}

const verificationBody = (a: ActionDecl, v: Verification, locale: Locale, state?: string, next?: string) => ({
  action: a.name,
  ...(state !== undefined ? { state, next } : {}),
  affected: v.affected,
  confirm: v.confirm?.code ?? null,
  confirmParams: paramsIn(v.confirm?.params ?? {}, locale),
});

/** The routes of a resource's declared actions (none when it declares none). */
export function actionRoutes(db: () => Knex, r: Resource, registry: Registry): ServerRoute[] {
  const routes: ServerRoute[] = [];
  const base = `/api/${r.name}`;
  const tags = [r.name];
  const idParams = Joi.object({ id: idSchema.required() });
  for (const a of r.commands) {
    const permission = permissionOf(r, a);
    const alsoAllowed = alsoOf(r, a);
    const payloadResource = { ...r, name: `${r.name}-${a.name}`, fields: actionsMeta(r, [a])[0].payload } as Resource;
    const payload = payloadSchema(payloadResource, 'create');
    const errorCode = (d: Joi.ValidationErrorItem) => fieldErrorCode(payloadResource, d);
    const stateOf = (row: Row) => (r.stateMachine ? String(row[r.stateMachine.field]) : undefined);

    routes.push(
      defineRoute(db, {
        method: 'GET',
        path: `${base}/{id}/${a.name}/preview`,
        permission,
        alsoAllowed,
        tags,
        audience: r.audience,
        description: `Verify ${a.name} on a ${r.name} row: refuses as the action would, else answers what it would affect and whether it asks first`,
        validate: { params: idParams },
        handler: async ({ trx, auth, params, locale }) => {
          const { ctx, verification } = await prepare(trx, r, registry, auth, a, params.id, {});
          return verificationBody(a, verification, locale, stateOf(ctx.row), ctx.next);
        },
      }),
    );
    routes.push(
      defineRoute(db, {
        method: 'POST',
        path: `${base}/{id}/${a.name}`,
        permission,
        alsoAllowed,
        tags,
        audience: r.audience,
        errorCode,
        description: `${a.name} a ${r.name} row (Idempotency-Key; X-Confirm when it asks first)`,
        validate: { params: idParams, payload: payload.allow(null) },
        handler: async ({ trx, auth, params, payload: body, request, h }) => {
          const caller = confirmingCaller(auth, request);
          const { ctx, verification } = await prepare(trx, r, registry, caller, a, params.id, body ?? {});
          refuseUnconfirmed(caller, verification);
          const { row, created } = await apply(a, ctx);
          return h.response(withRowActions(r, auth.can, row)).code(created ? 201 : 200);
        },
      }),
    );
    if (!(a.bulk ?? isMove(r, a.name))) continue;
    // The bulk form takes the ids and the action's own payload fields (a return's reason) for every row.
    const bulkPayload = payload.keys({ ids: Joi.array().items(idSchema).min(1).max(MAX_BULK_IDS).unique().required() });
    routes.push(
      defineRoute(db, {
        method: 'POST',
        path: `${base}/actions/${a.name}/preview`,
        permission,
        alsoAllowed,
        tags,
        audience: r.audience,
        idempotent: false,
        description: `Verify ${a.name} on several ${r.name} rows: refuses as the action would (naming ids[i]), else the summed counts`,
        validate: { payload: Joi.object({ ids: Joi.array().items(idSchema).min(1).max(MAX_BULK_IDS).unique().required() }).unknown(true) },
        handler: async ({ trx, auth, payload: body, locale }) => {
          const { verification } = await prepareAll(trx, r, registry, auth, a, body.ids as string[], {});
          return verificationBody(a, verification, locale);
        },
      }),
    );
    routes.push(
      defineRoute(db, {
        method: 'POST',
        path: `${base}/actions/${a.name}`,
        permission,
        alsoAllowed,
        tags,
        audience: r.audience,
        errorCode,
        description: `${a.name} several ${r.name} rows in one transaction: all or nothing (refused rows named ids[i])`,
        validate: { payload: bulkPayload },
        handler: async ({ trx, auth, payload: body, request }) => {
          const caller = confirmingCaller(auth, request);
          const { ids, ...fields } = body;
          const { prepared, verification } = await prepareAll(trx, r, registry, caller, a, ids as string[], fields);
          refuseUnconfirmed(caller, verification);
          const rows: Row[] = [];
          for (const p of prepared) rows.push(withRowActions(r, auth.can, (await apply(a, p.ctx)).row));
          return { action: a.name, rows };
        },
      }),
    );
  }
  return routes;
}
