// Renders one screen of the admin as App.tsx wires it — antd's ConfigProvider and App, the session,
// Refine with the app's own i18n, access-control and notification providers and its resources —
// under a memory router, with a fake data provider and, when a test says so, fixed access answers.
import { StyleProvider } from '@ant-design/cssinjs';
import { Refine, type AccessControlProvider, type CanParams } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import i18n, { antdLocaleOf } from '../i18n/i18n.ts';
import { createAccessControlProvider } from '../providers/access-control-provider.ts';
import { createI18nProvider } from '../providers/i18n-provider.ts';
import { useAppNotificationProvider } from '../providers/notification-provider.tsx';
import { buildRefineResources } from '../resources/refine-resources.tsx';
import { SessionContext } from '../session/session-context.ts';
import type { Session } from '../session/types.ts';
import { AppBreadcrumb } from '../shell/AppBreadcrumb.tsx';
import { fakeDataProvider, testSession, type FakeDataProvider, type SessionOptions } from './fakes.ts';

export interface ScreenOptions extends SessionOptions {
  /** The URL the screen opens at (path, query and hash). */
  path?: string;
  /** The route pattern it is mounted at, for its params (`/clients/:id/edit`); the path's own by default, `*` for any. */
  route?: string;
  /** Other routes of the test (where a redirect lands), by pattern. */
  routes?: Record<string, ReactNode>;
  /** A session of the test's own; otherwise one from the SessionOptions. */
  session?: Session;
  data?: FakeDataProvider;
  /** Fixed access answers in place of the app's rules over the session. */
  can?: (params: CanParams) => boolean;
}

export interface Screen extends RenderResult {
  user: UserEvent;
  session: Session;
  data: FakeDataProvider;
  /** Where the router is now (after a redirect or a save). */
  location: () => Location;
  /** Replaces a field's text as one paste (typing key by key re-renders an antd form per key). */
  fill: (field: HTMLElement, text: string) => Promise<void>;
  /** Opens an antd select and clicks the option titled `option` in the list it opened. */
  choose: (select: HTMLElement, option: string) => Promise<void>;
}

function LocationProbe({ into }: { into: { current?: Location } }) {
  into.current = useLocation();
  return null;
}

export async function renderScreen(screen: ReactNode, options: ScreenOptions = {}): Promise<Screen> {
  const { path = '/', routes = {}, can } = options;
  const session = options.session ?? (await testSession(options));
  const data = options.data ?? fakeDataProvider();
  const accessControlProvider: AccessControlProvider = can
    ? { can: async (params) => ({ can: can(params) }), options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } } }
    : createAccessControlProvider(session, () => i18n.t('errors.FORBIDDEN'));
  const t = i18n.t.bind(i18n);
  const here: { current?: Location } = {};
  const route = options.route ?? path.replace(/[?#].*$/, '');

  // antd's CSS-in-JS builds its styles but leaves them out of the page (the server-side mode):
  // jsdom would parse every sheet and match it against every element whose style is asked for.
  const result = render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <StyleProvider mock="server">
        <ConfigProvider locale={antdLocaleOf('es')}>
          <AntdApp>
            <SessionContext.Provider value={session}>
              <Refine
                routerProvider={routerProvider}
                dataProvider={data}
                accessControlProvider={accessControlProvider}
                i18nProvider={createI18nProvider({ i18n, t, resourceNames: new Set(session.resources.map((r) => r.name)) })}
                notificationProvider={useAppNotificationProvider}
                resources={buildRefineResources(session.resources, t)}
                options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, breadcrumb: <AppBreadcrumb />, disableTelemetry: true }}
              >
                <Routes>
                  <Route path={route} element={screen} />
                  {Object.entries(routes).map(([pattern, element]) => (
                    <Route key={pattern} path={pattern} element={element} />
                  ))}
                  {route !== '*' && <Route path="*" element={null} />}
                </Routes>
                <LocationProbe into={here} />
              </Refine>
            </SessionContext.Provider>
          </AntdApp>
        </ConfigProvider>
      </StyleProvider>
    </MemoryRouter>,
  );
  // No pause between keys, and no pointer-events check (antd's stylesheets are not in the page). A
  // file input takes any file, as a person choosing "all files" does: the screen's own check speaks.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.paste(text);
  };
  const choose = async (select: HTMLElement, option: string) => {
    await user.click(select);
    // A select's list stays in the page once closed (hidden by class), options of the same name with it.
    const list = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
      if (!open) throw new Error('No select list is open');
      return open;
    });
    await user.click(await within(list).findByTitle(option));
  };
  return { ...result, user, session, data, location: () => here.current!, fill, choose };
}
