// The documentation centre (documentation-center): every file of the company's projects, workflows
// and activities (their attachments and their expenses' supports) that the caller may see, filtered,
// paged and downloadable. One SQL union of the four sources, each narrowed by the production rule
// of its owner (production-scope.ts), so the list, its count, its filter options and a download
// agree on what the caller sees; a file outside it is "not found", never "forbidden"
// (documentation-center.ts).
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { FILE_SOURCES, FILE_TYPES, SORTS, fileOptions, filesPage, visibleFile, type FileFilters, type FileSource } from './documentation-center.ts';

const filterKeys = {
  sources: Joi.array()
    .items(Joi.string().valid(...FILE_SOURCES))
    .single()
    .max(FILE_SOURCES.length),
  types: Joi.array()
    .items(Joi.string().valid(...Object.keys(FILE_TYPES)))
    .single()
    .max(Object.keys(FILE_TYPES).length),
  clientId: idSchema,
  projectId: idSchema,
  uploadedBy: idSchema,
  search: Joi.string().trim().min(2).max(100),
  from: Joi.date().iso().raw(),
  to: Joi.date().iso().raw(),
};

export function documentationCenterRoutes(db: () => Knex, storage: () => FileStorage): ServerRoute[] {
  const tags = ['documentation-center'];
  const list = defineRoute(db, {
    method: 'GET',
    path: '/api/documentation-center',
    permission: null,
    tags,
    description:
      "The files of the company's projects, workflows, activities and expenses the caller may see: filtered by source, type, client, project, uploader, file name and dates; paged (20) with the total",
    validate: {
      query: Joi.object<FileFilters & { page: number; pageSize: number; sort: string; order: 'asc' | 'desc' }>({
        ...filterKeys,
        page: Joi.number().integer().min(1).max(100000).default(1),
        pageSize: Joi.number().integer().min(1).max(100).default(20),
        sort: Joi.string()
          .valid(...Object.keys(SORTS))
          .default('createdAt'),
        order: Joi.string().valid('asc', 'desc').default('desc'),
      }),
    },
    handler: async ({ trx, auth, query }) => filesPage(trx, auth, { ...query }),
  });

  const options = defineRoute(db, {
    method: 'GET',
    path: '/api/documentation-center/options',
    permission: null,
    tags,
    description: "The clients, projects and uploaders of the files the caller sees (the filters' options)",
    handler: async ({ trx, auth }) => fileOptions(trx, auth),
  });

  const download = defineRoute(db, {
    method: 'GET',
    path: '/api/documentation-center/files/{source}/{id}',
    permission: null,
    tags,
    description: "A file's bytes, when the caller sees it (else FILE_NOT_FOUND)",
    validate: {
      params: Joi.object<{ source: FileSource; id: string }>({
        source: Joi.string()
          .valid(...FILE_SOURCES)
          .required(),
        id: idSchema.required(),
      }),
    },
    handler: async ({ trx, auth, params, h }) => {
      const file = await visibleFile(trx, auth, storage(), params.source, params.id);
      return h
        .response(file.bytes)
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    },
  });
  return [list, options, download];
}
