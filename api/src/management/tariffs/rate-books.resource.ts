// Rate books (price books): a currency, a type (by hour or by service), validity dates, the work
// groups whose projects use it (none: every project) and its lines, each scoped to a professional
// and/or a tariff category and/or an activity type (none: the book's default). rates.ts answers the rate of a professional
// on a project on a date from them (precedence in docs/rates.md).
import { invalid, type FieldError } from '../../platform/errors/app-error.ts';
import { boolean, collection, date, defineResource, enumeration, money, pagesAt, ref, refs, text, textarea } from '../../platform/resource/define.ts';
import { ASSIGNABLE } from '../users/assignable.ts';

export const RATE_BOOK_TYPES = ['hour', 'service'] as const;

type Row = Record<string, unknown>;
const after = (a: unknown, b: unknown) => a != null && b != null && String(b) < String(a);

/** Field errors of the book's and its lines' dates and of lines repeating a scope and start. */
export function rateBookErrors(row: Row): FieldError[] {
  const errors: FieldError[] = [];
  if (after(row.validFrom, row.validTo)) errors.push({ field: 'validTo', code: 'RATE_BOOK_DATES' });
  const seen = new Set<string>();
  ((row.lines as Row[] | undefined) ?? []).forEach((line, i) => {
    if (after(line.validFrom, line.validTo)) errors.push({ field: `lines[${i}].validTo`, code: 'RATE_BOOK_DATES' });
    const key = [line.userId, line.tariffCategoryId, line.activityTypeId, line.validFrom].map((v) => String(v ?? '')).join('|');
    if (seen.has(key)) errors.push({ field: `lines[${i}].validFrom`, code: 'RATE_BOOK_LINE_REPEATED' });
    seen.add(key);
  });
  return errors;
}

export const rateBooks = defineResource({
  name: 'rate-books',
  table: 'rate_books',
  ownedBy: 'company',
  permission: 'AdministrationCompany',
  // Trade agreements pick a book.
  lookupBy: ['AdministrationProjects'],
  fields: {
    title: text({ required: true, max: 150 }),
    description: textarea({ max: 1000 }),
    type: enumeration('rateBookType', RATE_BOOK_TYPES, { required: true, default: 'hour' }),
    currencyId: ref('currencies', { required: true, refFilter: { type: 1 } }),
    validFrom: date(),
    validTo: date(),
    workGroupIds: refs('work-groups', { table: 'rate_book_work_groups', from: 'rate_book_id', to: 'work_group_id' }),
    active: boolean({ default: true }),
  },
  titleField: 'title',
  list: {
    columns: ['title', 'type', 'currencyId', 'validFrom', 'validTo', 'active'],
    filters: ['type', 'currencyId', 'active', 'workGroupIds'],
    search: ['title'],
  },
  routes: pagesAt('/management/company/rates/rate-book', { list: '/management/company/rates/dash-rates' }),
  menu: 'management',
  collections: {
    lines: collection({
      table: 'rate_book_lines',
      foreignKey: 'rateBookId',
      fields: {
        userId: ref('users', { refFilter: ASSIGNABLE }),
        tariffCategoryId: ref('tariff-categories'),
        activityTypeId: ref('activity-types'),
        value: money({ required: true, scale: 2, min: 0 }),
        validFrom: date(),
        validTo: date(),
      },
      orderBy: ['validFrom'],
      max: 500,
    }),
  },
  audited: true,
  rules: {
    beforeWrite(row) {
      const errors = rateBookErrors(row);
      if (errors.length) throw invalid(errors);
    },
  },
});
