// The API's field errors under their inputs. A field arrives named `rates.1.rate` (or `rates[1].rate`,
// as the contract's checks name it); the form's path is ['rates', 1, 'rate'] (as Refine's useForm reads it too).
import type { HttpError } from '@refinedev/core';
import type { FormInstance } from 'antd';

export const formPath = (field: string): (string | number)[] =>
  field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** The field errors of a failed save shown under their fields (useForm does this for its own saves). */
export function showFieldErrors(form: FormInstance, error: HttpError): void {
  form.setFields(
    Object.entries(error.errors ?? {}).map(([name, messages]) => ({
      name: formPath(name),
      errors: ([] as unknown[]).concat(messages).map((m) => (typeof m === 'object' && m && 'message' in m ? String(m.message) : String(m))),
    })),
  );
}
