// Refine's notifications through Ant Design's: the message is the title (a sentence naming what
// happened), the description the detail below it, line breaks kept (the error code's own line).
// Undoable progress notices keep Refine's own rendering.
import { useNotificationProvider } from '@refinedev/antd';
import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

export function useAppNotificationProvider(): NotificationProvider {
  const refine = useNotificationProvider();
  const { notification } = App.useApp();
  return {
    open: (params) => {
      if (params.type === 'progress') return refine.open(params);
      notification.open({
        key: params.key,
        type: params.type,
        message: params.message,
        description: params.description ? <span style={{ whiteSpace: 'pre-line' }}>{params.description}</span> : undefined,
      });
    },
    close: (key) => notification.destroy(key),
  };
}
