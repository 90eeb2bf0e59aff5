// What a declared resource is, as types only: the declaration (ResourceDecl), what defineResource
// makes of it (Resource), the caller every read and write is for, the write steps and the actions.
// The machinery (crud, write-steps, actions, validation, keyset, collections, models) imports these
// from here, never from define.ts, so define.ts can build on the machinery without a cycle; a
// domain's declaration imports them through define.ts, which re-exports them.
import type { Knex } from 'knex';
import type { PermissionCode } from '../../../../policies/permissions.ts';
import type { Principal } from '../../../../policies/guard.ts';
import type {
  ChildMeta,
  CollectionMeta,
  FieldDecl,
  JoinTable,
  MenuSection,
  Operation,
  Ownership,
  ResourceMeta,
  ResourceRoutes,
  ScopePair,
} from '../../contract/resource-meta.ts';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import type { ErrorParams } from '../errors/app-error.ts';
import type { RouteAudience } from '../http/guard.ts';
import type { Transitions } from './transitions.ts';

type Row = Record<string, unknown>;
/** Finds a declared resource by name (the app's list, resources.ts). */
export type Registry = (name: string) => Resource;

/** Who a read or write is for. */
export interface Caller {
  tenantId: string;
  companyId: string;
  /** Who acts (the audit log's actor; the member whose work groups narrow a Workgroup scope). */
  userId?: string | null;
  /** The caller's guard; a scoped resource shows nothing to a caller without one. */
  can?: Principal['can'];
  unrestricted?: boolean;
  confirmed?: ReadonlySet<string>;
}

/** Who takes a declared action: always a signed-in member (the audit log and the effects name them). */
export type ActingCaller = Caller & { userId: string };

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
  /**
   * Who of the company's members may call the routes that need no code (guard.ts): the firm's staff
   * unless said; 'members' opens them to client contacts too (one's own notifications).
   */
  audience?: RouteAudience;
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
  audience?: RouteAudience;
  stateMachine?: StateMachineDecl;
}

/** What a guard, a verification and an effect receive. */
export interface ActionContext {
  trx: Knex.Transaction;
  resource: Resource;
  registry: Registry;
  caller: ActingCaller;
  id: string;
  /** The row before the action, as get answers it (locked until the transaction ends). */
  row: Row;
  payload: Row;
  /** The state a move of the machine leads to (undefined for a free command). */
  next?: string;
}

/** The verification step's answer: what the action would change beyond the row itself. */
export interface Verification {
  /** Counts by kind of record (e.g. `{ projects: 3 }`), shown before confirming. */
  affected: Record<string, number>;
  /**
   * Ask first: 409 with this confirmable code and params unless the request's X-Confirm names it. A
   * Localized param (an amount) is answered in the caller's language by the preview.
   */
  confirm?: { code: ErrorCode; params?: ErrorParams };
}

export interface ActionDecl {
  name: string;
  /** Who may run it; the resource's write code by default (null: any member, the guard decides). */
  permission?: PermissionCode | null;
  /** Fields of the payload, validated like a resource's (none by default: an empty body). */
  payload?: Record<string, FieldDecl>;
  /** May this row take the action now (beyond the transition table); throws an AppError to refuse. */
  guard?: (ctx: ActionContext) => Promise<void> | void;
  /** What the action would affect, without doing it; its `confirm` makes the action ask first. */
  verify?: (ctx: ActionContext) => Promise<Verification>;
  /**
   * What the action does beyond moving the state (which the machinery writes first): other rows,
   * hooks. An action that `opens` a new row returns it (answered 201); otherwise the row is re-read.
   */
  effect?: (ctx: ActionContext) => Promise<Row | void>;
  /** The action answers a new row of this resource that the admin opens (e.g. a role's duplicate). */
  opens?: 'show' | 'edit';
  /** Offered on selected rows of the list too (bulk form); moves of the state machine are by default. */
  bulk?: boolean;
  /**
   * Whether the row offers the action to this caller (beyond state and permission), from the row's
   * own fields: the admin shows it only then; the guard still decides on the call.
   */
  offeredWhen?: (row: Row, can: (code: PermissionCode | null) => boolean) => boolean;
  /** Shown as a dangerous action (red, confirmed) in the admin. */
  danger?: boolean;
}

/** A state field and its transition table, declared once. */
export interface StateMachineDecl {
  field: string;
  transitions: Transitions;
}

export type WriteMode = 'create' | 'update' | 'delete';

/** How a create is told in the audit log: another action than 'create' (e.g. 'duplicate') and what to add to it. */
export interface CreateAudit {
  action: string;
  /** Recorded with the new row (e.g. `{ duplicateOf: <original id> }`). */
  note?: Row;
}

/** One write going through the steps; each step reads what the earlier ones left and adds its part. */
export interface Write {
  trx: Knex.Transaction;
  r: Resource;
  registry: Registry;
  caller: Caller;
  mode: WriteMode;
  /** The validated payload (empty on delete). */
  input: Row;
  /** create: the row as it will be stored; update: the changes as they will be stored. */
  row: Row;
  /** update: the stored row with the changes; create: the row. */
  merged: Row;
  /** The row's id: given on update and delete, set by the insert on create. */
  id?: string;
  /** The stored row before the change (update and delete). */
  before?: Row;
  /** The stored row after the change (read back). */
  after?: Row;
  told: CreateAudit;
  /** Columns the server sets beside the payload's (who registered it, the project it follows), by rules. */
  stamp: Row;
}

export type WriteStep = (w: Write) => Promise<void> | void;

/** The steps of each write; a declaration gives only the ones it composes differently. */
export interface WritePipeline {
  create: WriteStep[];
  update: WriteStep[];
  remove: WriteStep[];
}
