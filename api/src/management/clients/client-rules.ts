// Rules of a client's contacts as pure functions over plain data (document 1, section 3).
import type { FieldError } from '../../platform/errors/app-error.ts';
import { rowField } from '../../platform/resource/collections.ts';

/** At most one main contact among a client's contacts: every main after the first is refused on its row. */
export function mainContactErrors(contacts: readonly Record<string, unknown>[] | undefined): FieldError[] {
  const mains = (contacts ?? []).flatMap((contact, i) => (contact.isMain === true ? [i] : []));
  return mains.slice(1).map((i) => ({ field: rowField('contacts', i, 'isMain'), code: 'CLIENT_MAIN_CONTACT_UNIQUE' }));
}
