// A flow type's diagram (document 000, sections 3 and 5): nodes are activity types, edges their
// order. Pure, shared by the API (which refuses) and the admin's editor (which shows the same verdict
// before saving). "Cannot be saved without an activity or with unconnected parts": one weakly
// connected graph, no cycles (the order must be followable), edges between existing nodes.

export interface FlowNode {
  id: string;
  activityTypeId: string;
  x?: number;
  y?: number;
}

export interface FlowEdge {
  id?: string;
  source: string;
  target: string;
}

export interface FlowDefinition {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

export type FlowDiagramCode =
  'FLOW_DIAGRAM_EMPTY' | 'FLOW_DIAGRAM_UNCONNECTED' | 'FLOW_DIAGRAM_CYCLE' | 'FLOW_DIAGRAM_EDGE_UNKNOWN' | 'FLOW_DIAGRAM_ACTIVITY_UNKNOWN';

export interface FlowDiagramProblem {
  code: FlowDiagramCode;
  /** The nodes (or edges) the problem is about, for the editor to mark. */
  ids: string[];
}

/**
 * The problems of a diagram; none means it may be saved. `activityTypeIds`, when given, are the
 * company's active activity types: a node naming another is refused.
 */
export function checkFlowDiagram(def: FlowDefinition, activityTypeIds?: ReadonlySet<string>): FlowDiagramProblem[] {
  const problems: FlowDiagramProblem[] = [];
  if (def.nodes.length === 0) return [{ code: 'FLOW_DIAGRAM_EMPTY', ids: [] }];
  const nodeIds = new Set(def.nodes.map((n) => n.id));

  const seen = new Set<string>();
  const badEdges = def.edges.filter((e) => {
    const key = `${e.source}→${e.target}`;
    const bad = !nodeIds.has(e.source) || !nodeIds.has(e.target) || e.source === e.target || seen.has(key);
    seen.add(key);
    return bad;
  });
  if (badEdges.length) problems.push({ code: 'FLOW_DIAGRAM_EDGE_UNKNOWN', ids: badEdges.map((e) => e.id ?? `${e.source}→${e.target}`) });
  const edges = def.edges.filter((e) => !badEdges.includes(e));

  if (activityTypeIds) {
    const unknown = def.nodes.filter((n) => !activityTypeIds.has(n.activityTypeId)).map((n) => n.id);
    if (unknown.length) problems.push({ code: 'FLOW_DIAGRAM_ACTIVITY_UNKNOWN', ids: unknown });
  }

  const unconnected = outsideMainPart(def.nodes, edges);
  if (unconnected.length) problems.push({ code: 'FLOW_DIAGRAM_UNCONNECTED', ids: unconnected });

  if (topologicalOrder(def.nodes, edges) === null) problems.push({ code: 'FLOW_DIAGRAM_CYCLE', ids: [] });
  return problems;
}

/** Nodes outside the part holding the first node, edges taken in both directions. */
function outsideMainPart(nodes: FlowNode[], edges: FlowEdge[]): string[] {
  const neighbours = new Map(nodes.map((n) => [n.id, [] as string[]]));
  for (const e of edges) {
    neighbours.get(e.source)!.push(e.target);
    neighbours.get(e.target)!.push(e.source);
  }
  const reached = new Set([nodes[0].id]);
  const queue = [nodes[0].id];
  while (queue.length) {
    for (const next of neighbours.get(queue.shift()!)!) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return nodes.filter((n) => !reached.has(n.id)).map((n) => n.id);
}

/** Kahn's order, ties by position (top to bottom, left to right, then id); null when there is a cycle. */
function topologicalOrder(nodes: FlowNode[], edges: FlowEdge[]): FlowNode[] | null {
  const incoming = new Map(nodes.map((n) => [n.id, 0]));
  for (const e of edges) incoming.set(e.target, incoming.get(e.target)! + 1);
  const byPlace = (a: FlowNode, b: FlowNode) => (a.y ?? 0) - (b.y ?? 0) || (a.x ?? 0) - (b.x ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const ready = nodes.filter((n) => incoming.get(n.id) === 0).sort(byPlace);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const order: FlowNode[] = [];
  while (ready.length) {
    const node = ready.shift()!;
    order.push(node);
    for (const e of edges.filter((x) => x.source === node.id)) {
      const left = incoming.get(e.target)! - 1;
      incoming.set(e.target, left);
      if (left === 0) {
        ready.push(byId.get(e.target)!);
        ready.sort(byPlace);
      }
    }
  }
  return order.length === nodes.length ? order : null;
}

export interface SpawnStep {
  nodeId: string;
  activityTypeId: string;
  position: number;
  /** The nodes whose activities come before this one's. */
  predecessors: string[];
}

/**
 * The order in which a workflow created from this diagram spawns its activities (issue 13): every
 * edge's source before its target, ties by position on the canvas. Throws on a diagram that
 * checkFlowDiagram refuses.
 */
export function spawnOrder(def: FlowDefinition): SpawnStep[] {
  if (checkFlowDiagram(def).length) throw new Error('spawnOrder needs a valid diagram');
  const order = topologicalOrder(def.nodes, def.edges)!;
  return order.map((node, position) => ({
    nodeId: node.id,
    activityTypeId: node.activityTypeId,
    position,
    predecessors: def.edges
      .filter((e) => e.target === node.id)
      .map((e) => e.source)
      .sort(),
  }));
}

/** Bounds of a stored diagram: enough for any real template, small enough to check at once. */
export const FLOW_DIAGRAM_LIMITS = { nodes: 200, edges: 400, id: 64 } as const;

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= FLOW_DIAGRAM_LIMITS.id;
const isCoordinate = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isFinite(v));

/** Whether a stored or sent value has a diagram's shape (the verdict on its content is checkFlowDiagram's). */
export function isFlowDefinition(value: unknown): value is FlowDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const { nodes, edges } = value as Record<string, unknown>;
  if (!Array.isArray(nodes) || !Array.isArray(edges)) return false;
  if (nodes.length > FLOW_DIAGRAM_LIMITS.nodes || edges.length > FLOW_DIAGRAM_LIMITS.edges) return false;
  const nodeOk = (n: unknown) =>
    typeof n === 'object' &&
    n !== null &&
    isId((n as FlowNode).id) &&
    isId((n as FlowNode).activityTypeId) &&
    isCoordinate((n as FlowNode).x) &&
    isCoordinate((n as FlowNode).y);
  const edgeOk = (e: unknown) =>
    typeof e === 'object' &&
    e !== null &&
    isId((e as FlowEdge).source) &&
    isId((e as FlowEdge).target) &&
    ((e as FlowEdge).id === undefined || isId((e as FlowEdge).id));
  return nodes.every(nodeOk) && edges.every(edgeOk) && new Set(nodes.map((n: FlowNode) => n.id)).size === nodes.length;
}
