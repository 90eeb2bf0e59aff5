// Expense types (Transporte, Notaría): title, description, code and type (document 1, section 3).
// 'reimbursable' expenses are charged to the client; 'internal' ones stay with the firm.
import { fail } from '../../platform/errors/app-error.ts';
import { lockFor } from '../../platform/db/knex.ts';
import { boolean, defineResource, enumeration, pagesAt, text, textarea } from '../../platform/resource/define.ts';

export const EXPENSE_KINDS = ['reimbursable', 'internal'] as const;

export const expenseTypes = defineResource({
  name: 'expense-types',
  table: 'expense_types',
  ownedBy: 'company',
  permission: 'AdministrationCompany',
  // Whoever records an expense picks its type.
  lookup: { fields: ['title', 'code', 'type', 'active'] },
  fields: {
    title: text({ required: true, max: 150 }),
    code: text({ required: true, max: 40 }),
    description: textarea({ max: 1000 }),
    type: enumeration('expenseKind', EXPENSE_KINDS, { required: true, default: 'reimbursable' }),
    active: boolean({ default: true }),
  },
  titleField: 'title',
  list: { columns: ['code', 'title', 'type', 'active'], filters: ['type', 'active'], search: ['title', 'code'] },
  routes: pagesAt('/management/company/rates/expense-types'),
  menu: 'management',
  rules: {
    async beforeWrite(row, { trx, companyId, id }) {
      await lockFor(trx, 'expense-types', 'code', companyId, String(row.code).toLowerCase());
      const same = await trx('expense_types')
        .where({ companyId })
        .whereRaw('lower(code) = lower(?)', [String(row.code)])
        .modify((q) => {
          if (id) q.whereNot({ id });
        })
        .first('id');
      if (same) throw fail('EXPENSE_TYPE_CODE_TAKEN');
    },
  },
});
