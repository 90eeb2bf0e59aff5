// Loads /api/me and the resource metadata before anything else renders; without a session the
// browser goes to the API's login and comes back to the same path.
import { Button, Result, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMe, fetchResourceMetas, UnauthenticatedError } from './api-client.ts';
import { clearLoginAttempt, loginJustFailed, redirectToLogin } from './login-redirect.ts';
import { SessionContext, buildSession } from './session-context.ts';
import type { Session } from './types.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; session: Session }
  | { kind: 'redirecting' }
  | { kind: 'loginFailed' }
  | { kind: 'failed'; message: string };

async function load(): Promise<State> {
  try {
    const me = await fetchMe();
    const resources = await fetchResourceMetas();
    clearLoginAttempt();
    return { kind: 'ready', session: buildSession(me, resources) };
  } catch (error) {
    if (error instanceof UnauthenticatedError) {
      if (loginJustFailed()) return { kind: 'loginFailed' };
      redirectToLogin();
      return { kind: 'redirecting' };
    }
    return { kind: 'failed', message: (error as { message?: string }).message ?? '' };
  }
}

export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void load().then((next) => { if (live) setState(next); });
    return () => { live = false; };
  }, [attempt]);

  switch (state.kind) {
    case 'ready':
      return <SessionContext.Provider value={state.session}>{children}</SessionContext.Provider>;
    case 'loginFailed':
      return (
        <Result
          status="warning"
          title={t('errors.LOGIN_FAILED')}
          extra={<Button type="primary" onClick={() => { clearLoginAttempt(); redirectToLogin(); }}>{t('app.signIn')}</Button>}
        />
      );
    case 'failed':
      return (
        <Result
          status="error"
          title={t('app.loadFailed')}
          subTitle={state.message}
          extra={<Button type="primary" onClick={() => { setState({ kind: 'loading' }); setAttempt((n) => n + 1); }}>{t('app.retry')}</Button>}
        />
      );
    default:
      return (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
          <Spin size="large" tip={t(state.kind === 'redirecting' ? 'app.redirectingToLogin' : 'app.loading')}>
            <div style={{ width: 200, height: 80 }} />
          </Spin>
        </div>
      );
  }
}
