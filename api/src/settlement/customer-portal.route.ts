// The customer portal (document 1, 'dashboard-customer-portal'): a signed-in client contact sees
// their client's projects, pre-invoices and invoices with balances, each in its own currency. No
// permission code names it (the CLIENTE role holds none): any member may call, and what is read is
// scoped in SQL to the client of the caller's own contact profile in the active company, so a
// member who is not a contact reads nothing, and nobody reads another client (decision 219).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../platform/http/route.ts';

/** The newest rows of each list the portal shows (the counts say how many there are in all). */
export const PORTAL_ROWS = 100;

export function customerPortalRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET', path: '/api/customer-portal', permission: null, tags: ['settlement'],
      description: 'The client contact\'s portal: their client\'s projects, pre-invoices (all but canceled) and invoices with balances, '
        + `the newest ${PORTAL_ROWS} of each with counts, and what is owed per currency; { contact: null } and nothing else for a member who is not a contact`,
      validate: { query: Joi.object({}) },
      handler: async ({ trx, auth }) => {
        const profile = await trx('userProfiles as p').join('clients as c', 'c.id', 'p.client_id')
          .where({ 'p.userId': auth.userId, 'p.companyId': auth.companyId, 'p.isContact': true, 'c.companyId': auth.companyId })
          .first('c.id as clientId', 'c.name as clientName');
        if (!profile) return { contact: null, projects: [], preinvoices: [], invoices: [], balances: [], counts: { projects: 0, preinvoices: 0, invoices: 0 } };
        const clientId = profile.clientId as string;
        const own = { companyId: auth.companyId, clientId };
        const projects = trx('projects').where(own);
        const preinvoices = trx('preinvoices as p').where({ 'p.companyId': auth.companyId, 'p.clientId': clientId }).whereNot('p.state', 'canceled');
        const invoices = trx('invoices as i').where({ 'i.companyId': auth.companyId, 'i.clientId': clientId });
        const count = async (q: Knex.QueryBuilder) => Number((await q.clone().clearSelect().count({ n: '*' }))[0].n);
        const money = (alias: string, fields: string[]) => fields.map((f) => trx.raw(`round(${alias}.${f}, cu.decimals)::text as "${f}"`));
        return {
          contact: { clientId, clientName: profile.clientName },
          counts: { projects: await count(projects), preinvoices: await count(preinvoices), invoices: await count(invoices) },
          projects: await projects.clone().orderBy('name').orderBy('id').limit(PORTAL_ROWS).select('id', 'name', 'state'),
          preinvoices: await preinvoices.clone().join('currencies as cu', 'cu.id', 'p.currency_id').join('projects as pr', 'pr.id', 'p.project_id')
            .orderBy('p.createdAt', 'desc').orderBy('p.id').limit(PORTAL_ROWS)
            .select('p.id', 'p.code', 'p.state', trx.raw(`to_char(p.period, 'YYYY-MM') as period`), 'pr.name as projectName',
              'cu.code as currency', 'cu.decimals', ...money('p', ['total'])),
          invoices: await invoices.clone().join('currencies as cu', 'cu.id', 'i.currency_id').join('projects as pr', 'pr.id', 'i.project_id')
            .orderBy('i.approvedAt', 'desc').orderBy('i.id').limit(PORTAL_ROWS)
            .select('i.id', trx.raw(`i.prefix || '-' || lpad(i.number::text, 6, '0') as number`), 'i.state', trx.raw(`to_char(i.issue_date, 'YYYY-MM-DD') as "issueDate"`),
              'pr.name as projectName', 'cu.code as currency', 'cu.decimals', ...money('i', ['total']),
              trx.raw('round(i.total - i.credited - i.paid, cu.decimals)::text as balance')),
          // What the client owes, per currency (annulled invoices owe nothing).
          balances: await invoices.clone().join('currencies as cu', 'cu.id', 'i.currency_id').where('i.state', 'approved')
            .groupBy('cu.code', 'cu.decimals').orderBy('cu.code')
            .select('cu.code as currency', 'cu.decimals', trx.raw('round(sum(i.total - i.credited - i.paid), cu.decimals)::text as balance')),
        };
      },
    }),
  ];
}
