// Tariff categories (Socio, Asociado, Paralegal): their professionals and their list price per hour
// per currency from a date (document 1, section 3: name, description, values). A professional is
// in at most one category of a company: rate books price their lines by it (rates.ts).
import { fail, invalid, type FieldError } from '../../platform/errors/app-error.ts';
import { lockFor } from '../../platform/db/knex.ts';
import { boolean, collection, date, defineResource, enumeration, money, pagesAt, ref, refs, text, textarea } from '../../platform/resource/define.ts';
import { LEDES_CLASSIFICATIONS } from '../../contract/ledes-codes.ts';
import { ASSIGNABLE } from '../users/assignable.ts';

type Row = Record<string, unknown>;

export const tariffCategories = defineResource({
  name: 'tariff-categories',
  table: 'tariff_categories',
  ownedBy: 'company',
  permission: 'AdministrationCompany',
  // Trade agreements price by category: the projects' administrators pick them in the agreement editor.
  lookupBy: ['AdministrationProjects'],
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    description: textarea({ max: 1000 }),
    // Its professionals' timekeeper classification on a LEDES invoice (empty: OT, other).
    ledesClassification: enumeration('ledesClassification', LEDES_CLASSIFICATIONS),
    userIds: refs('users', { table: 'tariff_category_users', from: 'tariff_category_id', to: 'user_id' }, { refFilter: ASSIGNABLE }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'description', 'active'], filters: ['active', 'userIds'], search: ['name'] },
  routes: pagesAt('/management/company/rates/categories'),
  menu: 'management',
  collections: {
    values: collection({
      table: 'tariff_category_values',
      foreignKey: 'tariffCategoryId',
      fields: {
        currencyId: ref('currencies', { required: true, refFilter: { type: 1 } }),
        validFrom: date({ required: true }),
        value: money({ required: true, scale: 2, min: 0.01 }),
      },
      orderBy: ['currencyId', 'validFrom'],
      max: 200,
    }),
  },
  audited: true,
  rules: {
    async beforeWrite(row, { trx, companyId, id }) {
      const errors: FieldError[] = [];
      const seen = new Set<string>();
      ((row.values as Row[] | undefined) ?? []).forEach((v, i) => {
        const key = `${String(v.currencyId)}|${String(v.validFrom)}`;
        if (seen.has(key)) errors.push({ field: `values[${i}].validFrom`, code: 'TARIFF_VALUE_REPEATED' });
        seen.add(key);
      });
      if (errors.length) throw invalid(errors);
      await lockFor(trx, 'tariff-categories', 'name', companyId, String(row.name).toLowerCase());
      const sameName = await trx('tariff_categories')
        .where({ companyId })
        .whereRaw('lower(name) = lower(?)', [String(row.name)])
        .modify((q) => {
          if (id) q.whereNot({ id });
        })
        .first('id');
      if (sameName) throw fail('TARIFF_CATEGORY_NAME_TAKEN');
      // One category per professional in the company, checked under the company's lock.
      const userIds = (row.userIds as string[] | undefined) ?? [];
      await lockFor(trx, 'tariff-categories', 'users', companyId);
      const taken = userIds.length
        ? await trx('tariff_category_users as cu')
            .join('tariff_categories as c', 'c.id', 'cu.tariffCategoryId')
            .where('c.companyId', companyId)
            .whereIn('cu.userId', userIds)
            .modify((q) => {
              if (id) q.whereNot('c.id', id);
            })
            .first('cu.userId', 'c.name')
        : undefined;
      if (taken) throw invalid([{ field: 'userIds', code: 'TARIFF_CATEGORY_USER_TAKEN', params: { category: String(taken.name) } }]);
    },
  },
});
