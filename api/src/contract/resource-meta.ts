// The shape of a resource declaration and of the metadata served at GET /api/meta/resources.
// Pure types and data: the admin imports this file too.
import type { PermissionCode } from '../../../policies/permissions.ts';

export type FieldType =
  | 'text' // single line
  | 'textarea'
  | 'email'
  | 'phone' // digits only
  | 'digits' // numeric identifier kept as text (document numbers, codes)
  | 'personName' // letters, spaces, apostrophes and hyphens only
  | 'country' // ISO 3166-1 alpha-3 code of a country of the product, picked by name
  | 'city' // a city's code in its country (geo/cities.ts), picked by name
  | 'integer'
  | 'duration' // a length of time in whole minutes (an integer on the wire), read and entered as hours and minutes
  | 'decimal' // numeric(20,6) in the database, string on the wire
  | 'boolean'
  | 'date' // YYYY-MM-DD
  | 'enum'
  | 'ref' // one id of another resource
  | 'refs' // a set of ids of another resource, kept in a join table
  | 'enumSet' // a set of values of a fixed catalogue (options), kept in a join table
  | 'money' // decimal string with the field's scale (decimals), numeric(20,6) in the database
  | 'datetime' // ISO 8601 instant with an offset, timestamptz in the database, answered in UTC
  | 'json' // a JSON object of bounded size, jsonb in the database
  | 'file' // the descriptor of an uploaded file ({ id, name, size, contentType }), jsonb
  | 'colour' // '#RGB' or '#RRGGBB', what Ant Design's colour tokens take
  | 'emails'; // a list of email addresses (a single one may be sent as a string), a text[] column; max: how many

export interface JoinTable {
  table: string; // snake_case join table
  from: string; // column pointing at this resource's row
  to: string; // column pointing at the referenced row
  order?: string; // column keeping the position of each id in the array (priority)
  /**
   * Fixed column values of this field's rows, so several fields can share one join table (a work
   * group's members and external users: `{ is_external: false }` / `{ is_external: true }`). Rows
   * are read, filtered, replaced and inserted with these values only.
   */
  where?: Readonly<Record<string, string | number | boolean>>;
}

export interface FieldMeta {
  type: FieldType;
  required?: boolean;
  min?: number; // length for text, value for numbers
  max?: number; // also: json's size in characters, file's size in bytes
  /** date: the value names a month (its first day), read as 'noviembre de 2026', not as a day. */
  granularity?: 'month';
  /** date: a new record's form starts at the company's today (a receipt is mostly entered the day it arrives). */
  startsToday?: boolean;
  /** money: decimals of the amount (the currency's scale); more are refused, never rounded. */
  scale?: number;
  /** file: content types accepted (default: the specification's attachment types). */
  accept?: readonly string[];
  /** Allowed values for enums and enum sets, in display order; labels at `enums.<enumName>.<value>`. */
  options?: readonly (string | number)[];
  /**
   * enumSet only: the group of each option (e.g. a permission code's area), to show the set grouped;
   * group labels at `enumGroups.<enumName>.<group>`, groups in the order of their first option.
   */
  optionGroups?: Readonly<Record<string, string>>;
  enumName?: string;
  /** Referenced resource name for ref/refs. */
  ref?: string;
  /**
   * ref/refs: only rows of the referenced resource that pass these list filters may be chosen
   * (e.g. `{ assignable: true }`: active users who are not contacts). The API refuses others with
   * INVALID_REFERENCE, except a value the row already had; the admin's picker offers only them.
   */
  refFilter?: Readonly<Record<string, string | number | boolean>>;
  /**
   * ref: the options also pass the form's own values of other fields, as list filters of the
   * referenced resource (`{ clientId: 'clientId' }`: a receipt's invoices are its client's). The
   * admin narrows the picker as those fields change; the resource's rules refuse the rest on save.
   */
  refFollows?: Readonly<Record<string, string>>;
  default?: string | number | boolean;
  /** Error code used when the format check fails (defaults by type). */
  formatCode?: string;
  /** Error code used when a required value is missing (defaults to REQUIRED). */
  requiredCode?: string;
  /** Error code used when a number falls outside [min, max]. */
  rangeCode?: string;
  readOnly?: boolean; // shown, never written by the client
  /** ref: the code when the referenced row does not exist (the spec's 'Debes crear una tarea primero'). */
  missingCode?: string;
  /** Read for the admin's own decisions (which actions a row offers), never shown as a field. */
  hidden?: boolean;
  /**
   * Who may write the field beyond the resource's write code: 'superAdmin' (e.g. the super
   * administrator flag). The API refuses others' changes with FORBIDDEN on the field and the admin
   * disables the control, both through field-access.ts.
   */
  writableBy?: 'superAdmin';
  /** Form and show pages group fields by section, in order of first appearance (`resources.<name>.sections.<section>`). */
  section?: string;
  labelKey: string;
}

export interface FieldDecl extends Omit<FieldMeta, 'labelKey'> {
  labelKey?: string;
  /** refs and enumSet: where the set is stored (the array order is kept in `order` when given). */
  through?: JoinTable;
  /** Read-only field computed in SQL from the row's columns (table alias `t`). */
  expression?: string;
  /**
   * How `q` finds rows by this field, as SQL true for a match with one `?` for the pattern (LIKE,
   * through `searchMatch`: accents and case ignored), when matching the field itself row by row
   * would be slow: e.g. a related name searched as an uncorrelated set,
   * `t.client_id in (select c.id from clients c where ${searchMatch('c.name')})`.
   */
  searchSql?: string;
  /**
   * A stored column of the table holding f_unaccent(lower(field)) (a generated column), which `q`
   * and `_like` compare instead of folding the field on every row: fast on large tables under RLS.
   */
  searchColumn?: string;
}

export type Operation = 'list' | 'show' | 'create' | 'update' | 'delete';

export interface ResourceRoutes {
  list: string;
  create?: string;
  edit?: string; // with :id
  show?: string; // with :id
}

export interface ChildMeta {
  resource: string; // child resource name
  foreignKey: string; // field of the child pointing at this row
}

/**
 * Child rows owned by a record and written with it in one transaction (a client's contacts; later
 * an agreement's intervals, an invoice's lines): `POST`/`PATCH` carry the rows as an array, `GET`
 * answers them with the parent. Field errors name the row: `contacts[2].email`.
 */
export interface CollectionMeta {
  labelKey: string; // the collection's title (`collections.<resource>.<key>.title`)
  /** The fields of each row (labels at their labelKey); every row also has its `id`. */
  fields: Record<string, FieldMeta>;
  /** Columns of the show page's table, in order. */
  columns: string[];
  min?: number;
  max: number;
  /** On create, the collection must be given (with at least `min` rows, or one). */
  required?: boolean;
}

export interface ResourceMeta {
  name: string;
  labelKey: string; // plural label
  /** `create`: the code that creates rows when it is not the write code (a company: AdministrationCompanyGeneralCreate). */
  /** `also`: codes that open the resource as its own codes do (clients: AdministrationClient beside ClientFullAccess). */
  permission: { read: PermissionCode | null; write: PermissionCode | null; create?: PermissionCode | null; also?: PermissionCode[] };
  /** Codes that may list this resource to pick a row in another resource's form (e.g. a client's tax profile). */
  lookupBy: PermissionCode[];
  operations: Operation[];
  fields: Record<string, FieldMeta>;
  titleField: string;
  /** `sorts`: the only fields the list sorts by, each served by an index (absent: every sortable field). */
  list: { columns: string[]; filters: string[]; search: string[]; defaultSort: { field: string; order: 'asc' | 'desc' }; sorts?: string[] };
  routes: ResourceRoutes;
  menu: MenuSection;
  /** The resource whose pages a row opens (a work panel grid's rows are activities). */
  rowsOf?: string;
  /** Rows carry `titles` (referenced rows' titles by id). */
  refTitles?: boolean;
  /** The list exports to XLSX (GET /api/<name>/export.xlsx with the list's query). */
  exportable?: boolean;
  children: ChildMeta[];
  /** Child collections written with the record (see CollectionMeta), by payload key. */
  collections?: Record<string, CollectionMeta>;
  /** Field that the API checks for duplicates and answers with a confirmable warning. */
  confirmDuplicate?: { field: string; code: string; exists?: string };
  /** Every edit is a confirmable warning: the API answers 409 with this code unless confirmed. */
  confirmUpdate?: string;
  /**
   * The All/Workgroup pair that scopes the rows (e.g. 'SettlementAccess'): `<pair>All` sees the
   * whole company, `<pair>Workgroup` only rows of projects of the user's work groups.
   */
  scope?: { pair: ScopePair };
  /** Changes are written to the audit log and shown on the show page. */
  audited: boolean;
  /** The company defines custom fields of this entity (the `custom-fields` resource); rows carry `customFields`. */
  customFields?: boolean;
  /**
   * Every member of the company may list and get rows to pick them in forms, seeing only these
   * fields (filters and sorting too); the read code gives the whole row.
   */
  lookup?: { fields: string[] };
  /** A figure shown above the list, served by GET /api/<path> and told by the label (with its answer's keys). */
  listSummary?: { path: string; labelKey: string };
  /** Turning `active` off is a confirmable warning: 409 with this code unless confirmed. */
  confirmDeactivation?: string;
  /**
   * Declared commands (`POST /api/<name>/{id}/<action>`, bulk `POST /api/<name>/actions/<action>`):
   * each row answered by list and get carries `actions`, the names it may take now.
   * Labels at `actions.<action>`.
   */
  actions?: ActionMeta[];
  /** The state field and its transition table `state: { action: next }`. */
  stateMachine?: { field: string; transitions: Readonly<Partial<Record<string, Readonly<Partial<Record<string, string>>>>>> };
}

export interface ActionMeta {
  name: string;
  permission: PermissionCode | null;
  /** Offered on the list's selected rows too (`POST /api/<name>/actions/<action>` with `{ ids }`). */
  bulk: boolean;
  /** Has a verification step (`GET .../{id}/<action>/preview`) whose answer the confirmation shows. */
  verify: boolean;
  /** Answers a new row that the admin opens (e.g. a role's duplicate). */
  opens?: 'show' | 'edit';
  danger?: boolean;
  payload: Record<string, FieldMeta>;
}

/** The names of the All/Workgroup permission pairs (the codes without their suffix). */
export type ScopePair =
  | 'SettlementAccess'
  | 'SettlementAccessReviewedServices'
  | 'SettlementReadPendingPreinvoices'
  | 'SettlementReadPreinvoices'
  | 'SettlementReadLiquidated'
  | 'SettlementReadFutureBlocks'
  | 'SettlementCreditNotes';

export type MenuSection = 'workPanel' | 'clients' | 'management' | 'settlement' | 'hidden';

/**
 * Who owns a row: tenant+company (most business data), tenant only, or companyMembers: people
 * (global identities) seen through a per-company view, one row per membership (`company_id`).
 */
export type Ownership = 'company' | 'tenant' | 'companyMembers';

/**
 * The most rows a list counts. Counting every match of a large table cost more than its page (58–73 ms
 * for the first 20 of 200,000 clients): past the cap a list answers x-total-count = LIST_COUNT_CAP + 1,
 * which the admin reads as "más de 10.000"; paging by offset up to the cap and by key beyond still works.
 */
export const LIST_COUNT_CAP = 10_000;
