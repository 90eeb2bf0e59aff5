// defineResource and the field builders: the one declaration per entity that the routes,
// validation, OpenAPI, metadata, admin pages and generated tests all read.
import type { PermissionCode } from '../../../../policies/permissions.ts';
import type { Knex } from 'knex';
import type {
  ChildMeta,
  CollectionMeta,
  FieldDecl,
  FieldMeta,
  JoinTable,
  MenuSection,
  Operation,
  Ownership,
  ResourceMeta,
  ResourceRoutes,
  ScopePair,
} from '../../contract/resource-meta.ts';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import { JSON_DEFAULT_MAX, MONEY_DEFAULT_SCALE, fieldType } from '../../contract/field-checks.ts';
import type { WritePipeline } from './write-steps.ts';
import type { Caller } from './crud.ts';
import { actionsMeta, type ActionDecl, type StateMachineDecl } from './actions.ts';
import { containsPattern, searchMatch, searchMatchFolded } from './search-sql.ts';

type Opts = Omit<FieldDecl, 'type'>;

// The text-matching SQL, for declarations that say how `q` finds a field (searchSql).
export { containsPattern, searchMatch, searchMatchFolded };

export const text = (o: Opts = {}): FieldDecl => ({ type: 'text', max: 200, ...o });
export const textarea = (o: Opts = {}): FieldDecl => ({ type: 'textarea', max: 2000, ...o });
export const email = (o: Opts = {}): FieldDecl => ({ type: 'email', max: 254, formatCode: 'EMAIL_NOT_ALLOWED', ...o });
export const phone = (o: Opts = {}): FieldDecl => ({ type: 'phone', max: 20, formatCode: 'DIGITS_ONLY', ...o });
export const digits = (o: Opts = {}): FieldDecl => ({ type: 'digits', max: 30, formatCode: 'DIGITS_ONLY', ...o });
/** A country's ISO alpha-3 code and a city's code (management/geo/cities.ts), both picked by name. */
export const country = (o: Opts = {}): FieldDecl => ({ type: 'country', max: 3, formatCode: 'COUNTRY_UNKNOWN', ...o });
export const city = (o: Opts = {}): FieldDecl => ({ type: 'city', max: 80, ...o });
/** A list of email addresses (at most `max`, 10 unless told); a single string is a one-item list. */
export const emails = (o: Opts = {}): FieldDecl => ({ type: 'emails', max: 10, formatCode: 'EMAIL_NOT_ALLOWED', ...o });
/** A hex colour ('#1F4E79'), picked with a colour picker. */
export const colour = (o: Opts = {}): FieldDecl => ({ type: 'colour', max: 7, formatCode: 'COLOUR_NOT_HEX', ...o });
export const personName = (o: Opts = {}): FieldDecl => ({ type: 'personName', max: 100, formatCode: 'LETTERS_ONLY', ...o });
export const integer = (o: Opts = {}): FieldDecl => ({ type: 'integer', ...o });
/** Whole minutes, read and entered as hours and minutes. */
export const duration = (o: Opts = {}): FieldDecl => ({ type: 'duration', ...o });
export const decimal = (o: Opts = {}): FieldDecl => ({ type: 'decimal', ...o });
export const boolean = (o: Opts = {}): FieldDecl => ({ type: 'boolean', ...o });
export const date = (o: Opts = {}): FieldDecl => ({ type: 'date', ...o });
/** An amount with `scale` decimals (the currency's; 2 by default), numeric(20,6) in the table. */
export const money = (o: Opts = {}): FieldDecl => ({ type: 'money', scale: MONEY_DEFAULT_SCALE, ...o });
/** An instant (timestamptz), taken as ISO 8601 with offset, answered in UTC. */
export const datetime = (o: Opts = {}): FieldDecl => ({ type: 'datetime', ...o });
/** A JSON object (jsonb) of at most `max` characters; not sortable nor filterable. */
export const json = (o: Opts = {}): FieldDecl => ({ type: 'json', max: JSON_DEFAULT_MAX, ...o });
/** An uploaded file's descriptor (jsonb); `accept` and `max` (bytes) default to the spec's attachments. */
export const file = (o: Opts = {}): FieldDecl => ({ type: 'file', ...o });
export const enumeration = (enumName: string, options: readonly (string | number)[], o: Opts = {}): FieldDecl => ({ type: 'enum', enumName, options, ...o });
export const ref = (resource: string, o: Opts = {}): FieldDecl => ({ type: 'ref', ref: resource, ...o });
export const refs = (resource: string, through: JoinTable, o: Opts = {}): FieldDecl => ({ type: 'refs', ref: resource, through, ...o });
/** A set of values of a fixed catalogue (e.g. a role's permission codes), kept in a join table. */
export const enumSet = (enumName: string, options: readonly string[], through: JoinTable, o: Opts = {}): FieldDecl => ({
  type: 'enumSet',
  enumName,
  options,
  through,
  ...o,
});

/** The field types a child row may have: stored in its own columns (no sets, no computed fields). */

/** A child collection as declared: where its rows live and what each row holds. */
export interface CollectionDecl {
  table: string; // snake_case table of the rows (owned like the parent: tenant_id, company_id)
  foreignKey: string; // camelCase column of a row pointing at the parent
  fields: Record<string, FieldDecl>;
  /** Columns of the show page's table (default: every field). */
  columns?: string[];
  /** camelCase column holding each row's position in the array (the order is then the array's). */
  position?: string;
  /** Order of the rows read back when there is no position column (default: id). */
  orderBy?: string[];
  min?: number;
  max?: number;
  required?: boolean;
}

/** A declared collection with its defaults; table, key and order stay server-side. */
export interface Collection extends CollectionMeta {
  table: string;
  foreignKey: string;
  position?: string;
  orderBy: string[];
}

/** Declares a child collection (see CollectionDecl); at most 100 rows unless told. */
export const collection = (decl: CollectionDecl): CollectionDecl => decl;

/**
 * The row fields of a child collection taken from a declared resource over the same table (a
 * client's contacts from client-contacts): one declaration of the row, with its labels.
 */
export function rowFieldsOf(r: Resource, names: readonly string[]): Record<string, FieldDecl> {
  return Object.fromEntries(names.map((name) => [name, { ...r.fields[name] }]));
}

/** What a rule hook receives: the merged row as it will be stored, and the transaction. */
export interface RuleContext {
  trx: Knex.Transaction;
  tenantId: string;
  companyId: string;
  /** Row id on update, undefined on create. */
  id?: string;
  /** Stored row before the change (update only). */
  before?: Record<string, unknown>;
  /** Codes the caller confirmed (X-Confirm header), for confirmable warnings. */
  confirmed: ReadonlySet<string>;
  /** Who writes (absent when the machinery writes on its own). */
  caller?: Caller;
  /** Columns the rule sets beside the payload's, stored with the row (e.g. who registered it). */
  stamp?: Record<string, unknown>;
}

/** Domain rules beyond single-field validation; each throws an AppError to refuse. */
export interface ResourceRules {
  beforeWrite?: (row: Record<string, unknown>, ctx: RuleContext) => Promise<void> | void;
  beforeDelete?: (ctx: RuleContext & { id: string }) => Promise<void> | void;
}

export interface ResourceDecl {
  name: string;
  table: string;
  ownedBy: Ownership;
  /** null: any signed-in member of the company (production: what each one sees is narrowed by `visibility`). */
  permission: PermissionCode | { read: PermissionCode | null; write: PermissionCode | null; create?: PermissionCode | null; also?: PermissionCode[] };
  /** Holders of these codes may list the rows too, to pick one in their own forms. */
  lookupBy?: PermissionCode[];
  operations?: Operation[];
  fields: Record<string, FieldDecl>;
  titleField?: string;
  /**
   * `sorts`: on a table that grows large, the fields a person may sort the list by, each served by an
   * index (issue 30); its default sort and title field are always among them. Absent: every sortable field.
   */
  list: { columns: string[]; filters?: string[]; search?: string[]; defaultSort?: { field: string; order: 'asc' | 'desc' }; sorts?: string[] };
  routes: ResourceRoutes;
  menu: MenuSection;
  /** The resource whose pages a row opens (see ResourceMeta.rowsOf). */
  rowsOf?: string;
  children?: ChildMeta[];
  /** `exists`: the GET path answering `{ exists, clients }` for the value, which the form asks on blur. */
  confirmDuplicate?: { field: string; code: 'CLIENT_DOCUMENT_DUPLICATE'; exists?: string };
  /** Editing a row asks for confirmation: 409 with this code unless the request carries X-Confirm. */
  confirmUpdate?: ErrorCode;
  rules?: ResourceRules;
  /**
   * Rows belong to projects and are scoped by an All/Workgroup pair; `project` is the SQL of the
   * row's project id over the table alias `t` (`t.id` for projects themselves). The read
   * permission is then `<pair>All`, and `<pair>Workgroup` opens the list too, narrowed in SQL.
   */
  scope?: { pair: ScopePair; project: string };
  /**
   * Rows the caller may see beyond the company, as SQL over the table alias `t` with its bindings
   * (production's rule, decision 192): lists, counts, gets, actions, updates and deletes all agree.
   */
  visibility?: Visibility;
  /** Write every change to the audit log (who, when, before and after). */
  audited?: boolean;
  /**
   * Rows carry `titles`, the title of each referenced row by id: whoever sees the row reads its
   * client, project or type by name without the right to list those (production's staff).
   */
  refTitles?: boolean;
  /** The company may define custom fields of this entity; values in the table's `custom_fields` JSONB column. */
  customFields?: boolean;
  /** Every member may list and get rows to pick them in forms, seeing only these fields (see ResourceMeta.lookup). */
  lookup?: { fields: string[] };
  /**
   * Which members the lookup is for (e.g. staff, not client contacts); the others find no rows in it
   * (an empty list, 404 by id), like a scope narrows. Holders of the read code see every row.
   */
  lookupFor?: LookupFor;
  listSummary?: { path: string; labelKey: string };
  /** Turning `active` off asks for confirmation: 409 with this code unless the request carries X-Confirm. */
  confirmDeactivation?: ErrorCode;
  /** Child collections written with the record, by payload key (see CollectionDecl). */
  collections?: Record<string, CollectionDecl>;
  /**
   * The write steps of a resource that composes them differently (users: one person over several
   * tables), by operation; each list mixes generic steps (write-steps.ts) with the domain's own.
   * Routes, validation and metadata still come from the declaration.
   */
  pipeline?: Partial<WritePipeline>;
  /** A state field and its transition table, declared once (see transitions.ts). */
  stateMachine?: StateMachineDecl;
  /** Declared commands on rows: guards, verification and effects (see actions.ts). */
  actions?: ActionDecl[];
}

/** SQL (over `t`) with its bindings. */
export interface SqlCondition {
  sql: string;
  bindings: unknown[];
}

/**
 * The rows a caller sees. `parts`, when given, are the same rule split into the alternatives its
 * `sql` ORs together (ANDed with `common`): the list counts each alternative apart, without the rows
 * an earlier one counted, so each count can use its own index (a member's projects, their own work)
 * instead of one scan of every row the OR cannot index.
 */
export type Visibility = (caller: {
  userId?: string | null;
  companyId: string;
  unrestricted?: boolean;
  can?: (code: PermissionCode | null) => boolean;
}) => SqlCondition & {
  parts?: SqlCondition[];
  common?: SqlCondition;
  /**
   * The same rule tested row by row (correlated `exists`), for reads of a few rows by id: the
   * `sql` form builds its sets once per statement, which pays over a page or an export but not
   * for one row (a member of large work groups would hash their groups' 100,000 projects to read one activity).
   */
  row?: SqlCondition;
};

export type LookupFor = (trx: Knex.Transaction, caller: { userId: string; companyId: string }) => Promise<boolean>;

export interface Resource extends ResourceMeta {
  table: string;
  ownedBy: Ownership;
  joins: Record<string, JoinTable>;
  /** SQL of computed read-only fields; kept out of the public metadata. */
  expressions: Record<string, string>;
  /** SQL matching `q` for fields that declare how (`searchSql`). */
  searches: Record<string, string>;
  rules: ResourceRules;
  /** SQL of the project id of a scoped row. */
  scopeProject?: string;
  visibility?: Visibility;
  collections: Record<string, Collection>;
  pipeline: Partial<WritePipeline>;
  lookupFor?: LookupFor;
  /** The declared actions with their guards and effects; `actions` is their public metadata. */
  commands: readonly ActionDecl[];
  stateMachine?: StateMachineDecl;
}

/** Labels and defaults of a collection's rows; refuses a row field that is not a column. */
function defineCollection(parent: string, key: string, decl: CollectionDecl): Collection {
  const fields: Record<string, FieldMeta> = {};
  for (const [name, { through, expression, searchSql: _q, searchColumn: _c, ...field }] of Object.entries(decl.fields)) {
    if (through || expression || field.readOnly || fieldType(field.type).set) {
      throw new Error(`${parent}.${key}.${name}: a child row's field must be a writable column`);
    }
    fields[name] = { ...field, labelKey: field.labelKey ?? `collections.${parent}.${key}.fields.${name}` };
  }
  return {
    labelKey: `collections.${parent}.${key}.title`,
    fields,
    columns: decl.columns ?? Object.keys(fields),
    min: decl.min,
    max: decl.max ?? 100,
    required: decl.required,
    table: decl.table,
    foreignKey: decl.foreignKey,
    position: decl.position,
    orderBy: decl.orderBy ?? [],
  };
}

/** Fills defaults (label keys, operations, filters) and freezes the declaration. */
export function defineResource(decl: ResourceDecl): Resource {
  const fields: Record<string, FieldMeta> = {};
  const joins: Record<string, JoinTable> = {};
  const expressions: Record<string, string> = {};
  const searches: Record<string, string> = {};
  for (const [key, { through, expression, searchSql, searchColumn, ...field }] of Object.entries(decl.fields)) {
    fields[key] = { ...field, labelKey: field.labelKey ?? `resources.${decl.name}.fields.${key}` };
    if (through) joins[key] = through;
    if (expression) expressions[key] = expression;
    if (searchSql) searches[key] = searchSql;
    else if (searchColumn) searches[key] = searchMatchFolded(`t.${searchColumn}`);
  }
  for (const key of Object.keys(decl.collections ?? {})) {
    if (key in decl.fields) throw new Error(`${decl.name}.${key}: a collection and a field cannot share a name`);
  }
  const permission = typeof decl.permission === 'string' ? { read: decl.permission, write: decl.permission } : { ...decl.permission };
  if (decl.scope) permission.read = `${decl.scope.pair}All` as PermissionCode;
  const titleField = decl.titleField ?? 'name';
  const defaultSort = decl.list.defaultSort ?? { field: titleField, order: 'asc' as const };
  return Object.freeze({
    name: decl.name,
    table: decl.table,
    ownedBy: decl.ownedBy,
    labelKey: `resources.${decl.name}.title`,
    permission,
    lookupBy: decl.lookupBy ?? [],
    operations: decl.operations ?? (['list', 'show', 'create', 'update', 'delete'] as Operation[]),
    fields,
    joins,
    expressions,
    searches,
    titleField,
    list: {
      columns: decl.list.columns,
      filters: decl.list.filters ?? [],
      search: decl.list.search ?? [],
      defaultSort,
      ...(decl.list.sorts ? { sorts: [...new Set([...decl.list.sorts, defaultSort.field, titleField])] } : {}),
    },
    routes: decl.routes,
    menu: decl.menu,
    ...(decl.rowsOf ? { rowsOf: decl.rowsOf } : {}),
    exportable: (decl.operations ?? ['list']).includes('list') && !decl.lookup,
    children: decl.children ?? [],
    confirmDuplicate: decl.confirmDuplicate,
    confirmUpdate: decl.confirmUpdate,
    rules: decl.rules ?? {},
    scope: decl.scope ? { pair: decl.scope.pair } : undefined,
    scopeProject: decl.scope?.project,
    visibility: decl.visibility,
    lookup: decl.lookup,
    lookupFor: decl.lookupFor,
    listSummary: decl.listSummary,
    confirmDeactivation: decl.confirmDeactivation,
    collections: Object.fromEntries(Object.entries(decl.collections ?? {}).map(([key, c]) => [key, defineCollection(decl.name, key, c)])),
    pipeline: decl.pipeline ?? {},
    audited: decl.audited ?? false,
    refTitles: decl.refTitles ?? false,
    ...(decl.actions?.length
      ? { commands: decl.actions, actions: actionsMeta({ name: decl.name, permission, stateMachine: decl.stateMachine }, decl.actions) }
      : { commands: [] }),
    ...(decl.stateMachine ? { stateMachine: decl.stateMachine } : {}),
    customFields: decl.customFields ?? false,
  });
}

/** The public metadata of a resource (what GET /api/meta/resources serves). */
export function toMeta(r: Resource): ResourceMeta {
  const {
    table: _t,
    ownedBy: _o,
    joins: _j,
    expressions: _e,
    searches: _q,
    rules: _r,
    scopeProject: _s,
    visibility: _v,
    pipeline: _p,
    lookupFor: _l,
    commands: _c,
    collections,
    ...meta
  } = r;
  const keys = Object.keys(collections);
  if (!keys.length) return meta;
  return {
    ...meta,
    collections: Object.fromEntries(
      keys.map((key) => {
        const { table: _ct, foreignKey: _fk, position: _pos, orderBy: _ob, ...shown } = collections[key];
        return [key, shown];
      }),
    ),
  };
}
