// The form control of an enum set (e.g. a role's permissions): one checkbox per option, grouped by
// the declaration's optionGroups (a card per group with a "whole group" box), in catalogue order.
import { Card, Checkbox, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { groupLabelKey, groupOptions, optionLabelKey, orderLike, toggleGroup } from './enum-set.ts';

interface Props {
  field: FieldMeta;
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  id?: string;
}

export function EnumSetInput({ field, value, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const current = value ?? [];
  const held = new Set(current);
  const groups = groupOptions(field);
  const set = (next: Iterable<string>) => onChange?.(orderLike(field, next));

  return (
    <Flex id={id} vertical gap="small" role="group">
      {groups.map((group) => {
        const count = group.options.filter((o) => held.has(o)).length;
        const label = group.group ? t(groupLabelKey(field, group.group)) : undefined;
        const boxes = (
          <Row gutter={[8, 4]}>
            {group.options.map((option) => (
              <Col key={option} xs={24} md={12}>
                <Checkbox
                  value={option}
                  checked={held.has(option)}
                  disabled={disabled}
                  onChange={(e) => {
                    const next = new Set(current);
                    if (e.target.checked) next.add(option);
                    else next.delete(option);
                    set(next);
                  }}
                >
                  {t(optionLabelKey(field, option))}
                </Checkbox>
              </Col>
            ))}
          </Row>
        );
        if (!label) return <div key="">{boxes}</div>;
        return (
          <Card
            key={group.group}
            size="small"
            title={
              <Checkbox
                checked={count === group.options.length}
                indeterminate={count > 0 && count < group.options.length}
                disabled={disabled}
                onChange={(e) => onChange?.(toggleGroup(field, current, group, e.target.checked))}
              >
                {label} ({count}/{group.options.length})
              </Checkbox>
            }
          >
            {boxes}
          </Card>
        );
      })}
    </Flex>
  );
}
