// Refine's resources in the side menu's order (document 1, section 2): the product's pages, and the
// declared resources under their menu group; 'hidden' declarations stay routable but out of the menu.
import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DollarOutlined,
  FolderOpenOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import { MENU_GROUPS, type MenuGroup } from './menu-groups.ts';
import {
  CUSTOMER_PORTAL,
  DOCUMENTATION_CENTER,
  VIEW_CALENDAR,
  PARTNER_PAGES,
  PARTNERS_GRID,
  REPORTS,
  SETTINGS,
  SETTLEMENT_PAGES,
  WORK_PANEL,
  type ProductPage,
} from './product-pages.ts';

type Translate = (key: string) => string;

const [SETTLEMENT_GROUP, CLIENTS_GROUP, MANAGEMENT_GROUP, PRODUCTION_GROUP] = MENU_GROUPS;

function pageResource(page: ProductPage, icon: ReactNode, t: Translate): ResourceProps {
  return { name: page.name, list: page.path, meta: { label: t(page.labelKey), icon } };
}

function groupResource(group: MenuGroup, icon: ReactNode, t: Translate): ResourceProps {
  return { name: group.name, meta: { label: t(group.labelKey), icon } };
}

function declaredResource(meta: ResourceMeta, t: Translate): ResourceProps {
  const parent = MENU_GROUPS.find((g) => g.section === meta.menu)?.name;
  return {
    name: meta.name,
    list: meta.routes.list,
    create: meta.routes.create,
    edit: meta.routes.edit,
    show: meta.routes.show,
    meta: { label: t(meta.labelKey), parent, hide: meta.menu === 'hidden', canDelete: meta.operations.includes('delete') },
  };
}

export function buildRefineResources(metas: readonly ResourceMeta[], t: Translate): ResourceProps[] {
  const inSection = (section: ResourceMeta['menu']) => metas.filter((m) => m.menu === section).map((m) => declaredResource(m, t));
  return [
    pageResource(WORK_PANEL, <DashboardOutlined />, t),
    pageResource(CUSTOMER_PORTAL, <ShopOutlined />, t),
    groupResource(PRODUCTION_GROUP, <ScheduleOutlined />, t),
    { ...pageResource(VIEW_CALENDAR, null, t), meta: { label: t(VIEW_CALENDAR.labelKey), parent: PRODUCTION_GROUP.name } },
    ...inSection('workPanel'),
    groupResource(SETTLEMENT_GROUP, <DollarOutlined />, t),
    ...inSection('settlement'),
    ...SETTLEMENT_PAGES.map((page) => ({ ...pageResource(page, null, t), meta: { label: t(page.labelKey), parent: SETTLEMENT_GROUP.name } })),
    pageResource(DOCUMENTATION_CENTER, <FolderOpenOutlined />, t),
    groupResource(CLIENTS_GROUP, <TeamOutlined />, t),
    // The partners' grid is the clients' list at another of the specification's paths: one entry ('Clientes') in the menu.
    ...PARTNER_PAGES.map((page) => ({
      ...pageResource(page, null, t),
      meta: { label: t(page.labelKey), parent: CLIENTS_GROUP.name, hide: page === PARTNERS_GRID },
    })),
    ...inSection('clients'),
    // A report's builder and run page sit under the list (the breadcrumb's trail).
    { ...pageResource(REPORTS, <BarChartOutlined />, t), create: `${REPORTS.path}/new`, edit: `${REPORTS.path}/:id/edit`, show: `${REPORTS.path}/:id` },
    groupResource(MANAGEMENT_GROUP, <AppstoreOutlined />, t),
    ...inSection('management'),
    pageResource(SETTINGS, <SettingOutlined />, t),
    ...inSection('hidden'),
  ];
}
