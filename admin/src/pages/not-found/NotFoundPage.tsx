// The catch-all route: 'Pagina no encontrada' (the specification's text) and a way home.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomePath } from '../../session/use-home-path.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const home = useHomePath();
  return (
    <>
      <AppBreadcrumb />
      <Result status="404" title={t('errors.ROUTE_NOT_FOUND')} extra={<Link to={home}>{t('notFound.backHome')}</Link>} />
    </>
  );
}
