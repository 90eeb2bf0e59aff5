// What the admin says about sessions once the user is in (document 1, section 4): why the previous
// session ended, when the platform ended it; and, once per session, that the user is also signed in
// elsewhere, offering to close those sessions and stay here (they are refused at their next request).
import { App, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOtherSessions, fetchOtherSessions } from './api-client.ts';
import { handleSessionEnded, takeEndedReason } from './session-ended.ts';
import { SessionList } from './SessionList.tsx';
import type { Me, SessionView } from './types.ts';

/** localStorage: the session already asked about the others (cleared at logout with the other keys). */
const ASKED_KEY = 'otherSessionsAskedFor';

/** True the first time a given session asks; the offer is made right after sign-in, not on every visit. */
function firstAsk(sessionId: string): boolean {
  try {
    if (localStorage.getItem(ASKED_KEY) === sessionId) return false;
    localStorage.setItem(ASKED_KEY, sessionId);
  } catch {
    // Storage blocked: asked on every load, which only repeats the question.
  }
  return true;
}

export function SessionNotices({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const [others, setOthers] = useState<SessionView[]>([]);
  const [open, setOpen] = useState(false); // apart from the list, which stays while the modal fades out
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const reason = takeEndedReason();
    if (!reason) return;
    notification.info({ message: t('session.previousEndedTitle'), description: t(`session.previousEnded.${reason}`, { defaultValue: '' }) || undefined });
  }, [notification, t]);

  useEffect(() => {
    const session = me.session;
    if (session?.via !== 'cookie' || !session.id || !firstAsk(session.id) || !session.otherOpenSessions) return;
    // No cleanup flag on purpose: a second run of this effect (StrictMode) asks nothing, so the first one shows.
    fetchOtherSessions().then(
      (list) => {
        setOthers(list);
        setOpen(list.length > 0);
      },
      () => undefined,
    );
  }, [me]);

  const closeOthers = async () => {
    setClosing(true);
    try {
      await closeOtherSessions();
      void message.success(t('session.othersClosed'));
      setOpen(false);
    } catch (e) {
      if (!handleSessionEnded(e as { code?: string })) void message.error((e as { message?: string }).message);
    } finally {
      setClosing(false);
    }
  };

  const count = others.length;
  return (
    <Modal
      open={open}
      title={t('session.othersTitle', { count })}
      okText={t('session.closeOthersStay', { count })}
      cancelText={t('session.keepOthers', { count })}
      confirmLoading={closing}
      maskClosable={false}
      onOk={() => {
        void closeOthers();
      }}
      onCancel={() => setOpen(false)}
    >
      <Typography.Paragraph>{t('session.othersText', { count })}</Typography.Paragraph>
      <SessionList sessions={others} />
    </Modal>
  );
}
