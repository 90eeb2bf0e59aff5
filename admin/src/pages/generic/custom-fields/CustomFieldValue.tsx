// A custom value for reading: a chosen option as written, every other data type through the
// declared fields' renderer.
import { toFieldMeta, WITH_OPTIONS, type CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';
import { EmptyValue } from '../EmptyValue.tsx';
import { FieldValue } from '../FieldValue.tsx';

export function CustomFieldValue({ def, value }: { def: CustomFieldDefinition; value: unknown }) {
  if (WITH_OPTIONS.has(def.dataType)) return value === null || value === undefined || value === '' ? <EmptyValue /> : <>{String(value)}</>;
  return <FieldValue name={def.key} field={toFieldMeta(def)} value={value} />;
}

/** A record's value of a definition. */
export const customValueOf = (record: Record<string, unknown> | undefined, def: CustomFieldDefinition): unknown =>
  ((record?.customFields ?? {}) as Record<string, unknown>)[def.key];
