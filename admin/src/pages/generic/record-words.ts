// The words the generic pages say about a resource's records: titles that name the thing ('Nuevo
// cliente', 'Editar proyecto'), notices that name the record ('Cliente «Café del Quindío» creado'),
// failures whose sentence names what failed and says why in words (never a code), and the
// delete confirmation naming what will be deleted. The singular and its grammatical gender come
// from the locale (`resources.<name>.singular`, `.gender`: 'm' | 'f', used as i18next context).
import type { BaseRecord } from '@refinedev/core';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import type { AppHttpError } from '../../providers/http-error.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Notice {
  message: string;
  description?: string;
  type: 'success' | 'error';
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export function recordWords(t: Translate, meta: Pick<ResourceMeta, 'name' | 'titleField'>) {
  const singular = t(`resources.${meta.name}.singular`);
  const words = { singular, Singular: capitalise(singular), context: t(`resources.${meta.name}.gender`) };
  const nameOf = (record?: BaseRecord | null) => String(record?.[meta.titleField] ?? '').trim();
  /** A sentence about one record: with its name when it has one. */
  const about = (key: string, record?: BaseRecord | null) => {
    const name = nameOf(record);
    return t(name ? `${key}Named` : key, { ...words, name });
  };
  const failure = (key: string, error: AppHttpError, record?: BaseRecord | null): Notice => ({
    type: 'error',
    message: about(key, record),
    // What went wrong, in the person's words; the code stays in the API's answer and the logs.
    description: error.message || undefined,
  });

  return {
    createTitle: t('pages.create.title', words),
    editTitle: t('pages.edit.title', words),
    created: (record?: BaseRecord | null): Notice => ({ type: 'success', message: about('notifications.created', record) }),
    saved: (record?: BaseRecord | null): Notice => ({ type: 'success', message: about('notifications.saved', record) }),
    deleted: (record?: BaseRecord | null): Notice => ({ type: 'success', message: about('notifications.deleted', record) }),
    createFailed: (error: AppHttpError) => failure('notifications.createFailed', error),
    saveFailed: (error: AppHttpError, record?: BaseRecord | null) => failure('notifications.saveFailed', error, record),
    deleteFailed: (error: AppHttpError, record?: BaseRecord | null) => failure('notifications.deleteFailed', error, record),
    deleteConfirm: (record?: BaseRecord | null) => about('delete.confirmTitle', record),
  };
}

export type Words = ReturnType<typeof recordWords>;

/** The props of a record's delete button: the confirmation and the notices name the record. */
export function deleteButtonProps(t: Translate, words: Words, record?: BaseRecord | null) {
  return {
    confirmTitle: words.deleteConfirm(record),
    confirmOkText: t('delete.confirmOk'),
    confirmCancelText: t('buttons.cancel'),
    successNotification: () => words.deleted(record),
    errorNotification: (error?: unknown) => words.deleteFailed((error ?? { message: '', statusCode: 0 }) as AppHttpError, record),
  };
}
