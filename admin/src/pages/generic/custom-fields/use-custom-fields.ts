// The active company's custom fields of a resource, in display order, read from the `custom-fields`
// resource (every member may list them). Refine's cache serves every page of the resource, and the
// designer's saves invalidate it, so a new field shows in the forms without a reload.
import { useList } from '@refinedev/core';
import type { ResourceMeta } from '../../../../../api/src/contract/resource-meta.ts';
import { activeInOrder, type CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';

export const CUSTOM_FIELDS_RESOURCE = 'custom-fields';

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
  return { definitions: enabled ? activeInOrder(result.data) : [], loading: enabled && query.isLoading };
}
