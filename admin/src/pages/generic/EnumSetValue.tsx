// An enum set for reading (detail pages, list cells, history): labels as tags, by group when the
// declaration groups its options.
import { Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { EmptyValue } from './EmptyValue.tsx';
import { groupLabelKey, groupOptions, optionLabelKey } from './enum-set.ts';

interface Props {
  field: FieldMeta;
  value: unknown;
  /** Tag colour (the history shows added values green and removed ones red). */
  color?: string;
  /** Show the group names (detail pages); lists and history keep it compact. */
  grouped?: boolean;
}

export function EnumSetValue({ field, value, color, grouped = false }: Props) {
  const { t, i18n } = useTranslation();
  const values = Array.isArray(value) ? value.map(String) : [];
  if (values.length === 0) return <EmptyValue />;
  const label = (option: string) => (i18n.exists(optionLabelKey(field, option)) ? t(optionLabelKey(field, option)) : option);
  const tags = (options: string[]) => (
    <Space size={[0, 4]} wrap>
      {options.map((o) => (
        <Tag key={o} color={color}>
          {label(o)}
        </Tag>
      ))}
    </Space>
  );
  const groups = groupOptions(field, values);
  if (!grouped || groups.every((g) => !g.group)) return tags(groups.flatMap((g) => g.options));
  return (
    <Flex vertical gap={4}>
      {groups.map((g) => (
        <div key={g.group}>
          {g.group && <Typography.Text type="secondary">{t(groupLabelKey(field, g.group))}: </Typography.Text>}
          {tags(g.options)}
        </div>
      ))}
    </Flex>
  );
}
