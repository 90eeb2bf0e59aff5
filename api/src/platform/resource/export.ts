// Every list exports to XLSX (DESIGN section 8): `GET /api/<resource>/export.xlsx` takes the list's
// filters, search and sort, reads the rows in batches by key and writes them row by row through
// exceljs' streaming writer, with the list's columns labelled and its values as the admin shows
// them (references by title, options by their label) in the caller's language.
import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import ExcelJS from 'exceljs';
import { defineRoute } from '../http/route.ts';
import type { PermissionCode } from '../../../../policies/permissions.ts';
import * as crud from './crud.ts';
import type { Resource } from './define.ts';
import type { FieldType } from '../../contract/resource-meta.ts';
import { adminTexts, type TextTree } from './admin-locales.ts';
import { listQuerySchema } from './validation.ts';

const texts = { es: new Map<string, string | undefined>(), en: new Map<string, string | undefined>() };

/** The admin's text for a key (labels and option names are written once, in the admin's locales); remembered, as an export asks for the same few on every row. */
export function localeText(language: 'es' | 'en', key: string): string | undefined {
  const known = texts[language];
  if (known.has(key)) return known.get(key);
  let node: string | TextTree | undefined = adminTexts(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : undefined;
  known.set(key, text);
  return text;
}

const MINUTES_A_DAY = 24 * 60;
/** The number format of a column by its field's type: a duration as hours, instants as the reader's short date. */
const NUMBER_FORMATS: Partial<Record<FieldType, string>> = { duration: '[h]:mm', datetime: 'mm-dd-yy', date: 'mm-dd-yy' };
/** Rows written between two turns of the event loop. */
const YIELD_EVERY = 200;

/** A stored value as a spreadsheet cell: numbers as numbers, instants as dates, options by their label. */
function cell(value: unknown, field: Resource['fields'][string], language: 'es' | 'en'): ExcelJS.CellValue {
  // No cell at all for an empty value (exceljs makes one for null).
  if (value === null || value === undefined) return undefined;
  if (field.type === 'enum') return localeText(language, `enums.${field.enumName}.${String(value)}`) ?? String(value);
  if (field.type === 'boolean') return localeText(language, `values.${value ? 'yes' : 'no'}`) ?? (value ? '✓' : '');
  if (['decimal', 'money', 'integer'].includes(field.type)) return Number(value);
  // A day's fraction under the column's [h]:mm format: the sheet reads 1:05 and sums it.
  if (field.type === 'duration') return Number(value) / MINUTES_A_DAY;
  if (field.type === 'datetime' || value instanceof Date) return new Date(value as string);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Collects the workbook's bytes: the whole file is answered once the transaction that read it ends. */
export class Bytes extends Writable {
  chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk);
    done();
  }
}

/** The export route of a resource's list (same permission, scope and filters as the list). */
export function exportRoute(
  db: () => Knex,
  r: Resource,
  registry: (name: string) => Resource,
  permission: PermissionCode | null,
  alsoAllowed: PermissionCode[],
): ServerRoute {
  return defineRoute(db, {
    method: 'GET',
    path: `/api/${r.name}/export.xlsx`,
    permission,
    alsoAllowed,
    tags: [r.name],
    audience: r.audience,
    description: `Export the ${r.name} list (its filters, search and sort) to XLSX, read in batches and written row by row`,
    validate: { query: listQuerySchema(r) },
    handler: async ({ trx, auth, query, locale, h }) => {
      const bytes = new Bytes();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: bytes, useStyles: true, useSharedStrings: false });
      const title = localeText(locale, `resources.${r.name}.title`) ?? r.name;
      const sheet = workbook.addWorksheet(title.slice(0, 31));
      const columns = r.list.columns;
      // One style object a column, given to each of its cells: exceljs remembers a style by its object,
      // so a shared one is registered once instead of built and looked up again for every cell.
      const styles: Partial<ExcelJS.Style>[] = columns.map((name) => {
        const numFmt = NUMBER_FORMATS[r.fields[name].type];
        return numFmt ? { numFmt } : {};
      });
      sheet.columns = columns.map((name, i) => ({ header: localeText(locale, r.fields[name].labelKey) ?? name, key: name, width: 24, style: styles[i] }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      const { _start: _s, _end: _e, _cursor: _c, ...filters } = query as crud.ListQuery;
      const count = await crud.eachBatch(trx, r, auth, filters, columns, registry, async (rows) => {
        for (let i = 0; i < rows.length; i += 1) {
          // The next batch is being read meanwhile: taking its rows off the socket as they come
          // keeps the database sending instead of waiting on a full socket.
          if (i % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate();
          const row = sheet.addRow(columns.map((name) => cell(rows[i][name], r.fields[name], locale)));
          row.eachCell((c, n) => {
            c.style = styles[n - 1];
          });
          row.commit();
        }
      });
      sheet.commit();
      await workbook.commit();
      const body = Buffer.concat(bytes.chunks);
      const stamp = new Date().toISOString().slice(0, 10);
      return h
        .response(body)
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${r.name}-${stamp}.xlsx"`)
        .header('x-total-count', String(count))
        .header('access-control-expose-headers', 'x-total-count, content-disposition');
    },
  });
}
