// The frame of a product page whose content arrives with a later issue: title, breadcrumb and one
// line naming what will be there. No made-up data.
import { PageHeader } from '@refinedev/antd';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductPage } from '../../resources/product-pages.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';

export function CapabilityPage({ page }: { page: ProductPage }) {
  const { t } = useTranslation();
  return (
    <PageHeader title={t(page.labelKey)} breadcrumb={<AppBreadcrumb />} backIcon={false}>
      <Card>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(page.capabilityKey)}
        </Typography.Paragraph>
      </Card>
    </PageHeader>
  );
}
