// defineResource and the field builders: the one declaration per entity that the routes,
// validation, OpenAPI, metadata, admin pages and generated tests all read.
import type { PermissionCode } from '../../../../policies/permissions.ts';
import type { FieldDecl, FieldMeta, JoinTable, Operation, ResourceMeta, ResourceRoutes } from '../../contract/resource-meta.ts';
import { JSON_DEFAULT_MAX, MONEY_DEFAULT_SCALE, fieldType } from '../../contract/field-checks.ts';
import type { Collection, CollectionDecl, Resource, ResourceDecl } from './types.ts';
import { actionsMeta } from './actions.ts';
import { containsPattern, searchMatch, searchMatchFolded } from './search-sql.ts';

type Opts = Omit<FieldDecl, 'type'>;

// The declaration's vocabulary, for the domains' declarations (types.ts says why it lives apart).
export type {
  ActionContext,
  ActionDecl,
  Caller,
  Collection,
  CollectionDecl,
  LookupFor,
  Resource,
  ResourceDecl,
  ResourceRules,
  RuleContext,
  SqlCondition,
  StateMachineDecl,
  Verification,
  Visibility,
  WritePipeline,
  WriteStep,
} from './types.ts';

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

/**
 * A resource's admin pages as they are laid out under `base`: the list at `base`, a new row at
 * `base/new`, a row at `base/:id` and its form at `base/:id/edit`; `list` and `create` where the
 * screen names them otherwise.
 */
export const pagesAt = (base: string, named: { list?: string; create?: string } = {}): ResourceRoutes => ({
  list: named.list ?? base,
  create: named.create ?? `${base}/new`,
  edit: `${base}/:id/edit`,
  show: `${base}/:id`,
});

/** Declares a child collection (see CollectionDecl); at most 100 rows unless told. */
export const collection = (decl: CollectionDecl): CollectionDecl => decl;

/**
 * The row fields of a child collection taken from a declared resource over the same table (a
 * client's contacts from client-contacts): one declaration of the row, with its labels.
 */
export function rowFieldsOf(r: Resource, names: readonly string[]): Record<string, FieldDecl> {
  return Object.fromEntries(names.map((name) => [name, { ...r.fields[name] }]));
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
    ...(decl.audience ? { audience: decl.audience } : {}),
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
    audience: _a,
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
