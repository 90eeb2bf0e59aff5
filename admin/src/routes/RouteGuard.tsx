// The specification's route guard: a page the user may not open sends them home (the work panel; a
// client's contact's portal), and says why (a redirect without a word looked like a broken link).
import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pageOpen } from '../providers/page-access.ts';
import { useHomePath } from '../session/use-home-path.ts';
import type { ProductPage } from '../resources/product-pages.ts';
import { useSession } from '../session/session-context.ts';
import { useAllowed } from '../session/use-allowed.ts';

/** Home (the work panel; a contact's portal), with a notice (one at a time: the key keeps a double render from showing two). */
function NotAllowed() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const home = useHomePath();
  const { me } = useSession();
  const said = me.company?.isContact ? 'session.pageNotAllowedContact' : 'session.pageNotAllowed';
  // Long enough to read while the home page loads behind it (a redirect's reason gone before it is read is no reason).
  useEffect(() => {
    void message.warning({ key: 'page-not-allowed', content: t(said), duration: 8 });
  }, [message, t, said]);
  return <Navigate to={home} replace />;
}

export function RouteGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  return useAllowed(resource, action) ? <>{children}</> : <NotAllowed />;
}

/** The same guard for a product page: its code, its All/Workgroup pair, or a login only; a contact's pages to contacts only. */
export function PageGuard({ page, children }: { page: ProductPage; children: ReactNode }) {
  const { principal, me } = useSession();
  return pageOpen(principal, !!me.company?.isContact, page) ? <>{children}</> : <NotAllowed />;
}
