// The catch-all route: 'Pagina no encontrada' (the specification's text) and a way home.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../resources/product-pages.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <AppBreadcrumb />
      <Result
        status="404"
        title={t('errors.ROUTE_NOT_FOUND')}
        extra={<Link to={HOME_PATH}>{t('notFound.backHome')}</Link>}
      />
    </>
  );
}
