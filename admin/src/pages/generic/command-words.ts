// What the action buttons say: the question before a declared action (with the verification's
// answer: the API's confirmation text and the counts of what follows), and the notices after it.
// The shutdown notices are the specification's sentences, verbatim (document 1, section 8).
import type { BaseRecord } from '@refinedev/core';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import type { AppHttpError } from '../../providers/http-error.ts';
import type { Notice, Translate } from './record-words.ts';

/** The verification step's answer (GET .../{id}/<action>/preview, POST .../actions/<action>/preview). */
export interface Verification {
  action: string;
  affected: Record<string, number>;
  confirm: string | null;
  confirmParams: Record<string, string | number>;
}

export function commandWords(t: Translate, meta: Pick<ResourceMeta, 'name' | 'titleField'>) {
  const singular = t(`resources.${meta.name}.singular`);
  const context = t(`resources.${meta.name}.gender`); // 'm' | 'f': 'Cliente … desactivado', 'Práctica … desactivada'
  const nameOf = (record?: BaseRecord | null) => String(record?.[meta.titleField] ?? '').trim();
  const verb = (action: string) => t(`commands.verbs.${action}`, { defaultValue: action });
  const detail = (error: AppHttpError, rows: readonly BaseRecord[] = []) => {
    // A refused selection names each refused row (`ids[2]`) by its title.
    const perRow = Object.entries(error.errors ?? {}).flatMap(([field, messages]) => {
      const index = /^ids\[(\d+)\]$/.exec(field);
      const row = index ? rows[Number(index[1])] : undefined;
      return row ? [`«${nameOf(row)}»: ${([] as string[]).concat(messages as string | string[]).join(' ')}`] : [];
    });
    // Words for the person only: the code stays in the API's answer and the logs.
    return [error.message, ...perRow].filter(Boolean).join('\n');
  };
  return {
    label: (action: string) => t(`commands.names.${action}`, { defaultValue: action }),
    question: (action: string, rows: readonly BaseRecord[]) =>
      rows.length === 1
        ? t('commands.askOne', { verb: verb(action), name: nameOf(rows[0]) })
        : t('commands.askMany', { verb: verb(action), count: rows.length }),
    /** The lines of the confirmation: the API's question, then what else the action changes. */
    consequences: (v: Verification): string[] => {
      const lines = v.confirm ? [t(`errors.${v.confirm}`, v.confirmParams)] : [];
      const counts = Object.entries(v.affected)
        .filter(([, n]) => n > 0)
        .map(([kind, count]) => t(`commands.affected.${kind}`, { count, defaultValue: `${kind}: ${count}` }));
      return [...lines, ...(counts.length ? counts : [t('commands.nothingElse')])];
    },
    done: (action: string, rows: readonly BaseRecord[]): Notice => ({
      type: 'success',
      message:
        action === 'shutdown'
          ? t('commands.shutdownDone')
          : rows.length === 1
            ? t('commands.doneOne', {
                Singular: singular.charAt(0).toLocaleUpperCase() + singular.slice(1),
                name: nameOf(rows[0]),
                past: t(`commands.past.${action}`, { context, defaultValue: action }),
              })
            : t('commands.doneMany', { count: rows.length, past: t(`commands.pastMany.${action}`, { defaultValue: action }) }),
    }),
    failed: (action: string, error: AppHttpError, rows: readonly BaseRecord[]): Notice => ({
      type: 'error',
      message:
        action === 'shutdown'
          ? t('commands.shutdownFailed')
          : rows.length === 1
            ? t('commands.failedOne', { verb: verb(action), name: nameOf(rows[0]) })
            : t('commands.failedMany', { verb: verb(action), count: rows.length }),
      description: detail(error, rows),
    }),
  };
}
