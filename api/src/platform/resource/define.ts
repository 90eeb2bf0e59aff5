// defineResource and the field builders: the one declaration per entity that the routes,
// validation, OpenAPI, metadata, admin pages and generated tests all read.
import type { PermissionCode } from '../../../../policies/permissions.ts';
import type { Knex } from 'knex';
import type {
  ChildMeta, FieldDecl, FieldMeta, JoinTable, MenuSection, Operation, Ownership, ResourceMeta, ResourceRoutes, ScopePair,
} from './types.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { Caller as WriteCaller } from './crud.ts';
import { actionsMeta, type ActionDecl, type StateMachineDecl } from './actions.ts';

type Opts = Omit<FieldDecl, 'type'>;

/**
 * SQL true when the text `sql` contains the `?` pattern (a LIKE pattern) without regard to accents
 * or case: 'cafe' finds 'Café'. The large tables index f_unaccent(lower(column)) with trigrams.
 */
export const searchMatch = (sql: string) => `f_unaccent(lower(${sql})) like f_unaccent(lower(?))`;

/** searchMatch over a stored column that already holds f_unaccent(lower(...)) of a field. */
export const searchMatchFolded = (column: string) => `${column} like f_unaccent(lower(?))`;

/** The LIKE pattern of searchMatch for "contains `text`": the user's % and _ are text, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const text = (o: Opts = {}): FieldDecl => ({ type: 'text', max: 200, ...o });
export const textarea = (o: Opts = {}): FieldDecl => ({ type: 'textarea', max: 2000, ...o });
export const email = (o: Opts = {}): FieldDecl => ({ type: 'email', max: 254, formatCode: 'EMAIL_NOT_ALLOWED', ...o });
export const phone = (o: Opts = {}): FieldDecl => ({ type: 'phone', max: 20, formatCode: 'DIGITS_ONLY', ...o });
export const digits = (o: Opts = {}): FieldDecl => ({ type: 'digits', max: 30, formatCode: 'DIGITS_ONLY', ...o });
export const personName = (o: Opts = {}): FieldDecl => ({ type: 'personName', max: 100, formatCode: 'LETTERS_ONLY', ...o });
export const integer = (o: Opts = {}): FieldDecl => ({ type: 'integer', ...o });
export const decimal = (o: Opts = {}): FieldDecl => ({ type: 'decimal', ...o });
export const boolean = (o: Opts = {}): FieldDecl => ({ type: 'boolean', ...o });
export const date = (o: Opts = {}): FieldDecl => ({ type: 'date', ...o });
export const enumeration = (enumName: string, options: readonly (string | number)[], o: Opts = {}): FieldDecl => ({
  type: 'enum', enumName, options, ...o,
});
export const ref = (resource: string, o: Opts = {}): FieldDecl => ({ type: 'ref', ref: resource, ...o });
export const refs = (resource: string, through: JoinTable, o: Opts = {}): FieldDecl => ({
  type: 'refs', ref: resource, through, ...o,
});
/** A set of values of a fixed catalogue (e.g. a role's permission codes), kept in a join table. */
export const enumSet = (enumName: string, options: readonly string[], through: JoinTable, o: Opts = {}): FieldDecl => ({
  type: 'enumSet', enumName, options, through, ...o,
});

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
  permission: PermissionCode | { read: PermissionCode | null; write: PermissionCode };
  /** Holders of these codes may list the rows too, to pick one in their own forms. */
  lookupBy?: PermissionCode[];
  operations?: Operation[];
  fields: Record<string, FieldDecl>;
  titleField?: string;
  list: {
    columns: string[];
    filters?: string[];
    search?: string[];
    defaultSort?: { field: string; order: 'asc' | 'desc' };
  };
  routes: ResourceRoutes;
  menu: MenuSection;
  children?: ChildMeta[];
  confirmDuplicate?: { field: string; code: 'CLIENT_DOCUMENT_DUPLICATE' };
  /** Editing a row asks for confirmation: 409 with this code unless the request carries X-Confirm. */
  confirmUpdate?: ErrorCode;
  rules?: ResourceRules;
  /**
   * Rows belong to projects and are scoped by an All/Workgroup pair; `project` is the SQL of the
   * row's project id over the table alias `t` (`t.id` for projects themselves). The read
   * permission is then `<pair>All`, and `<pair>Workgroup` opens the list too, narrowed in SQL.
   */
  scope?: { pair: ScopePair; project: string };
  /** Write every change to the audit log (who, when, before and after). */
  audited?: boolean;
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
  /**
   * A resource spread over several tables writes through its own service instead of the generic
   * create, update and delete; the routes, validation and metadata still come from the declaration.
   */
  writes?: ResourceWrites;
  /** A state field and its transition table, declared once (see transitions.ts). */
  stateMachine?: StateMachineDecl;
  /** Declared commands on rows: guards, verification and effects (see actions.ts). */
  actions?: ActionDecl[];
}

type Row = Record<string, unknown>;
type Registry = (name: string) => Resource;
export type LookupFor = (trx: Knex.Transaction, caller: { userId: string; companyId: string }) => Promise<boolean>;

export interface ResourceWrites {
  create?: (trx: Knex.Transaction, r: Resource, registry: Registry, caller: WriteCaller, input: Row) => Promise<Row>;
  update?: (trx: Knex.Transaction, r: Resource, registry: Registry, caller: WriteCaller, id: string, patch: Row) => Promise<Row>;
  remove?: (trx: Knex.Transaction, r: Resource, caller: WriteCaller, id: string) => Promise<Row>;
}

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
  writes: ResourceWrites;
  lookupFor?: LookupFor;
  /** The declared actions with their guards and effects; `actions` is their public metadata. */
  commands: readonly ActionDecl[];
  stateMachine?: StateMachineDecl;
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
  const permission = typeof decl.permission === 'string'
    ? { read: decl.permission, write: decl.permission }
    : { ...decl.permission };
  if (decl.scope) permission.read = `${decl.scope.pair}All` as PermissionCode;
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
    titleField: decl.titleField ?? 'name',
    list: {
      columns: decl.list.columns,
      filters: decl.list.filters ?? [],
      search: decl.list.search ?? [],
      defaultSort: decl.list.defaultSort ?? { field: decl.titleField ?? 'name', order: 'asc' },
    },
    routes: decl.routes,
    menu: decl.menu,
    children: decl.children ?? [],
    confirmDuplicate: decl.confirmDuplicate,
    confirmUpdate: decl.confirmUpdate,
    rules: decl.rules ?? {},
    scope: decl.scope ? { pair: decl.scope.pair } : undefined,
    scopeProject: decl.scope?.project,
    lookup: decl.lookup,
    lookupFor: decl.lookupFor,
    listSummary: decl.listSummary,
    confirmDeactivation: decl.confirmDeactivation,
    writes: decl.writes ?? {},
    audited: decl.audited ?? false,
    ...(decl.actions?.length ? {
      commands: decl.actions,
      actions: actionsMeta({ name: decl.name, permission, stateMachine: decl.stateMachine }, decl.actions),
    } : { commands: [] }),
    ...(decl.stateMachine ? { stateMachine: decl.stateMachine } : {}),
  });
}

/** The public metadata of a resource (what GET /api/meta/resources serves). */
export function toMeta(r: Resource): ResourceMeta {
  const { table: _t, ownedBy: _o, joins: _j, expressions: _e, searches: _q, rules: _r, scopeProject: _s, writes: _w, lookupFor: _l, commands: _c, ...meta } = r;
  return meta;
}
