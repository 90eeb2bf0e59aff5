// A page whose code loads on demand, drawn without suspending (decision 301). React.lazy suspends a
// route's first render even when its code is already in; the render that resumes it is
// interruptible, and the header's answers arriving meanwhile restarted the page again and again (a
// reload of the clients' list rendered it eight times before its first commit and sent its list
// request 300 ms after its code was in). This page shows the spinner while its code loads and, once
// in, renders in one pass; `preload` lets the session gate fetch the code of the page being opened
// along with the session, so that the page is drawn in the shell's first render.
import { Button } from 'antd';
import { createElement, useEffect, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { GateNotice } from '../session/GateNotice.tsx';
import { PageSpinner } from './PageSpinner.tsx';

export interface LazyPage<P> extends FunctionComponent<P> {
  /** Fetches the page's code (once); resolves when the page renders at once. */
  preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let loaded: T | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // asked again, it is fetched again (the network came back)
        throw error;
      },
    ));

  function Page(props: P) {
    const { t } = useTranslation();
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
    useEffect(() => {
      if (loaded) return undefined;
      let live = true;
      preload().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (loaded) return createElement(loaded as ComponentType<P>, props);
    if (state === 'failed') {
      return (
        <GateNotice
          status="error"
          title={t('app.pageLoadFailed')}
          detail={t('app.networkError')}
          action={
            <Button
              type="primary"
              onClick={() => {
                setState('loading');
                setAttempt((n) => n + 1);
              }}
            >
              {t('app.retry')}
            </Button>
          }
        />
      );
    }
    return <PageSpinner />;
  }
  return Object.assign(Page, { preload });
}

/** Fetches the code of the page an element draws, when it is a lazy page (any other: nothing to fetch). */
export function preloadPageOf(element: unknown): Promise<unknown> {
  const type = (element as { type?: Partial<LazyPage<object>> } | null)?.type;
  return typeof type?.preload === 'function' ? type.preload() : Promise.resolve();
}
