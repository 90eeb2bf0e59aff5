// The clients' reads that are not the declared list: the business partners' dashboard (clients by
// state, by commercial manager, the newest five; each one aggregate over an index) and the clients
// holding a document number. clients-dashboard.routes.ts and client-exists.routes.ts call these.
import type { Knex } from 'knex';
import type { ClientsDashboard } from '../../contract/clients-dashboard.ts';

const TOP_MANAGERS = 10;
const NEWEST = 5;

export async function clientsDashboard(trx: Knex.Transaction, companyId: string): Promise<ClientsDashboard> {
  const byState = (await trx('clients').where({ companyId }).groupBy('state').orderBy('state').select('state').count({ count: '*' })) as {
    state: string;
    count: string;
  }[];
  const managers = (await trx('clients as c')
    .leftJoin('users as u', 'u.id', 'c.commercialManagerId')
    .where('c.companyId', companyId)
    .groupBy('c.commercialManagerId', 'u.name', 'u.lastName')
    .select('c.commercialManagerId as userId', trx.raw("nullif(trim(concat_ws(' ', u.name, u.last_name)), '') as name"))
    .count({ count: '*' })
    .orderBy([
      { column: 'count', order: 'desc' },
      { column: 'name', order: 'asc' },
    ])
    .limit(TOP_MANAGERS)) as { userId: string | null; name: string | null; count: string }[];
  const newest = (await trx('clients')
    .where({ companyId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(NEWEST)
    .select(
      'id',
      'name',
      'documentNumber',
      'state',
      trx.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`),
    )) as ClientsDashboard['newest'];
  return {
    total: byState.reduce((sum, s) => sum + Number(s.count), 0),
    byState: byState.map((s) => ({ state: s.state, count: Number(s.count) })),
    byCommercialManager: managers.map((m) => ({ userId: m.userId, name: m.name, count: Number(m.count) })),
    newest,
  };
}

/** The clients of the company with this document number (other than `excludeId`), ten at most, by name. */
export async function clientsWithDocument(trx: Knex.Transaction, companyId: string, documentNumber: string, excludeId?: string) {
  const q = trx('clients').where({ companyId, documentNumber }).orderBy('name').limit(10).select('id', 'name');
  if (excludeId) q.whereNot('id', excludeId);
  return q as Promise<{ id: string; name: string }[]>;
}
