// Breadcrumbs of every page, starting with "Inicio" (the work panel), then Refine's trail of the
// current resource and action, each label once.
import { useBreadcrumb, useLink } from '@refinedev/core';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../resources/product-pages.ts';
import { withoutRepeats } from './breadcrumb-trail.ts';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const breadcrumbs = withoutRepeats(useBreadcrumb().breadcrumbs.map((b) => ({ ...b, label: String(b.label) })));
  const Link = useLink();

  const items = [
    { key: 'home', title: <Link to={HOME_PATH}>{t('breadcrumb.home')}</Link> },
    ...breadcrumbs.map((b, i) => ({
      key: `${i}-${b.label}`,
      title: b.href && i < breadcrumbs.length - 1 ? <Link to={b.href}>{b.label}</Link> : b.label,
    })),
  ];
  return <Breadcrumb aria-label={t('breadcrumb.ariaLabel')} items={items} style={{ marginBottom: 8 }} />;
}
