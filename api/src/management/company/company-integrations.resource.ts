// The company's integrations (screen `APIs`): the external services it works with (electronic
// invoicing, LEDES, calendar, messaging, accounting, storage, webhooks), each with its address and
// whom to call. Credentials are not kept here: they belong to the deployment's secret configuration,
// never to a row an administrator's screen reads back (decision 185).
import { fail, invalid } from '../../platform/errors/app-error.ts';
import { lockFor } from '../../platform/db/knex.ts';
import { boolean, defineResource, email, enumeration, pagesAt, text, textarea } from '../../platform/resource/define.ts';

export const INTEGRATION_KINDS = ['electronicInvoicing', 'ledes', 'calendar', 'messaging', 'accounting', 'storage', 'webhook', 'other'] as const;

/** An absolute https address (http only for a local service during development). */
export function isServiceUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
  } catch {
    return false;
  }
}

export const companyIntegrations = defineResource({
  name: 'company-integrations',
  table: 'company_integrations',
  ownedBy: 'company',
  permission: { read: 'AdministrationCompany', write: 'AdministrationCompanyGeneralUpdate' },
  audited: true,
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    kind: enumeration('integrationKind', INTEGRATION_KINDS, { required: true }),
    baseUrl: text({ required: true, max: 300 }),
    contactEmail: email(),
    notes: textarea({ max: 1000 }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'kind', 'baseUrl', 'contactEmail', 'active'], filters: ['kind', 'active'], search: ['name'] },
  routes: pagesAt('/management/company/APIs'),
  menu: 'management',
  rules: {
    async beforeWrite(row, { trx, companyId, id }) {
      if (!isServiceUrl(row.baseUrl)) throw invalid([{ field: 'baseUrl', code: 'INTEGRATION_URL_INVALID' }]);
      const name = String(row.name).trim();
      await lockFor(trx, 'company-integrations', companyId, name.toLowerCase());
      const taken = await trx('company_integrations')
        .where({ companyId })
        .whereRaw('lower(name) = lower(?)', [name])
        .modify((q) => {
          if (id) q.whereNot({ id });
        })
        .first('id');
      if (taken) throw fail('INTEGRATION_NAME_TAKEN');
    },
  },
});
