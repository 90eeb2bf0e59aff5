// The designer's values of a dynamic form and back: a new field of a kind, and the body of a save
// where each field keeps only the properties its kind takes (the others cleared, so changing a
// field's kind never leaves a stray property for the API to refuse). Pure.
import {
  DYNAMIC_FORM_LIMITS,
  PROPERTIES_OF,
  type DynamicFieldKind,
  type DynamicFormField,
  type OptionalProperty,
} from '../../../../api/src/contract/dynamic-forms.ts';

/** What a property holds when its kind does not take it. */
const CLEARED: Record<OptionalProperty, null | false | 0> = {
  placeholder: null,
  minLength: null,
  maxLength: null,
  lengthMessage: null,
  multiple: false,
  maxSelections: 0,
  mask: null,
  options: null,
  height: null,
  dateType: null,
};

export const takes = (kind: DynamicFieldKind | undefined, property: OptionalProperty) =>
  !!kind && (PROPERTIES_OF[property] as readonly DynamicFieldKind[]).includes(kind);

/** A new field of a kind, with the defaults that make it valid once titled (options are the designer's to write). */
export function newField(kind: DynamicFieldKind): DynamicFormField {
  return {
    kind,
    title: '',
    required: false,
    columns: DYNAMIC_FORM_LIMITS.columns,
    ...(kind === 'date' ? { dateType: 'date' as const } : {}),
    ...(kind === 'textarea' ? { height: 3 } : {}),
    ...(kind === 'radioGroup' ? { columns: 1 } : {}),
  };
}

/** A field as the API stores it: only its kind's properties; a required message only when required. */
export function toFieldPayload(field: DynamicFormField): DynamicFormField {
  const out: DynamicFormField = { ...field, title: (field.title ?? '').trim() };
  for (const property of Object.keys(CLEARED) as OptionalProperty[]) {
    if (!takes(field.kind, property)) (out as unknown as Record<string, unknown>)[property] = CLEARED[property];
  }
  if (!out.required) out.requiredMessage = null;
  if (!out.multiple) out.maxSelections = 0;
  if (!out.id) delete out.id;
  return out;
}

export interface DesignValues {
  name?: string;
  code?: string;
  description?: string | null;
  active?: boolean;
  fields?: DynamicFormField[];
}

/** The body of a save: the form and all its fields, in the designer's order. */
export function toDesignPayload(values: DesignValues): Record<string, unknown> {
  return { ...values, fields: (values.fields ?? []).map(toFieldPayload) };
}
