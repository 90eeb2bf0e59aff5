// The page header Refine's Create, Edit, Show and List draw, and the pages that take PageHeader from
// '@refinedev/antd': admin/vite.config.ts points '@ant-design/pro-layout' (whose PageHeader Refine
// draws) here. Ours is drawn with Ant Design's own parts: pro-layout's header brought with it
// @ant-design/pro-provider (35 locales, dayjs' zh-cn, its style engine) and CommonJS copies of
// @ant-design/icons and rc-util into the first screen's script, for a title and a row of buttons
// (decision 286). It keeps that header's elements and class names (the journeys find the actions
// by `.ant-page-header-heading-extra`, layout.css shapes the heading) and its spacing and title type.
//
// Its back control was a <div role="button" aria-label="back"> around Refine's own button: one
// control inside another (axe's nested-interactive), named in English whatever the language. Here
// the back control is one button, named in the interface's language, before the title.
//
// On a narrow screen the actions go under the title when both do not fit on one line, and a title
// longer than the line wraps instead of being cut.
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, ConfigProvider, Space, theme } from 'antd';
import type { BreadcrumbProps } from 'antd';
import { isValidElement, useContext, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageHeaderProps {
  title?: ReactNode;
  subTitle?: ReactNode;
  tags?: ReactNode;
  extra?: ReactNode;
  /** Drawn as given (Refine's and our AppBreadcrumb); Ant Design's breadcrumb's props draw one. */
  breadcrumb?: ReactNode | BreadcrumbProps;
  /** With it, a back button before the title. */
  onBack?: (e?: MouseEvent<HTMLElement>) => void;
  /** `false` (or null) hides the back button; any other value is Refine's default one, drawn as ours. */
  backIcon?: ReactNode | false;
  /** Without a background of its own (the default). */
  ghost?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  prefixCls?: string;
}

const isBreadcrumbProps = (b: PageHeaderProps['breadcrumb']): b is BreadcrumbProps =>
  !!b && typeof b === 'object' && !isValidElement(b) && 'items' in b && !!b.items?.length;

export function PageHeader({
  title,
  subTitle,
  tags,
  extra,
  breadcrumb,
  onBack,
  backIcon,
  ghost = true,
  footer,
  children,
  className,
  style,
  prefixCls: customPrefixCls,
}: PageHeaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('page-header', customPrefixCls);
  const heading = `${prefixCls}-heading`;

  const ownBreadcrumb = isBreadcrumbProps(breadcrumb);
  const breadcrumbDom = ownBreadcrumb ? (
    <Breadcrumb {...breadcrumb} className={[`${prefixCls}-breadcrumb`, breadcrumb.className].filter(Boolean).join(' ')} />
  ) : isValidElement(breadcrumb) ? (
    breadcrumb
  ) : null;

  const back =
    onBack && backIcon !== false && backIcon !== null ? (
      <Button
        type="text"
        className={`${prefixCls}-back`}
        icon={direction === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
        aria-label={t('buttons.back')}
        onClick={() => onBack()}
        style={{ flex: 'none', marginInlineEnd: token.marginXS }}
      />
    ) : null;

  const headingDom =
    title || subTitle || tags || extra ? (
      <div
        className={heading}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: token.margin,
          marginBlockStart: ownBreadcrumb ? token.marginXS : undefined,
        }}
      >
        <div className={`${heading}-left`} style={{ display: 'flex', alignItems: 'center', marginBlock: token.marginXS / 2, minWidth: 0 }}>
          {back}
          {title && (
            <span
              className={`${heading}-title`}
              title={typeof title === 'string' ? title : undefined}
              style={{
                minWidth: 0,
                marginInlineEnd: token.marginSM,
                color: token.colorTextHeading,
                fontWeight: 600,
                fontSize: token.fontSizeHeading4,
                lineHeight: `${token.controlHeight}px`,
                whiteSpace: 'normal',
                overflowWrap: 'anywhere',
              }}
            >
              {title}
            </span>
          )}
          {subTitle && (
            <span
              className={`${heading}-sub-title`}
              title={typeof subTitle === 'string' ? subTitle : undefined}
              style={{
                minWidth: 0,
                marginInlineEnd: token.marginSM,
                color: token.colorTextSecondary,
                fontSize: token.fontSize,
                lineHeight: token.lineHeight,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
              }}
            >
              {subTitle}
            </span>
          )}
          {tags && <span className={`${heading}-tags`}>{tags}</span>}
        </div>
        {extra && (
          <span className={`${heading}-extra`} style={{ marginBlock: token.marginXS / 2, marginInlineStart: 'auto', minWidth: 0 }}>
            <Space wrap>{extra}</Space>
          </span>
        )}
      </div>
    ) : null;

  const childDom = children ? (
    <div className={`${prefixCls}-content`} style={{ paddingBlockStart: token.paddingSM }}>
      {children}
    </div>
  ) : null;
  const footerDom = footer ? (
    <div className={`${prefixCls}-footer`} style={{ marginBlockStart: token.margin }}>
      {footer}
    </div>
  ) : null;

  if (!breadcrumbDom && !headingDom && !childDom && !footerDom) return <div className={`${prefixCls}-no-children`} />;

  const classes = [
    prefixCls,
    breadcrumbDom && `${prefixCls}-has-breadcrumb`,
    footerDom && `${prefixCls}-has-footer`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    ghost && `${prefixCls}-ghost`,
    className,
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        // Refine sets `padding: 0`; its shorthand is not mixed with these longhands.
        ...(style?.padding === undefined && {
          paddingBlockStart: breadcrumbDom ? token.paddingSM : token.paddingXXS + 2,
          paddingBlockEnd: footerDom ? 0 : token.paddingXXS + 2,
          paddingInline: token.padding,
        }),
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        backgroundColor: ghost ? 'transparent' : token.colorBgContainer,
        direction: direction === 'rtl' ? 'rtl' : undefined,
        ...style,
      }}
    >
      {breadcrumbDom}
      {headingDom}
      {childDom}
      {footerDom}
    </div>
  );
}
