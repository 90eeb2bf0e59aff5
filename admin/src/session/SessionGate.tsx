// Loads /api/me and the resource metadata before anything else renders; without a session the
// browser goes to the API's login and comes back to the same path. /api/me's `next` comes first:
// registration, the "no company" notice (then logout) or the choice of an organisation. Four hours
// without activity in any tab log the user out.
import { Button, Modal, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { setCompanyTimeZone } from './company-time.ts';
import { useTranslation } from 'react-i18next';
import type { AppHttpError } from '../providers/http-error.ts';
import { fetchMe, fetchResourceMetas, fetchSessionStart, UnauthenticatedError } from './api-client.ts';
import { announce, takeLogoutPending, watchTabs } from './cross-tab.ts';
import { INACTIVITY_TIMEOUT_MS, idleTimer } from './idle.ts';
import { clearLoginAttempt, currentReturnTo, loginJustFailed, redirectToLogin } from './login-redirect.ts';
import { logout } from './logout.ts';
import { leaveEndedSession, rememberEndedReason, SESSION_ENDED_CODES } from './session-ended.ts';
import { SessionContext, buildSession } from './session-context.ts';
import { SessionNotices } from './SessionNotices.tsx';
import { GateNotice } from './GateNotice.tsx';
import type { ActiveCompany, Session } from './types.ts';

const RegisterPage = lazy(() => import('../pages/auth/RegisterPage.tsx'));
const SelectTenantPage = lazy(() => import('../pages/auth/SelectTenantPage.tsx'));

/** How long the first render waits for the code of the page being opened. */
const PREPARE_PAGE_AT_MOST_MS = 2_000;

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; session: Session }
  | { kind: 'register' }
  | { kind: 'noCompany' }
  | { kind: 'selectTenant' }
  | { kind: 'redirecting' }
  | { kind: 'loginFailed' }
  | { kind: 'failed'; message: string };

async function load(refresh: () => Promise<void>, preparePage?: (session: Session) => Promise<unknown>): Promise<State> {
  try {
    const { resources: included, ...me } = await fetchSessionStart();
    clearLoginAttempt();
    if (me.next === 'register') return { kind: 'register' };
    if (me.next === 'no-company') return { kind: 'noCompany' };
    if (me.next === 'select-tenant') return { kind: 'selectTenant' };
    const resources = included ?? (await fetchResourceMetas());
    const session = await buildSession(me, resources, refresh);
    // Waited for a moment at most: a page whose code is slower shows its own spinner in the shell,
    // and one whose code did not come tells so itself, with a retry.
    if (preparePage) await Promise.race([preparePage(session).catch(() => undefined), new Promise((done) => setTimeout(done, PREPARE_PAGE_AT_MOST_MS))]);
    return { kind: 'ready', session };
  } catch (error) {
    if (error instanceof UnauthenticatedError) {
      if (takeLogoutPending()) {
        // Back from the identity provider's logout: the other tabs leave too.
        announce('logout');
        clearLoginAttempt();
      }
      if (loginJustFailed()) return { kind: 'loginFailed' };
      // Ended by the platform: the login asks for the password again; the reason is told afterwards.
      if (error.code && SESSION_ENDED_CODES.has(error.code)) leaveEndedSession(error.code);
      else redirectToLogin();
      return { kind: 'redirecting' };
    }
    // A registration session (identity verified, no user yet) may not read /api/me.
    if ((error as AppHttpError).code === 'REGISTRATION_REQUIRED') return { kind: 'register' };
    return { kind: 'failed', message: (error as { message?: string }).message ?? '' };
  }
}

function Centered({ tip }: { tip: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spin size="large" tip={tip}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /**
   * Told the active company whenever the session is read, in the same update as the session
   * itself, so the page above can draw the company's colours in the same render (App.tsx).
   */
  onCompany?: (company: ActiveCompany | null) => void;
  /**
   * Fetches what the page being opened needs before the first render (its code: a page whose code
   * is in is drawn with the shell, instead of after it).
   */
  preparePage?: (session: Session) => Promise<unknown>;
}

export function SessionGate({ children, onCompany, preparePage }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // The same session with /api/me read again: the theme and the clock follow a change at once.
    const refresh = async () => {
      const me = await fetchMe();
      if (!live) return;
      setCompanyTimeZone(me.company?.timeZone);
      onCompany?.(me.company);
      setState((current) => (current.kind === 'ready' ? { kind: 'ready', session: { ...current.session, me } } : current));
    };
    void load(refresh, preparePage).then((next) => {
      if (!live) return;
      // Instants are read on the active company's clock from here on (session/company-time.ts).
      if (next.kind === 'ready') {
        setCompanyTimeZone(next.session.me.company?.timeZone);
        onCompany?.(next.session.me.company);
      }
      setState(next);
    });
    return () => {
      live = false;
    };
  }, [attempt, onCompany, preparePage]);

  // A session the API has answered for: only then is there activity to report and an idle clock to
  // run. While /api/me is on its way, or the tab is leaving for the login, a ping would be refused
  // (a page loaded just after a logout, where the browser's own pointer events still fire).
  const signedIn = state.kind === 'ready' || state.kind === 'noCompany' || state.kind === 'selectTenant';
  useEffect(() => {
    if (!signedIn) return undefined;
    // Activity here or in another tab restarts the count; the API's own check would only act at the next request.
    const idle = idleTimer(INACTIVITY_TIMEOUT_MS, () => {
      rememberEndedReason('SESSION_EXPIRED');
      void logout();
    });
    const stopWatching = watchTabs({
      // Another tab logged out: this one too, to a login that asks for the password.
      onLogout: () => {
        clearLoginAttempt();
        redirectToLogin(currentReturnTo(), true);
      },
      onActivity: idle.touch,
    });
    return () => {
      stopWatching();
      idle.stop();
    };
  }, [signedIn]);

  switch (state.kind) {
    case 'ready':
      return (
        <SessionContext.Provider value={state.session}>
          {children}
          <SessionNotices me={state.session.me} />
        </SessionContext.Provider>
      );
    case 'register':
      return (
        <Suspense fallback={<Centered tip={t('app.loading')} />}>
          <RegisterPage />
        </Suspense>
      );
    case 'selectTenant':
      return (
        <Suspense fallback={<Centered tip={t('app.loading')} />}>
          <SelectTenantPage />
        </Suspense>
      );
    case 'noCompany':
      return (
        <Modal
          open
          title={t('session.noCompanyTitle')}
          okText={t('buttons.logout')}
          cancelButtonProps={{ style: { display: 'none' } }}
          onOk={() => {
            void logout();
          }}
          onCancel={() => {
            void logout();
          }}
        >
          {t('session.noCompanyText')}
        </Modal>
      );
    case 'loginFailed':
      return (
        <GateNotice
          status="warning"
          title={t('errors.LOGIN_FAILED')}
          action={
            <Button
              type="primary"
              onClick={() => {
                clearLoginAttempt();
                redirectToLogin();
              }}
            >
              {t('app.signIn')}
            </Button>
          }
        />
      );
    case 'failed':
      return (
        <GateNotice
          status="error"
          title={t('app.loadFailed')}
          detail={state.message}
          action={
            <Button
              type="primary"
              onClick={() => {
                setState({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('app.retry')}
            </Button>
          }
        />
      );
    default:
      return <Centered tip={t(state.kind === 'redirecting' ? 'app.redirectingToLogin' : 'app.loading')} />;
  }
}
