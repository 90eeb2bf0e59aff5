// The designer's form values of a definition and back, the field its preview renders, and the
// position changes of moving a field up or down. Pure.
import { WITH_OPTIONS, parseOptions, type CustomFieldDefinition, type CustomFieldType } from '../../../../api/src/contract/custom-fields.ts';

export interface DesignerValues {
  label?: string;
  dataType?: CustomFieldType;
  required?: boolean;
  options?: (string | undefined)[];
  active?: boolean;
  listColumn?: boolean;
}

export const NEW_FIELD: DesignerValues = { dataType: 'Text', required: false, options: [], active: true, listColumn: false };

export function toDesignerValues(def: CustomFieldDefinition): DesignerValues {
  return {
    label: def.label,
    dataType: def.dataType,
    required: def.required,
    options: parseOptions(def.options),
    active: def.active,
    listColumn: def.listColumn,
  };
}

const optionLines = (options: DesignerValues['options']) => (options ?? []).map((o) => (o ?? '').trim()).filter(Boolean);

/** The body of a save: options one a line for the choice types, none for the others. */
export function toDefinitionPayload(values: DesignerValues, entity: string, mode: 'create' | 'edit'): Record<string, unknown> {
  const choice = !!values.dataType && WITH_OPTIONS.has(values.dataType);
  const payload: Record<string, unknown> = {
    label: (values.label ?? '').trim(),
    required: !!values.required,
    options: choice ? optionLines(values.options).join('\n') : null,
    active: values.active !== false,
    listColumn: !!values.listColumn,
  };
  // Entity and data type are fixed once created (the API refuses a change).
  if (mode === 'create') Object.assign(payload, { entity, dataType: values.dataType });
  return payload;
}

/** The definition the live preview renders while the user designs it. */
export function previewDefinition(values: DesignerValues, placeholderLabel: string): CustomFieldDefinition {
  return {
    id: 'preview',
    entity: '',
    key: 'preview',
    label: values.label?.trim() || placeholderLabel,
    dataType: values.dataType ?? 'Text',
    required: !!values.required,
    options: optionLines(values.options).join('\n'),
    position: 0,
    active: true,
    listColumn: false,
  };
}

/**
 * The positions to write when the field at `index` moves by `delta` (-1 up, +1 down): every field
 * takes its place in the new order (1, 2, 3...), and only those whose position changes are written.
 */
export function reorder(defs: readonly Pick<CustomFieldDefinition, 'id' | 'position'>[], index: number, delta: -1 | 1): { id: string; position: number }[] {
  const target = index + delta;
  if (index < 0 || index >= defs.length || target < 0 || target >= defs.length) return [];
  const order = [...defs];
  [order[index], order[target]] = [order[target], order[index]];
  return order
    .map((d, i) => ({ id: d.id, position: i + 1, before: d.position }))
    .filter((d) => d.position !== d.before)
    .map(({ id, position }) => ({ id, position }));
}
