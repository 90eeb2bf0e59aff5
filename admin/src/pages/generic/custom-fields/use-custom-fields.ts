// The active company's custom fields of a resource, in display order, read from the `custom-fields`
// resource (every member may list them). Refine's cache serves every page of the resource, and the
// designer's saves invalidate it, so a new field shows in the forms without a reload.
import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import type { ResourceMeta } from '../../../../../api/src/contract/resource-meta.ts';
import { activeInOrder, type CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';

export const CUSTOM_FIELDS_RESOURCE = 'custom-fields';

const NONE: CustomFieldDefinition[] = [];

export function useCustomFields(meta: Pick<ResourceMeta, 'name' | 'customFields'>): { definitions: CustomFieldDefinition[]; loading: boolean } {
  const enabled = !!meta.customFields;
  const { result, query } = useList<CustomFieldDefinition>({
    resource: CUSTOM_FIELDS_RESOURCE,
    filters: [
      { field: 'entity', operator: 'eq', value: meta.name },
      { field: 'active', operator: 'eq', value: 'true' },
    ],
    sorters: [{ field: 'position', order: 'asc' }],
    pagination: { pageSize: 1000, mode: 'server' },
    queryOptions: { enabled },
  });
  // The same array while the list is the same: a table's columns are made again when it changes.
  const definitions = useMemo(() => (enabled ? activeInOrder(result.data) : NONE), [enabled, result.data]);
  return { definitions, loading: enabled && query.isLoading };
}
