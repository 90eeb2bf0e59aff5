// A flow type's page (flows/:id): its general information, its diagram drawn read-only with the
// activities in the order a workflow will create them, its alerts, and its history.
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowDefinition } from '../../../../api/src/contract/flow-diagram.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { FlowDiagram } from './FlowDiagram.tsx';
import { EMPTY_DIAGRAM, verdictOf } from './diagram-values.ts';
import { useActivityTypes } from './use-activity-types.ts';

function DiagramView({ value }: { value: FlowDefinition }) {
  const { t } = useTranslation();
  const { types } = useActivityTypes();
  const { order } = verdictOf(value);
  return (
    <div style={{ width: '100%' }}>
      <FlowDiagram value={value} activityTypes={types} readOnly height={360} />
      {order.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('flowTypes.order')}: </Typography.Text>
          <Space wrap size={4}>
            {order.map((typeId, i) => (
              <Tag key={`${typeId}-${i}`}>{`${i + 1}. ${types.get(typeId)?.name ?? ''}`}</Tag>
            ))}
          </Space>
        </div>
      )}
    </div>
  );
}

/** A diagram in one line, for the history: its activities in order and how many connections. */
function DiagramSummary({ value }: { value: FlowDefinition | null }) {
  const { t } = useTranslation();
  const { types } = useActivityTypes();
  const def = value ?? EMPTY_DIAGRAM;
  const { order } = verdictOf(def);
  const names = (order.length ? order : def.nodes.map((n) => n.activityTypeId)).map((id) => types.get(id)?.name ?? t('flowTypes.unknownType'));
  return <Typography.Text>{t('flowTypes.summary', { count: def.nodes.length, edges: def.edges.length, names: names.join(' → ') })}</Typography.Text>;
}

export default function FlowTypeShow({ name }: OverrideProps) {
  return (
    <GenericShow
      name={name}
      views={{ definition: (value) => <DiagramView value={(value as FlowDefinition | null) ?? EMPTY_DIAGRAM} /> }}
      historyViews={{ definition: (value) => <DiagramSummary value={value as FlowDefinition | null} /> }}
    />
  );
}
