// The flow type's diagram on a canvas (@xyflow/react): nodes are activity types, edges their
// order. A form control (value, onChange) over the stored definition: dragging a node, drawing an
// edge between handles, or deleting a selected node or edge (Delete or Backspace) changes the
// value; `readOnly` shows it on the flow's page. Problem nodes of the verdict are marked.
import { CloseOutlined } from '@ant-design/icons';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Button, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowDefinition } from '../../../../api/src/contract/flow-diagram.ts';
import { moveNodes, removeEdges, removeNodes } from './diagram-values.ts';

/** What the canvas needs to know of an activity type. */
export interface ActivityTypeInfo {
  id: string;
  name: string;
  code?: string | null;
  practiceId?: string | null;
  active?: boolean | null;
}

interface ActivityData extends Record<string, unknown> {
  name: string;
  code: string;
  troubled: boolean;
  inactive: boolean;
  onRemove?: () => void;
}

type ActivityNode = Node<ActivityData, 'activity'>;

function ActivityNodeView({ data, selected }: NodeProps<ActivityNode>) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const border = data.troubled ? token.colorError : selected ? token.colorPrimary : token.colorBorder;
  return (
    <div
      data-testid="flow-node"
      style={{
        minWidth: 170,
        maxWidth: 220,
        padding: '8px 28px 8px 10px',
        borderRadius: 8,
        position: 'relative',
        background: data.troubled ? token.colorErrorBg : token.colorBgContainer,
        border: `2px solid ${border}`,
        fontSize: 13,
      }}
    >
      <Handle type="target" position={Position.Top} />
      <div style={{ fontWeight: 600, lineHeight: 1.3 }}>{data.name}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {data.code}
        {data.inactive ? ` · ${t('flowTypes.inactive')}` : ''}
      </Typography.Text>
      {data.onRemove && (
        <Button
          className="nodrag"
          size="small"
          type="text"
          icon={<CloseOutlined />}
          onClick={data.onRemove}
          aria-label={`${t('flowTypes.removeNode')}: ${data.name}`}
          style={{ position: 'absolute', top: 2, right: 2 }}
        />
      )}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
}

/** Keeps every node in sight as activities are added or removed (inside the canvas: it needs its store). */
function FitOnCountChange({ count }: { count: number }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    const timer = setTimeout(() => void fitView({ padding: 0.2, maxZoom: 1, duration: 150 }), 0);
    return () => clearTimeout(timer);
  }, [count, fitView]);
  return null;
}

// Outside the component: xyflow warns when the node types object changes between renders.
const NODE_TYPES = { activity: ActivityNodeView };

interface Props {
  value?: FlowDefinition | null;
  onChange?: (value: FlowDefinition) => void;
  onConnect?: (source: string, target: string) => void;
  activityTypes: ReadonlyMap<string, ActivityTypeInfo>;
  troubled?: ReadonlySet<string>;
  readOnly?: boolean;
  height?: number;
}

export function FlowDiagram({ value, onChange, onConnect, activityTypes, troubled, readOnly, height = 440 }: Props) {
  const { t } = useTranslation();
  const def = useMemo(() => value ?? { nodes: [], edges: [] }, [value]);
  // The canvas's own words (controls, handles, keyboard help) in the user's language.
  const ariaLabels = useMemo(
    () => ({
      'node.a11yDescription.default': t('flowTypes.canvas.node'),
      'node.a11yDescription.keyboardDisabled': t('flowTypes.canvas.nodeKeyboard'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
        t('flowTypes.canvas.moved', { direction, x, y }),
      'edge.a11yDescription.default': t('flowTypes.canvas.edge'),
      'controls.ariaLabel': t('flowTypes.canvas.controls'),
      'controls.zoomIn.ariaLabel': t('flowTypes.canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('flowTypes.canvas.zoomOut'),
      'controls.fitView.ariaLabel': t('flowTypes.canvas.fitView'),
      'controls.interactive.ariaLabel': t('flowTypes.canvas.interactive'),
      'minimap.ariaLabel': t('flowTypes.canvas.minimap'),
      'handle.ariaLabel': t('flowTypes.canvas.handle'),
    }),
    [t],
  );
  const change = (next: FlowDefinition) => {
    if (!readOnly) onChange?.(next);
  };

  const described = useMemo<ActivityNode[]>(
    () =>
      def.nodes.map((n) => {
        const type = activityTypes.get(n.activityTypeId);
        return {
          id: n.id,
          type: 'activity',
          position: { x: n.x ?? 0, y: n.y ?? 0 },
          data: {
            name: type?.name ?? t('flowTypes.unknownType'),
            code: type?.code ?? '',
            troubled: !!troubled?.has(n.id),
            inactive: type?.active === false,
            onRemove: readOnly ? undefined : () => onChange?.(removeNodes(def, [n.id])),
          },
        };
      }),
    [def, activityTypes, troubled, readOnly, onChange, t],
  );
  const drawnEdges = useMemo<Edge[]>(
    () =>
      def.edges.map((e) => ({
        id: e.id ?? `${e.source}→${e.target}`,
        source: e.source,
        target: e.target,
        markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
      })),
    [def],
  );

  // The canvas keeps its own copy while a node is dragged or selected; the value is the truth.
  const [nodes, setNodes] = useState<ActivityNode[]>(described);
  const [edges, setEdges] = useState<Edge[]>(drawnEdges);
  useEffect(
    () =>
      setNodes((shown) => {
        const selected = new Set(shown.filter((n) => n.selected).map((n) => n.id));
        return described.map((n) => ({ ...n, selected: selected.has(n.id) }));
      }),
    [described],
  );
  useEffect(
    () =>
      setEdges((shown) => {
        const selected = new Set(shown.filter((e) => e.selected).map((e) => e.id));
        return drawnEdges.map((e) => ({ ...e, selected: selected.has(e.id) }));
      }),
    [drawnEdges],
  );

  const onNodesChange = (changes: NodeChange<ActivityNode>[]) => {
    setNodes((shown) => applyNodeChanges(changes, shown));
    const removed = changes.flatMap((c) => (c.type === 'remove' ? [c.id] : []));
    if (removed.length) return change(removeNodes(def, removed));
    const dropped = new Map(changes.flatMap((c) => (c.type === 'position' && c.dragging === false && c.position ? [[c.id, c.position] as const] : [])));
    if (dropped.size) change(moveNodes(def, dropped));
  };
  const onEdgesChange = (changes: EdgeChange[]) => {
    setEdges((shown) => applyEdgeChanges(changes, shown));
    const removed = changes.flatMap((c) => (c.type === 'remove' ? [c.id] : []));
    if (removed.length) change(removeEdges(def, removed));
  };

  return (
    <div
      style={{ height, border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8 }}
      data-testid="flow-diagram"
      aria-label={t('flowTypes.diagram')}
      role="group"
    >
      <ReactFlow<ActivityNode, Edge>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={({ source, target }) => {
          if (!readOnly && source && target) onConnect?.(source, target);
        }}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        elementsSelectable={!readOnly}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        fitView
        fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
        minZoom={0.3}
        proOptions={{ hideAttribution: false }}
        ariaLabelConfig={ariaLabels}
      >
        <Background gap={16} />
        <Controls showInteractive={false} />
        <FitOnCountChange count={def.nodes.length} />
      </ReactFlow>
    </div>
  );
}
