// The flow-type editor's changes to a diagram, pure so they are tested without a canvas: add an
// activity type below the others, connect two nodes, remove a node with its edges or one edge.
// The verdict itself is the API's own (contract/flow-diagram.ts).
import { checkFlowDiagram, spawnOrder, type FlowDefinition, type FlowDiagramProblem, type FlowNode } from '../../../../api/src/contract/flow-diagram.ts';

export const EMPTY_DIAGRAM: FlowDefinition = { nodes: [], edges: [] };

/** Vertical distance between rows of nodes on the canvas. */
const ROW = 110;

/** A node id unused in the diagram (`n1`, `n2`, ...). */
function freshId(prefix: string, taken: ReadonlySet<string>): string {
  let n = taken.size + 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** The diagram with one more node of this activity type, under the lowest one (or at `at`). */
export function addNode(def: FlowDefinition, activityTypeId: string, at?: { x: number; y: number }): FlowDefinition {
  const id = freshId('n', new Set(def.nodes.map((n) => n.id)));
  const lowest = def.nodes.reduce<FlowNode | undefined>((low, n) => (!low || (n.y ?? 0) > (low.y ?? 0) ? n : low), undefined);
  const place = at ?? { x: lowest?.x ?? 0, y: lowest ? (lowest.y ?? 0) + ROW : 0 };
  return { ...def, nodes: [...def.nodes, { id, activityTypeId, x: Math.round(place.x), y: Math.round(place.y) }] };
}

/** Whether `source → target` may be drawn: two distinct existing nodes, not already joined. */
export function canConnect(def: FlowDefinition, source: string, target: string): boolean {
  const ids = new Set(def.nodes.map((n) => n.id));
  return source !== target && ids.has(source) && ids.has(target) && !def.edges.some((e) => e.source === source && e.target === target);
}

/** The diagram with `source → target` (unchanged when it may not be drawn). */
export function connect(def: FlowDefinition, source: string, target: string): FlowDefinition {
  if (!canConnect(def, source, target)) return def;
  const id = freshId('e', new Set(def.edges.map((e) => e.id ?? '')));
  return { ...def, edges: [...def.edges, { id, source, target }] };
}

export function removeNodes(def: FlowDefinition, ids: readonly string[]): FlowDefinition {
  const gone = new Set(ids);
  return { nodes: def.nodes.filter((n) => !gone.has(n.id)), edges: def.edges.filter((e) => !gone.has(e.source) && !gone.has(e.target)) };
}

export function removeEdges(def: FlowDefinition, ids: readonly string[]): FlowDefinition {
  const gone = new Set(ids);
  return { ...def, edges: def.edges.filter((e) => !gone.has(e.id ?? `${e.source}→${e.target}`)) };
}

/** The diagram with nodes moved (positions rounded: the stored diagram stays small). */
export function moveNodes(def: FlowDefinition, moved: ReadonlyMap<string, { x: number; y: number }>): FlowDefinition {
  if (!moved.size) return def;
  return { ...def, nodes: def.nodes.map((n) => (moved.has(n.id) ? { ...n, x: Math.round(moved.get(n.id)!.x), y: Math.round(moved.get(n.id)!.y) } : n)) };
}

export interface Verdict {
  problems: FlowDiagramProblem[];
  /** Nodes a problem is about, for the canvas to mark. */
  troubled: Set<string>;
  /** The activity types in the order a workflow will create them, when the diagram may be saved. */
  order: string[];
}

/** What the API will answer, before saving; `activeTypes` are the company's active activity types. */
export function verdictOf(def: FlowDefinition, activeTypes?: ReadonlySet<string>): Verdict {
  const problems = checkFlowDiagram(def, activeTypes);
  const troubled = new Set(problems.flatMap((p) => p.ids));
  const order = problems.length ? [] : spawnOrder(def).map((s) => s.activityTypeId);
  return { problems, troubled, order };
}

/** The activity types drawn, once each, in the order of the diagram's nodes. */
export const drawnTypes = (def: FlowDefinition) => [...new Set(def.nodes.map((n) => n.activityTypeId))];
