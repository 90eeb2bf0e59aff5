// The client's links issued for a pre-invoice (decision 282): listed newest first by
// `?preinvoiceId=`, each with who issued it, its expiry, revocation and use (never its token, which
// only the issue answers, once), and revoked by a declared action. Seen with their pre-invoice: the
// SettlementReadPreinvoices pair on its project. Issuing one signs a token, a command
// (external-link.routes.ts); the rules are external-link.ts's.
import { boolean, datetime, defineResource, integer, ref, text } from '../../platform/resource/define.ts';
import { settlementScreen } from '../settlement-scope.ts';
import { revokeLink } from './external-link.ts';

export const preinvoiceLinks = defineResource({
  name: 'preinvoice-links',
  table: 'preinvoice_links',
  ...settlementScreen('SettlementReadPreinvoices', '(select p.project_id from preinvoices p where p.id = t.preinvoice_id)'),
  // Either code of the pair revokes (the scope keeps Workgroup to its projects' pre-invoices).
  permission: { read: 'SettlementReadPreinvoicesAll', write: 'SettlementReadPreinvoicesAll', also: ['SettlementReadPreinvoicesWorkgroup'] },
  operations: ['list'],
  titleField: 'createdByName',
  fields: {
    preinvoiceId: ref('preinvoices', { readOnly: true }),
    expiresAt: datetime({ readOnly: true }),
    revokedAt: datetime({ readOnly: true }),
    lastUsedAt: datetime({ readOnly: true }),
    useCount: integer({ readOnly: true }),
    createdBy: ref('users', { readOnly: true }),
    createdByName: text({ readOnly: true, expression: `coalesce((select trim(u.name || ' ' || u.last_name) from users u where u.id = t.created_by), '')` }),
    // Opens the pre-invoice now: neither revoked nor expired.
    inForce: boolean({ readOnly: true, expression: 't.revoked_at is null and t.expires_at > now()' }),
  },
  list: {
    columns: ['createdByName', 'expiresAt', 'useCount', 'lastUsedAt', 'inForce'],
    filters: ['preinvoiceId', 'inForce'],
    defaultSort: { field: 'createdAt', order: 'desc' },
  },
  routes: { list: '/settlement-billing/preinvoice-links' },
  menu: 'hidden',
  actions: [
    {
      name: 'revoke',
      danger: true,
      // Offered while the link still opens; revoking twice changes nothing.
      offeredWhen: (row) => row.inForce === true,
      effect: async ({ trx, caller, id }) => {
        await revokeLink(trx, { ...caller, userId: caller.userId! }, id);
      },
    },
  ],
});
