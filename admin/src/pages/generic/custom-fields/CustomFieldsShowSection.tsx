// The company's custom fields of a record on its detail page, after the declared sections.
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';
import { CustomFieldValue, customValueOf } from './CustomFieldValue.tsx';

interface Props {
  definitions: readonly CustomFieldDefinition[];
  record: Record<string, unknown>;
}

export function CustomFieldsShowSection({ definitions, record }: Props) {
  const { t } = useTranslation();
  if (definitions.length === 0) return null;
  return (
    <Descriptions
      title={t('customFields.section')}
      style={{ marginBottom: 16 }}
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={definitions.map((def) => ({ key: def.key, label: def.label, children: <CustomFieldValue def={def} value={customValueOf(record, def)} /> }))}
    />
  );
}
