// A project's documents (decision 287), declared read-only: a project's with `?projectId=`, newest
// first (served by the index project_documents_by_project), each with its name, size in bytes,
// kind and who uploaded it. Seen as the project is, under AdministrationProjects in the project's
// company, as the project's sent notifications. Written only by the commands of
// project-documents.routes.ts (upload, download, delete), which stream or remove the stored bytes;
// they keep their paths under `/api/projects/{id}/documents`, apart from this resource's.
import { defineResource, integer, ref, text, type ResourceDecl } from '../../../platform/resource/define.ts';
import { PROJECT_CHILD_LIST } from '../project-child-list.ts';

export const projectDocuments = defineResource({
  name: 'project-documents',
  table: 'project_documents',
  ...PROJECT_CHILD_LIST, // no create, update nor delete: the commands store and remove the bytes
  titleField: 'name',
  fields: {
    projectId: ref('projects', { readOnly: true }),
    name: text({ readOnly: true, max: 255 }),
    // Bytes; stored as bigint (a document is at most 250 MB), answered as a number.
    size: integer({ readOnly: true, expression: 't.size::integer' }),
    contentType: text({ readOnly: true, max: 100 }),
    createdBy: ref('users', { readOnly: true }),
  },
  list: {
    columns: ['name', 'size', 'contentType', 'createdBy'],
    filters: ['projectId', 'createdBy'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    sorts: ['createdAt'],
  },
  routes: { list: '/project-documents' },
  menu: 'hidden',
} satisfies ResourceDecl);
