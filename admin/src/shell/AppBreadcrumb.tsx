// Breadcrumbs of every page, starting with "Inicio" (the work panel; a contact's portal), then Refine's trail of the
// current resource and action, each label once.
import { useBreadcrumb, useLink } from '@refinedev/core';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHomePath } from '../session/use-home-path.ts';
import { withoutRepeats } from './breadcrumb-trail.ts';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const breadcrumbs = withoutRepeats(useBreadcrumb().breadcrumbs.map((b) => ({ ...b, label: String(b.label) })));
  const Link = useLink();
  const home = useHomePath();

  const items = [
    { key: 'home', title: <Link to={home}>{t('breadcrumb.home')}</Link> },
    ...breadcrumbs.map((b, i) => ({ key: `${i}-${b.label}`, title: b.href && i < breadcrumbs.length - 1 ? <Link to={b.href}>{b.label}</Link> : b.label })),
  ];
  return <Breadcrumb aria-label={t('breadcrumb.ariaLabel')} items={items} style={{ marginBottom: 8 }} />;
}
