// The company's custom fields flagged as list columns: grid columns (sortable through the API's
// `customFields.<key>` sort) and filter controls of the same kinds as the declared ones.
import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import type { ColumnsType } from 'antd/es/table';
import { customFieldName, toFieldMeta, type CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';
import { adminFieldType } from '../../../fields/index.ts';
import { AMOUNT_COLUMN } from '../amount.tsx';
import { FilterControl, type ApplyFilter } from '../ListFilters.tsx';
import { CustomFieldValue, customValueOf } from './CustomFieldValue.tsx';

export const listedCustomFields = (definitions: readonly CustomFieldDefinition[]) => definitions.filter((d) => d.listColumn);

export function customColumns(definitions: readonly CustomFieldDefinition[], sorters: CrudSort[]): ColumnsType<BaseRecord> {
  return listedCustomFields(definitions).map((def) => {
    const name = customFieldName(def.key);
    return {
      ...(adminFieldType(toFieldMeta(def).type).numeric ? AMOUNT_COLUMN : {}),
      key: name,
      title: def.label,
      sorter: true,
      sortOrder: getDefaultSortOrder(name, sorters) ?? null,
      render: (_: unknown, record: BaseRecord) => <CustomFieldValue def={def} value={customValueOf(record, def)} />,
    };
  });
}

export function CustomFilters({
  definitions,
  filters,
  onChange,
}: {
  definitions: readonly CustomFieldDefinition[];
  filters: CrudFilter[];
  onChange: ApplyFilter;
}) {
  return (
    <>
      {listedCustomFields(definitions).map((def) => (
        <FilterControl
          key={def.key}
          name={customFieldName(def.key)}
          field={toFieldMeta(def)}
          filters={filters}
          onChange={onChange}
          label={def.label}
          optionLabel={(o) => o}
        />
      ))}
    </>
  );
}
