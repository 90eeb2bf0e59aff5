// The form control of a field, by its type's module (admin/src/fields). Returned as an element so
// Form.Item injects value, onChange and id straight into the control (labels then point at it).
import type { ReactElement } from 'react';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { adminFieldType } from '../../fields/index.ts';

type Translate = (key: string) => string;

export function fieldInput(field: FieldMeta, t: Translate, disabled: boolean): ReactElement {
  return adminFieldType(field.type).input(field, { t, disabled });
}
