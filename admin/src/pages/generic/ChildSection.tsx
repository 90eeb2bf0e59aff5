// A child resource on its parent's detail page (e.g. a client's contacts): its rows filtered by the
// foreign key, and "Agregar" opening the child's create form with the parent filled in.
import { CreateButton, useTable } from '@refinedev/antd';
import { useGo, type BaseRecord } from '@refinedev/core';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChildMeta } from '../../../../api/src/contract/resource-meta.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { useAllowed } from '../../session/use-allowed.ts';
import { PAGE_SIZE } from './list-constants.ts';
import { ResourceTable } from './ResourceTable.tsx';

export function ChildSection({ parentId, child }: { parentId: string; child: ChildMeta }) {
  const meta = useResourceMeta(child.resource);
  const { t } = useTranslation();
  const go = useGo();
  const readable = useAllowed(child.resource, 'list');
  const { tableProps, sorters } = useTable<BaseRecord>({
    resource: child.resource,
    syncWithLocation: false, // the parent's page owns the URL
    pagination: { pageSize: PAGE_SIZE },
    filters: { permanent: [{ field: child.foreignKey, operator: 'eq', value: parentId }] },
    sorters: { initial: [{ field: meta.list.defaultSort.field, order: meta.list.defaultSort.order }] },
    queryOptions: { enabled: readable },
  });
  if (!readable) return null;

  const createRoute = meta.routes.create;
  return (
    <Card
      title={t(meta.labelKey)}
      style={{ marginTop: 16 }}
      extra={
        createRoute && (
          <CreateButton resource={child.resource} onClick={() => go({ to: createRoute, query: { [child.foreignKey]: parentId } })}>
            {t('show.addChild')}
          </CreateButton>
        )
      }
    >
      <ResourceTable meta={meta} columns={meta.list.columns.filter((c) => c !== child.foreignKey)} tableProps={tableProps} sorters={sorters} />
    </Card>
  );
}
