// One field's value for reading (list cells, detail pages, the audit history), by its type's module.
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { adminFieldType } from '../../fields/index.ts';
import { EmptyValue } from './EmptyValue.tsx';

interface Props {
  name: string;
  field: FieldMeta;
  value: unknown;
  /** For ref/refs: every id to fetch with this one (see RefTitles); defaults to this value's ids. */
  refIds?: readonly string[];
  /** For enum sets: show the options by group (detail pages). */
  grouped?: boolean;
  /** Tag colour of set values (history: added green, removed red). */
  color?: string;
}

export function FieldValue(props: Props) {
  const type = adminFieldType(props.field.type);
  const { value } = props;
  if (!type.rendersEmpty && (value === null || value === undefined || value === '')) return <EmptyValue />;
  return <type.Value {...props} />;
}
