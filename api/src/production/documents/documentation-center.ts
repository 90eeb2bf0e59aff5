// The documentation centre (documentation-center): every file of the company's projects, workflows
// and activities (their attachments and their expenses' supports) that the caller may see, filtered,
// paged and downloadable. One SQL union of the four sources, each narrowed by the production rule
// of its owner (production-scope.ts), so the list, its count, its filter options and a download
// agree on what the caller sees; a file outside it is "not found", never "forbidden".
// documentation-center.routes.ts validates and calls these.
import type { Knex } from 'knex';
import { ATTACHMENT_TYPES } from '../../contract/field-checks.ts';
import { DOCUMENT_KINDS } from '../../contract/project-documents.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { HandlerArgs } from '../../platform/http/route.ts';
import { containsPattern, searchMatchFolded } from '../../platform/resource/search-sql.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { activityVisibility, projectVisibility, workflowVisibility } from '../../authorization/visibility.ts';
import { seenAppointments } from '../agenda/agenda.ts';

export const FILE_SOURCES = ['activity', 'workflow', 'expense', 'project'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

/**
 * The kinds a file may be of, by their usual ending: the attachments' (contract/field-checks.ts)
 * and the project documents' (contract/project-documents.ts), each read from its bytes when uploaded.
 */
export const FILE_TYPES: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(ATTACHMENT_TYPES).map(([contentType, endings]) => [endings[0], contentType]),
  ...Object.entries(DOCUMENT_KINDS).map(([kind, { contentType }]) => [kind, contentType]),
]);

/** The list counts its files up to this many (then answers `more`). */
export const COUNT_BOUND = 10_000;

export const SORTS: Readonly<Record<string, string>> = { createdAt: 'x.created_at', name: 'lower(x.name)', size: 'x.size' };

type Caller = HandlerArgs['auth'];
interface Sql {
  sql: string;
  bindings: Knex.RawBinding[];
}

/**
 * Every file the caller sees, one row per file: source, id (of the row that holds it), name, size,
 * content_type, created_at, uploaded_by, owner_kind, owner_id, owner_code, owner_title, client_id, project_id,
 * storage_key, name_search (the name folded for the search). The attachments' bytes are the uploads' (their descriptor names the upload).
 */
export function visibleFiles(auth: Caller): Sql & { branches: Sql[] } {
  const c = auth.companyId;
  const act = activityVisibility(auth, 'a');
  const wf = workflowVisibility(auth, 'w');
  const proj = projectVisibility(auth, 'p');
  // The owner, seen or not, per file (a lateral subquery the planner keeps as one): the page walks
  // the files newest first by their index and stops once it has its rows, however few the caller sees.
  const owner = (select: string, alias: string) => `cross join lateral (${select} offset 0) ${alias}`;
  const upload = (col: string) => `left join uploads u on u.id = (${col}->>'id')::uuid and u.company_id = f.company_id`;
  const described = (col: string) => `${col}->>'name' as name, (${col}->>'size')::bigint as size, (${col}->>'contentType')::text as content_type`;
  /** An attachments table (`file` column) whose rows hang on an owner table seen under `seen`. */
  const attachments = (kind: 'activity' | 'workflow', table: string, ownerTable: string, key: string, seen: Sql): Sql => ({
    sql: `select '${kind}'::text as source, f.id, ${described('f.file')}, f.created_at, u.created_by as uploaded_by,
        '${kind}'::text as owner_kind, o.id as owner_id, o.code::text as owner_code, o.title::text as owner_title, o.client_id, o.project_id, u.storage_key,
        f.name_search
      from ${table} f ${owner(`select o.id, o.code, o.title, o.client_id, o.project_id from ${ownerTable} o where o.id = f.${key} and (${seen.sql})`, 'o')}
        ${upload('f.file')}
      where f.company_id = ?`,
    bindings: [...seen.bindings, c],
  });
  // Every column of every branch of one and the same type (text, not varchar(n)), so they unite.
  const branches: Sql[] = [
    attachments('activity', 'activity_files', 'activities', 'activity_id', activityVisibility(auth, 'o')),
    attachments('workflow', 'workflow_files', 'operative_workflows', 'workflow_id', workflowVisibility(auth, 'o')),
    {
      sql: `select 'expense'::text as source, f.id, ${described('f.support_file')}, f.created_at, coalesce(u.created_by, f.created_by) as uploaded_by,
        (case when a.id is not null then 'activity' else 'workflow' end)::text as owner_kind, coalesce(a.id, w.id) as owner_id,
        coalesce(a.code, w.code)::text as owner_code, coalesce(a.title, w.title)::text as owner_title,
        coalesce(a.client_id, w.client_id) as client_id, coalesce(a.project_id, w.project_id, f.project_id) as project_id, u.storage_key,
        f.name_search
      from expenses f
        left join lateral (select a.id, a.code, a.title, a.client_id, a.project_id from activities a where a.id = f.activity_id and (${act.sql}) offset 0) a on true
        left join lateral (select w.id, w.code, w.title, w.client_id, w.project_id from operative_workflows w
          where f.activity_id is null and w.id = f.workflow_id and (${wf.sql}) offset 0) w on true
        ${upload('f.support_file')}
      where f.company_id = ? and f.support_file is not null and (a.id is not null or w.id is not null)`,
      bindings: [...act.bindings, ...wf.bindings, c],
    },
    {
      sql: `select 'project'::text as source, f.id, f.name::text as name, f.size, f.content_type::text as content_type, f.created_at,
        f.created_by as uploaded_by, 'project'::text as owner_kind, p.id as owner_id, null::text as owner_code, p.name::text as owner_title,
        p.client_id, p.id as project_id, f.storage_key, f.name_search
      from project_documents f ${owner(`select p.id, p.name, p.client_id from projects p where p.id = f.project_id and (${proj.sql})`, 'p')}
      where f.company_id = ?`,
      bindings: [...proj.bindings, c],
    },
  ];
  // Each branch names every column (a branch is also read alone, for the page).
  return { sql: branches.map((b) => b.sql).join('\n      union all\n      '), bindings: branches.flatMap((b) => b.bindings), branches };
}

/**
 * Whether the caller may read an upload (GET /api/uploads/{id}): its uploader always; anyone else
 * when it is attached to a record they see: an activity's, a workflow's or an expense's file under
 * the documentation centre's rule, an appointment's to those who see the appointment, or a company
 * file to those who read the company's files.
 */
export async function uploadReadable(
  trx: Knex.Transaction,
  auth: Caller,
  upload: { id: string; createdBy: string | null; storageKey: string },
): Promise<boolean> {
  if (upload.createdBy && upload.createdBy === auth.userId) return true;
  const seen = visibleFiles(auth);
  const { rows } = await trx.raw(`select exists (select 1 from (${seen.sql}) v where v.storage_key = ?) as seen`, [
    ...seen.bindings,
    upload.storageKey,
  ] as Knex.RawBinding[]);
  if (rows[0]?.seen) return true;
  // An appointment's attachment: to whoever sees the appointment (its organiser, its attendees).
  const appointment = await seenAppointments(trx, auth)
    .whereRaw('p.attachments @> ?::jsonb', [JSON.stringify([{ id: upload.id }])])
    .first('p.id');
  if (appointment) return true;
  if (!auth.can('AdministrationCompany')) return false;
  const { rows: company } = await trx.raw(`select exists (select 1 from company_files cf where cf.company_id = ? and cf.file->>'id' = ?) as seen`, [
    auth.companyId,
    upload.id,
  ]);
  return company[0]?.seen === true;
}

export interface FileFilters {
  sources?: FileSource[];
  types?: string[];
  clientId?: string;
  projectId?: string;
  uploadedBy?: string;
  search?: string;
  from?: string;
  to?: string;
}

/** The filters' SQL over the union's alias `x` (Postgres pushes them into each branch). */
function filtersSql(f: FileFilters, timeZone: string): Sql {
  const where: string[] = ['true'];
  const bindings: Knex.RawBinding[] = [];
  if (f.sources?.length) {
    where.push('x.source = any(?::text[])');
    bindings.push(f.sources);
  }
  if (f.types?.length) {
    where.push('x.content_type = any(?::text[])');
    bindings.push(f.types.map((t) => FILE_TYPES[t]));
  }
  if (f.clientId) {
    where.push('x.client_id = ?');
    bindings.push(f.clientId);
  }
  if (f.projectId) {
    where.push('x.project_id = ?');
    bindings.push(f.projectId);
  }
  if (f.uploadedBy) {
    where.push('x.uploaded_by = ?');
    bindings.push(f.uploadedBy);
  }
  if (f.search) {
    // The file's name, folded once when stored (each source's name_search): under row-level
    // security the search reads every file of the company, so no name is folded per search.
    where.push(searchMatchFolded('x.name_search'));
    bindings.push(containsPattern(f.search));
  }
  // Dates are the company's calendar days.
  if (f.from) {
    where.push('x.created_at >= (?::date)::timestamp at time zone ?');
    bindings.push(f.from, timeZone);
  }
  if (f.to) {
    where.push('x.created_at < (?::date + 1)::timestamp at time zone ?');
    bindings.push(f.to, timeZone);
  }
  return { sql: where.join(' and '), bindings };
}

const companyTimeZone = async (trx: Knex.Transaction, companyId: string): Promise<string> =>
  ((await trx('companies').where({ id: companyId }).first('timeZone'))?.timeZone as string | undefined) ?? 'UTC';

/** The file's row as the API answers it (names joined in, the storage key kept inside). */
const PAGE_COLUMNS = `x.source, x.id, x.name, x.size, x.content_type as "contentType", x.created_at as "createdAt",
  x.owner_kind as "ownerKind", x.owner_id as "ownerId", x.owner_code as "ownerCode", x.owner_title as "ownerTitle",
  x.client_id as "clientId", cl.name as "clientName", x.project_id as "projectId", pr.name as "projectName",
  x.uploaded_by as "uploadedBy", nullif(trim(coalesce(us.name, '') || ' ' || coalesce(us.last_name, '')), '') as "uploadedByName"`;
const NAMES = `left join clients cl on cl.id = x.client_id left join projects pr on pr.id = x.project_id
  left join users us on us.id = x.uploaded_by`;

/** A page of the files the caller sees, in the asked order, with the total counted up to COUNT_BOUND. */
export async function filesPage(
  trx: Knex.Transaction,
  auth: Caller,
  query: FileFilters & { page: number; pageSize: number; sort: string; order: 'asc' | 'desc' },
) {
  const files = visibleFiles(auth);
  const where = filtersSql(query, await companyTimeZone(trx, auth.companyId));
  const order = `${SORTS[query.sort]} ${query.order}, x.id ${query.order}`;
  const pageSize = query.pageSize;
  const offset = (query.page - 1) * pageSize;
  // Each source gives its own first rows in the page's order (its index, newest first), then
  // the four are merged: the page never sorts every file the company has.
  const limited = files.branches.map((b) => ({
    sql: `(select x.* from (${b.sql}) x where ${where.sql} order by ${order} limit ?)`,
    bindings: [...b.bindings, ...where.bindings, offset + pageSize],
  }));
  const page = await trx.raw(
    `select ${PAGE_COLUMNS} from (
      select x.* from (${limited.map((l) => l.sql).join(' union all ')}) x order by ${order} limit ? offset ?
    ) x ${NAMES} order by ${order}`,
    [...limited.flatMap((l) => l.bindings), pageSize, offset],
  );
  // Counted up to a bound (each source alone): past it the page says "more than", as reading
  // every row to count it would cost more than the page.
  const bounded = files.branches.map((b) => ({
    sql: `(select 1 from (${b.sql}) x where ${where.sql} limit ?)`,
    bindings: [...b.bindings, ...where.bindings, COUNT_BOUND + 1],
  }));
  const counted = await trx.raw(
    `select count(*)::int as n from (${bounded.map((b) => b.sql).join(' union all ')}) c`,
    bounded.flatMap((b) => b.bindings),
  );
  const n = counted.rows[0].n as number;
  return { data: page.rows.map((r: Record<string, unknown>) => ({ ...r, size: Number(r.size) })), total: Math.min(n, COUNT_BOUND), more: n > COUNT_BOUND };
}

/** The clients, projects and uploaders of the files the caller sees (the filters' options). */
export async function fileOptions(trx: Knex.Transaction, auth: Caller) {
  const files = visibleFiles(auth);
  const distinct = (column: string, names: string) =>
    trx.raw(
      `select t.id, ${names} as name from (select distinct ${column} as id from (${files.sql}) x where ${column} is not null) s join ${
        column === 'x.uploaded_by' ? 'users' : column === 'x.client_id' ? 'clients' : 'projects'
      } t on t.id = s.id order by 2 limit 500`,
      files.bindings,
    );
  // One after the other: a transaction is one connection.
  const clients = await distinct('x.client_id', 't.name');
  const projects = await distinct('x.project_id', 't.name');
  const uploaders = await distinct('x.uploaded_by', `trim(t.name || ' ' || coalesce(t.last_name, ''))`);
  return { clients: clients.rows, projects: projects.rows, uploaders: uploaders.rows };
}

/** A file the caller sees, with its bytes as a stream; FILE_NOT_FOUND otherwise. */
export async function visibleFile(trx: Knex.Transaction, auth: Caller, storage: FileStorage, source: string, id: string) {
  const files = visibleFiles(auth);
  const { rows } = await trx.raw(`select x.name, x.content_type, x.storage_key from (${files.sql}) x where x.source = ? and x.id = ?`, [
    ...files.bindings,
    source,
    id,
  ]);
  const file = rows[0] as { name: string; content_type: string; storage_key: string | null } | undefined;
  const bytes = file?.storage_key ? await storage.getStream(file.storage_key) : null;
  if (!file || !bytes) throw new AppError('FILE_NOT_FOUND');
  return { name: file.name, contentType: file.content_type, bytes };
}
