// "Mis sesiones" (header user menu): this session and the user's others still open, which the user
// may close (each is refused at its next request).
import { App, Button, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOtherSessions, fetchCurrentSession, fetchOtherSessions } from '../session/api-client.ts';
import { handleSessionEnded } from '../session/session-ended.ts';
import { SessionList } from '../session/SessionList.tsx';
import type { SessionView } from '../session/types.ts';

function failed(message: { error: (text: string) => unknown }, e: unknown) {
  if (!handleSessionEnded(e as { code?: string })) void message.error((e as { message?: string }).message ?? '');
}

export function MySessionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [sessions, setSessions] = useState<SessionView[] | null>(null);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    Promise.all([fetchCurrentSession(), fetchOtherSessions()]).then(
      ([current, others]) => {
        if (live) setSessions([{ ...current, current: true }, ...others]);
      },
      (e: unknown) => failed(message, e),
    );
    return () => {
      live = false;
      setSessions(null);
    };
  }, [open, message]);

  const closeOthers = async () => {
    setClosing(true);
    try {
      await closeOtherSessions();
      void message.success(t('session.othersClosed'));
      setSessions((list) => list?.filter((s) => s.current) ?? null);
    } catch (e) {
      failed(message, e);
    } finally {
      setClosing(false);
    }
  };

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <Modal
      open={open}
      title={t('session.mine')}
      onCancel={onClose}
      footer={[
        <Button
          key="close-others"
          danger
          disabled={!others}
          loading={closing}
          onClick={() => {
            void closeOthers();
          }}
        >
          {t('session.closeOthers')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('session.close')}
        </Button>,
      ]}
    >
      {sessions ? (
        <>
          <SessionList sessions={sessions} />
          {!others && <Typography.Text type="secondary">{t('session.noOthers')}</Typography.Text>}
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
