// The calls of a pre-invoice's editing before approval (save, save and approve) and of its billing
// notes (decisions 220 and 221). Each runs in the request's one transaction, behind the
// SettlementReadPreinvoices pair and the pre-invoice's reach; POSTs take an Idempotency-Key. The
// notes are listed by the declared billing-notes (`GET /api/billing-notes?preinvoiceId=`, decision
// 284), whose reads share `/api/billing-notes` with the commands here by method.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute, type RouteSpec } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { confirmingCaller } from '../../platform/resource/actions.ts';
import { reachable } from '../settlement-scope.ts';
import type { SettlementCaller } from '../settlement-flow.ts';
import { BILLING_NOTE_ACTIONS } from '../settlement-states.ts';
import { createNote, mentionableMembers, moveNote, saveAndApprove, savePreinvoice, updateNote, type SaveInput } from './preinvoice-edit.ts';

const access: Pick<RouteSpec, 'permission' | 'alsoAllowed' | 'tags'> = {
  permission: 'SettlementReadPreinvoicesAll',
  alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'],
  tags: ['settlement'],
};
const idParams = Joi.object<{ id: string }>({ id: idSchema.required() });
// Numbers are checked by the handler (decimal text, its own codes); Joi only shapes the payload.
const decimal = Joi.alternatives(Joi.string().max(30).allow(''), Joi.number());
const savePayload = Joi.object<SaveInput>({
  observations: Joi.string().allow('', null).max(2000),
  lines: Joi.array()
    .max(500)
    .items(
      Joi.object({ id: idSchema.required(), description: Joi.string().allow('').max(500), quantity: decimal, unitPrice: decimal, discountPercent: decimal }),
    )
    .default([]),
});
const notePayload = {
  description: Joi.string().allow('').max(2000),
  chargeType: Joi.string().allow('').max(10),
  currencyId: idSchema.allow(null),
  value: decimal.allow(null),
};

export function preinvoiceEditRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'POST',
      path: '/api/preinvoices/{id}/save',
      ...access,
      description:
        "Saves the leader's edits of a pre-invoice in created or revision (observations; per line description, quantity, unit price, discount): " +
        "the changed lines and the totals are priced again by the fee engine's rules",
      validate: { params: idParams, payload: savePayload },
      handler: async ({ trx, auth, params, payload }) => ({ id: params.id, ...(await savePreinvoice(trx, auth, params.id, payload)) }),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/preinvoices/{id}/save-and-approve',
      ...access,
      description:
        'Saves the edits as /save does, then approves the pre-invoice in the same transaction (the invoice is made); refused while a billing note is not closed; ' +
        'asks first: 409 PREINVOICE_APPROVAL_CONFIRM naming the prefix, client and saved total (nothing kept) unless X-Confirm names it',
      validate: { params: idParams, payload: savePayload },
      handler: async ({ trx, auth, params, payload, request }) => {
        const caller: SettlementCaller = confirmingCaller(auth, request);
        return { id: params.id, ...(await saveAndApprove(trx, caller, params.id, payload)) };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/preinvoices/{id}/mentionable',
      ...access,
      description: 'The active members a billing note of this pre-invoice may mention (@email), by name or email',
      validate: { params: idParams, query: Joi.object<{ q: string }>({ q: Joi.string().allow('').max(100).default('') }) },
      handler: async ({ trx, auth, params, query }) => {
        await reachable(trx, auth, 'SettlementReadPreinvoices', 'preinvoices', params.id);
        return mentionableMembers(trx, auth.companyId, query.q.trim());
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/preinvoices/{id}/notes',
      ...access,
      description:
        "A billing note on a line ('Debes escribir una nota' when empty): by hour (hours added to the line) or flat (an amount in the billing currency); @mentions told",
      validate: { params: idParams, payload: Joi.object({ lineId: idSchema.allow(null), ...notePayload }) },
      handler: async ({ trx, auth, params, payload, h }) => h.response(await createNote(trx, auth, params.id, payload)).code(201),
    }),
    defineRoute(db, {
      method: 'PATCH',
      path: '/api/billing-notes/{id}',
      ...access,
      description: 'Changes a billing note not closed (text, charge type, currency, value); its line and the totals follow; newly mentioned members are told',
      validate: { params: idParams, payload: Joi.object(notePayload) },
      handler: ({ trx, auth, params, payload }) => updateNote(trx, auth, params.id, payload),
    }),
    ...BILLING_NOTE_ACTIONS.map((action) =>
      defineRoute(db, {
        method: 'POST',
        path: `/api/billing-notes/{id}/${action}`,
        ...access,
        description: `Moves a billing note by its transition table (${action}); the pre-invoice must still be editable`,
        validate: { params: idParams },
        handler: ({ trx, auth, params }) => moveNote(trx, auth, params.id, action),
      }),
    ),
  ];
}
