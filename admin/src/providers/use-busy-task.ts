// Work that is not a call through the data provider (a file's bytes sent as multipart, a logo taken
// away), with what every such button needs: `busy` while it runs, and a failure told in the
// interface's language as the commands tell theirs (use-api-command.ts).
import { useCallback, useState } from 'react';
import { App } from 'antd';
import { failureText } from './use-api-command.ts';

export function useBusyTask() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  /** Runs `work`; its answer, or undefined once its failure is told (`failed` when the error says nothing). */
  const run = useCallback(
    async <T>(work: () => Promise<T>, failed?: string): Promise<T | undefined> => {
      setBusy(true);
      try {
        return await work();
      } catch (error) {
        void message.error((error as { message?: string }).message ? failureText(error) : (failed ?? failureText(error)));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [message],
  );
  return { run, busy };
}
