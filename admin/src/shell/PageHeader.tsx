// The page header Refine's Create, Edit, Show and List draw, in place of @ant-design/pro-layout's
// (admin/vite.config.ts points that package here; its own PageHeader still lays the header out).
// Its back control was a <div role="button" aria-label="back"> around Refine's own button: one
// control inside another (axe's nested-interactive), named in English whatever the language. Here
// the back control is one button, named in the interface's language, before the title.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageHeader as LayoutPageHeader } from '@ant-design/pro-layout/es/components/PageHeader/index.js';
import { Button, Flex } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type PageHeaderProps = ComponentProps<typeof LayoutPageHeader>;

export function PageHeader({ onBack, backIcon, title, ...props }: PageHeaderProps) {
  const { t } = useTranslation();
  if (!onBack || backIcon === false) return <LayoutPageHeader {...props} title={title} />;
  const back = <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('buttons.back')} onClick={() => onBack()} />;
  return (
    <LayoutPageHeader
      {...props}
      title={
        <Flex align="center" gap={8}>
          {back}
          {title}
        </Flex>
      }
    />
  );
}
