import { describe, expect, it } from 'vitest';
import { addNode, canConnect, connect, drawnTypes, EMPTY_DIAGRAM, moveNodes, removeEdges, removeNodes, verdictOf } from './diagram-values.ts';

describe("the flow editor's diagram changes", () => {
  it('draws three activity types in a row and finds their order', () => {
    let def = addNode(addNode(addNode(EMPTY_DIAGRAM, 'A'), 'B'), 'C');
    expect(def.nodes.map((n) => [n.id, n.y])).toEqual([
      ['n1', 0],
      ['n2', 110],
      ['n3', 220],
    ]);
    expect(verdictOf(def).problems.map((p) => p.code)).toEqual(['FLOW_DIAGRAM_UNCONNECTED']);
    expect([...verdictOf(def).troubled].sort()).toEqual(['n2', 'n3']);
    def = connect(connect(def, 'n1', 'n2'), 'n2', 'n3');
    expect(verdictOf(def)).toMatchObject({ problems: [], order: ['A', 'B', 'C'] });
  });

  it('refuses self-loops, repeated and unknown edges, and names new edges uniquely', () => {
    let def = connect(addNode(addNode(EMPTY_DIAGRAM, 'A'), 'B'), 'n1', 'n2');
    expect(canConnect(def, 'n1', 'n1')).toBe(false);
    expect(canConnect(def, 'n1', 'n2')).toBe(false);
    expect(canConnect(def, 'n1', 'zz')).toBe(false);
    expect(connect(def, 'n1', 'n2')).toBe(def);
    def = connect(def, 'n2', 'n1');
    expect(def.edges.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(verdictOf(def).problems.map((p) => p.code)).toEqual(['FLOW_DIAGRAM_CYCLE']);
  });

  it('removes a node with its edges, and one edge alone', () => {
    const def = connect(connect(addNode(addNode(addNode(EMPTY_DIAGRAM, 'A'), 'B'), 'C'), 'n1', 'n2'), 'n2', 'n3');
    expect(removeNodes(def, ['n2'])).toEqual({ nodes: [def.nodes[0], def.nodes[2]], edges: [] });
    expect(removeEdges(def, ['e1']).edges.map((e) => e.id)).toEqual(['e2']);
    const fresh = addNode(removeNodes(def, ['n1']), 'D');
    expect(new Set(fresh.nodes.map((n) => n.id)).size).toBe(fresh.nodes.length);
  });

  it('moves nodes to rounded positions and lists the drawn types once', () => {
    const def = addNode(addNode(EMPTY_DIAGRAM, 'A'), 'A');
    expect(moveNodes(def, new Map([['n2', { x: 10.6, y: 5.2 }]])).nodes[1]).toMatchObject({ x: 11, y: 5 });
    expect(drawnTypes(def)).toEqual(['A']);
  });

  it('marks activity types that are not active', () => {
    const def = connect(addNode(addNode(EMPTY_DIAGRAM, 'A'), 'B'), 'n1', 'n2');
    expect(verdictOf(def, new Set(['A'])).problems).toEqual([{ code: 'FLOW_DIAGRAM_ACTIVITY_UNKNOWN', ids: ['n2'] }]);
  });
});
