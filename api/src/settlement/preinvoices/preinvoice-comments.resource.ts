// A pre-invoice's comments (decision 276): the firm's, internal unless written for the client, and
// the client's own (written through its link or the customer portal, client/). Seen with their
// pre-invoice: scoped by the SettlementReadPreinvoices pair on its project, so a Workgroup holder
// reads and writes the comments of their projects' pre-invoices only. Listed oldest first by
// `?preinvoiceId=`; a comment is never changed.
import { boolean, defineResource, ref, text, textarea } from '../../platform/resource/define.ts';

export const preinvoiceComments = defineResource({
  name: 'preinvoice-comments',
  table: 'preinvoice_comments',
  ownedBy: 'company',
  permission: { read: 'SettlementReadPreinvoicesAll', write: 'SettlementReadPreinvoicesAll', also: ['SettlementReadPreinvoicesWorkgroup'] },
  operations: ['list', 'show', 'create'],
  scope: { pair: 'SettlementReadPreinvoices', project: '(select p.project_id from preinvoices p where p.id = t.preinvoice_id)' },
  titleField: 'body',
  fields: {
    // A pre-invoice out of the caller's reach is no reference they may name: 400 INVALID_REFERENCE.
    preinvoiceId: ref('preinvoices', { required: true }),
    body: textarea({ required: true, requiredCode: 'MESSAGE_REQUIRED', max: 2000 }),
    // Shown to the client on its link and in the portal; the firm's comments are internal by default.
    forClient: boolean({ default: false }),
    // Written by the client (its link, the portal), never through this resource.
    fromClient: boolean({ readOnly: true }),
    userId: ref('users', { readOnly: true }),
    authorName: text({ readOnly: true, max: 200 }),
  },
  list: {
    columns: ['authorName', 'body', 'forClient', 'fromClient'],
    filters: ['preinvoiceId', 'forClient', 'fromClient'],
    defaultSort: { field: 'createdAt', order: 'asc' },
  },
  routes: { list: '/settlement-billing/preinvoice-comments' },
  menu: 'hidden',
  rules: {
    // Signed by the writer, with their name as it is today (the client's link signs with the name typed).
    beforeWrite: async (_row, ctx) => {
      if (!ctx.stamp || !ctx.caller?.userId) return;
      const user = await ctx.trx('users').where({ id: ctx.caller.userId }).first('name', 'lastName');
      Object.assign(ctx.stamp, { userId: ctx.caller.userId, authorName: `${user.name} ${user.lastName ?? ''}`.trim() });
    },
  },
});
