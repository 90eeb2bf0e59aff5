// The company's files (screen `file`): its own documents (incorporation, policies, certificates,
// tax documents, templates), each an attachment uploaded through /api/uploads (docx, xlsx, pdf,
// mp4, wav up to 5 MB, the type read from the bytes), with a category and an optional expiry.
import { date, defineResource, enumeration, file, pagesAt, text, textarea } from '../../platform/resource/define.ts';

export const COMPANY_FILE_CATEGORIES = ['contract', 'policy', 'certificate', 'tax', 'template', 'other'] as const;

export const companyFiles = defineResource({
  name: 'company-files',
  table: 'company_files',
  ownedBy: 'company',
  permission: { read: 'AdministrationCompany', write: 'AdministrationCompanyGeneralUpdate' },
  audited: true,
  titleField: 'title',
  fields: {
    title: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    category: enumeration('companyFileCategory', COMPANY_FILE_CATEGORIES, { required: true, default: 'other' }),
    file: file({ required: true }),
    validUntil: date(),
    description: textarea({ max: 1000 }),
  },
  list: {
    columns: ['title', 'category', 'file', 'validUntil'],
    filters: ['category', 'validUntil'],
    search: ['title'],
    defaultSort: { field: 'title', order: 'asc' },
  },
  routes: pagesAt('/management/company/file'),
  menu: 'management',
});
