// The specification's route guard: a page the user may not open sends them to the work panel, and
// says why (a redirect without a word looked like a broken link).
import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { HOME_PATH } from '../resources/product-pages.ts';
import { meetsRequirement } from '../providers/page-access.ts';
import type { ProductPage } from '../resources/product-pages.ts';
import { useSession } from '../session/session-context.ts';
import { useAllowed } from '../session/use-allowed.ts';

/** To the work panel, with a notice (one at a time: the key keeps a double render from showing two). */
function NotAllowed() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  useEffect(() => { void message.warning({ key: 'page-not-allowed', content: t('session.pageNotAllowed') }); }, [message, t]);
  return <Navigate to={HOME_PATH} replace />;
}

export function RouteGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  return useAllowed(resource, action) ? <>{children}</> : <NotAllowed />;
}

/** The same guard for a product page: its code, its All/Workgroup pair, or a login only. */
export function PageGuard({ page, children }: { page: ProductPage; children: ReactNode }) {
  const { principal } = useSession();
  return meetsRequirement(principal, page.requires) ? <>{children}</> : <NotAllowed />;
}
