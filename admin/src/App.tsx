// The admin's wiring: router, Ant Design, the public help page, the session gate, and Refine with its providers (data,
// auth, access control, i18n, notifications) and the resources built from the API's metadata.
import { Refine } from '@refinedev/core';
import { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { pageTitle } from './shell/page-title.ts';
import { App as AntdApp, ConfigProvider } from 'antd';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router';
import i18n, { antdLocaleOf, currentLanguage } from './i18n/i18n.ts';
import { asLanguage } from './i18n/languages.ts';
import { createAccessControlProvider } from './providers/access-control-provider.ts';
import { createAuthProvider } from './providers/auth-provider.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { createI18nProvider } from './providers/i18n-provider.ts';
import { routerProvider } from './providers/router-provider.ts';
import { useAppNotificationProvider } from './providers/notification-provider.tsx';
import { buildRefineResources } from './resources/refine-resources.tsx';
import { AppRoutes, preloadPageAt } from './routes/AppRoutes.tsx';
import { SessionGate } from './session/SessionGate.tsx';
import { isExternalPreinvoicePage, isHelpPage } from './session/public-pages.ts';
import { useSession } from './session/session-context.ts';
import type { ActiveCompany, Session } from './session/types.ts';
import { AppBreadcrumb } from './shell/AppBreadcrumb.tsx';
import { AppIcon } from './shell/AppIcon.tsx';
import { BASE_THEME, forText, primaryTokens } from './theme.ts';
import { announcements } from './shell/announcements.ts';

/**
 * Whether the person asked their system for less motion (`prefers-reduced-motion`, WCAG 2.3.3):
 * then Ant Design's transitions and click waves are off, and panels, menus and dialogs appear at once.
 */
const REDUCED_MOTION = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const THEME = { ...BASE_THEME, token: { ...BASE_THEME.token, motion: !REDUCED_MOTION } };

/** The live region exists from the start (shell/announcements.ts). */
const MESSAGES = { getContainer: announcements };
announcements();

/**
 * A form sent with a wrong field moves the focus to the first one: a screen reader then reads its
 * label and its error (Ant Design ties the error to the field by aria-describedby), and a keyboard
 * user is where the correction goes.
 */
const FORMS = { scrollToFirstError: { focus: true } };

/**
 * The theme: the active company's colours over the default one (checked as hex by the API). Its
 * main colour is darkened as needed so that links, buttons' words and the selected menu entry read
 * (4.5:1).
 */
function themeOf(company: ActiveCompany | null) {
  const main = company?.mainColor ? forText(company.mainColor) : null;
  const info = company?.secondaryColor ?? null;
  if (!main && !info) return THEME;
  return {
    ...THEME,
    token: { ...THEME.token, ...(main ? primaryTokens(main) : {}), ...(info ? { colorInfo: info } : {}) },
    // Variables named by the colours: Ant Design writes a theme's variables under one name and, on
    // a change under the same name, takes the new ones away with the old (the page fell back to the
    // default blue when a company's colour was saved).
    cssVar: { key: `company-${[main, info].map((c) => c?.slice(1).toLowerCase() ?? 'none').join('-')}` },
  };
}

const NeedHelpPage = lazy(() => import('./pages/auth/NeedHelpPage.tsx'));
const ExternalPreinvoicePage = lazy(() => import('./pages/external/ExternalPreinvoicePage.tsx'));

/** The code of the page being opened, fetched with the session (routes/lazy-page.tsx). */
const preparePage = (session: Session) => preloadPageAt(window.location.pathname, session.resources);

/** The help form of the login page and the client's external pre-invoice need no session: they render before the session gate. */
function PublicOrGated({ children, onCompany }: { children: ReactNode; onCompany: (company: ActiveCompany | null) => void }) {
  const { pathname } = useLocation();
  if (isHelpPage(pathname)) {
    return (
      <Suspense fallback={null}>
        <NeedHelpPage />
      </Suspense>
    );
  }
  if (isExternalPreinvoicePage(pathname)) {
    return (
      <Suspense fallback={null}>
        <ExternalPreinvoicePage />
      </Suspense>
    );
  }
  return (
    <SessionGate onCompany={onCompany} preparePage={preparePage}>
      {children}
    </SessionGate>
  );
}

const dataProvider = createDataProvider({ apiUrl: '/api', language: currentLanguage, networkError: () => i18n.t('app.networkError') });

function RefineRoot() {
  const session = useSession();
  // `t` changes with the language, so the providers and labels below are rebuilt on a switch.
  const { t } = useTranslation();

  const authProvider = useMemo(() => createAuthProvider(session), [session]);
  const accessControlProvider = useMemo(() => createAccessControlProvider(session, () => i18n.t('errors.FORBIDDEN')), [session]);
  const i18nProvider = useMemo(() => createI18nProvider({ i18n, t, resourceNames: new Set(session.resources.map((r) => r.name)) }), [session, t]);
  const resources = useMemo(() => buildRefineResources(session.resources, (key) => t(key)), [session, t]);

  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useAppNotificationProvider}
      resources={resources}
      options={{
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        breadcrumb: <AppBreadcrumb />,
        title: { text: t('app.title'), icon: <AppIcon /> },
        disableTelemetry: true,
      }}
    >
      <AppRoutes />
      <UnsavedChangesNotifier />
      <DocumentTitleHandler handler={({ resource, action }) => pageTitle(t, resource?.meta?.label as string | undefined, action)} />
    </Refine>
  );
}

export default function App() {
  const { i18n: i18nInstance } = useTranslation();
  const antdLocale = antdLocaleOf(asLanguage(i18nInstance.language));
  // One theme for the whole page, the active company's colours in it once the session is read (a
  // second provider inside for them derived every token again and wrote every component's
  // variables a second time in a full load).
  const [company, setCompany] = useState<ActiveCompany | null>(null);
  const theme = useMemo(() => themeOf(company), [company]);
  return (
    // Navigation renders at once (no transition): a new URL never shows the previous page meanwhile.
    <BrowserRouter useTransitions={false}>
      <ConfigProvider theme={theme} locale={antdLocale} wave={{ disabled: REDUCED_MOTION }} form={FORMS}>
        <AntdApp message={MESSAGES}>
          <PublicOrGated onCompany={setCompany}>
            <RefineRoot />
          </PublicOrGated>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
