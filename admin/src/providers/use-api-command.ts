// A command outside the resource contract (send reviewed work to pre-invoice, a pre-invoice from its
// blocks, a comment, an e-invoice sent again...), through Refine's data provider (useCustomMutation):
// an Idempotency-Key per intent (data-provider.ts), the answer to the API's question (X-Confirm)
// when given, `busy` while it runs. A failure is told in the interface's language (the API's words
// and each field's), unless it is the API's question (409, confirmable) and the caller asks it.
import { useApiUrl, useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { CONFIRM_HEADER, isConfirmable, type AppHttpError } from './http-error.ts';

type Method = 'post' | 'put' | 'patch' | 'delete';

export interface CommandOptions {
  method?: Method;
  /** The code of the API's question this call answers (sent as X-Confirm). */
  confirmed?: string;
  /** The API asked first (409 with a confirmable code): asked here, then sent again answered. */
  onQuestion?: (question: AppHttpError & { code: string }) => void;
  /** The screen tells the failure itself (on the form's fields, in the dialog) instead of a message. */
  onFailure?: (error: AppHttpError) => void;
}

/** The API's message, with each field's own messages after it. */
export function failureText(error: unknown): string {
  const e = error as AppHttpError;
  const details = Object.values(e.errors ?? {})
    .flat()
    .map((said) => (typeof said === 'object' && said !== null ? said.message : typeof said === 'string' ? said : ''));
  return [...new Set([e.message, ...details].filter(Boolean))].join(' · ') || String(error);
}

export function useApiCommand() {
  const apiUrl = useApiUrl();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const { message } = App.useApp();

  /** Sends `values` to `path` (under the API, e.g. `/settlement/send-to-preinvoice`); its answer ({} without a body), or undefined once the failure is told. */
  const send = async <T>(
    path: string,
    values: object = {},
    { method = 'post', confirmed, onQuestion, onFailure }: CommandOptions = {},
  ): Promise<T | undefined> => {
    try {
      const { data } = await mutateAsync({
        url: `${apiUrl}${path}`,
        method,
        values,
        config: { headers: confirmed ? { [CONFIRM_HEADER]: confirmed } : {} },
        successNotification: false,
        errorNotification: false,
      });
      // An answer without a body (204) is a success all the same.
      return (data === undefined || data === null || (data as unknown) === '' ? {} : data) as unknown as T;
    } catch (error) {
      if (onQuestion && isConfirmable(error)) onQuestion(error);
      else if (onFailure) onFailure(error as AppHttpError);
      else void message.error(failureText(error));
      return undefined;
    }
  };
  return { send, busy: mutation.isPending };
}
