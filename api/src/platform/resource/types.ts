// The shape of a resource declaration and of the metadata served at GET /api/meta/resources.
// Pure types and data: the admin imports this file too.
import type { PermissionCode } from '../../../../policies/permissions.ts';

export type FieldType =
  | 'text' // single line
  | 'textarea'
  | 'email'
  | 'phone' // digits only
  | 'digits' // numeric identifier kept as text (document numbers, codes)
  | 'personName' // letters, spaces, apostrophes and hyphens only
  | 'integer'
  | 'decimal' // numeric(20,6) in the database, string on the wire
  | 'boolean'
  | 'date' // YYYY-MM-DD
  | 'enum'
  | 'ref' // one id of another resource
  | 'refs'; // a set of ids of another resource, kept in a join table

export interface JoinTable {
  table: string; // snake_case join table
  from: string; // column pointing at this resource's row
  to: string; // column pointing at the referenced row
  order?: string; // column keeping the position of each id in the array (priority)
}

export interface FieldMeta {
  type: FieldType;
  required?: boolean;
  min?: number; // length for text, value for numbers
  max?: number;
  /** Allowed values for enums, in display order; labels at `enums.<enumName>.<value>`. */
  options?: readonly (string | number)[];
  enumName?: string;
  /** Referenced resource name for ref/refs. */
  ref?: string;
  default?: string | number | boolean;
  /** Error code used when the format check fails (defaults by type). */
  formatCode?: string;
  /** Error code used when a required value is missing (defaults to REQUIRED). */
  requiredCode?: string;
  /** Error code used when a number falls outside [min, max]. */
  rangeCode?: string;
  readOnly?: boolean; // shown, never written by the client
  labelKey: string;
}

export interface FieldDecl extends Omit<FieldMeta, 'labelKey'> {
  labelKey?: string;
  /** refs only: where the set is stored (the array order is kept in `order` when given). */
  through?: JoinTable;
  /** Read-only field computed in SQL from the row's columns (table alias `t`). */
  expression?: string;
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

export interface ResourceMeta {
  name: string;
  labelKey: string; // plural label
  permission: { read: PermissionCode | null; write: PermissionCode };
  /** Codes that may list this resource to pick a row in another resource's form (e.g. a client's tax profile). */
  lookupBy: PermissionCode[];
  operations: Operation[];
  fields: Record<string, FieldMeta>;
  titleField: string;
  list: {
    columns: string[];
    filters: string[];
    search: string[];
    defaultSort: { field: string; order: 'asc' | 'desc' };
  };
  routes: ResourceRoutes;
  menu: MenuSection;
  children: ChildMeta[];
  /** Field that the API checks for duplicates and answers with a confirmable warning. */
  confirmDuplicate?: { field: string; code: string };
}

export type MenuSection = 'clients' | 'management' | 'hidden';

/** Who owns a row: tenant+company (most business data) or tenant only. */
export type Ownership = 'company' | 'tenant' | 'companyMembers';
