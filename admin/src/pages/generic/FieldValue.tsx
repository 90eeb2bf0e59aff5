// One field's value for reading (list cells, detail pages, the audit history), by its type's module.
import { adminFieldType } from '../../fields/index.ts';
import type { ValueProps } from '../../fields/field-type.ts';
import { EmptyValue } from './EmptyValue.tsx';

type Props = ValueProps;

export function FieldValue(props: Props) {
  const type = adminFieldType(props.field.type);
  const { value } = props;
  if (!type.rendersEmpty && (value === null || value === undefined || value === '')) return <EmptyValue />;
  return <type.Value {...props} />;
}
