// The flow diagram's verdicts and the spawn order, with examples and properties over random graphs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFlowDiagram, spawnOrder, type FlowDefinition } from './flow-diagram.ts';

const node = (id: string, y = 0) => ({ id, activityTypeId: `type-${id}`, x: 0, y });
const codes = (def: FlowDefinition, types?: Set<string>) => checkFlowDiagram(def, types).map((p) => p.code);
/** The codes of a diagram of nodes a and b with these `[source, target]` edges. */
const codesOfAB = (...edges: [string, string][]) => codes({ nodes: [node('a'), node('b')], edges: edges.map(([source, target]) => ({ source, target })) });

describe('checkFlowDiagram', () => {
  it('accepts a chain of three activities', () => {
    const def = {
      nodes: [node('a'), node('b', 1), node('c', 2)],
      edges: [
        { source: 'a', target: 'b' },
        { source: 'b', target: 'c' },
      ],
    };
    expect(checkFlowDiagram(def, new Set(['type-a', 'type-b', 'type-c']))).toEqual([]);
  });

  it('accepts a single activity and refuses none', () => {
    expect(codes({ nodes: [node('a')], edges: [] })).toEqual([]);
    expect(codes({ nodes: [], edges: [] })).toEqual(['FLOW_DIAGRAM_EMPTY']);
  });

  it('names the unconnected nodes', () => {
    const def = { nodes: [node('a'), node('b'), node('c')], edges: [{ source: 'a', target: 'b' }] };
    expect(checkFlowDiagram(def)).toEqual([{ code: 'FLOW_DIAGRAM_UNCONNECTED', ids: ['c'] }]);
  });

  it('refuses cycles, self edges, repeated edges, edges to missing nodes and unknown activity types', () => {
    expect(codesOfAB(['a', 'b'], ['b', 'a'])).toEqual(['FLOW_DIAGRAM_CYCLE']);
    expect(codesOfAB(['a', 'b'], ['a', 'a'])).toEqual(['FLOW_DIAGRAM_EDGE_UNKNOWN']);
    expect(codesOfAB(['a', 'b'], ['a', 'b'])).toEqual(['FLOW_DIAGRAM_EDGE_UNKNOWN']);
    expect(codesOfAB(['a', 'b'], ['a', 'z'])).toEqual(['FLOW_DIAGRAM_EDGE_UNKNOWN']);
    expect(codes({ nodes: [node('a')], edges: [] }, new Set(['type-b']))).toEqual(['FLOW_DIAGRAM_ACTIVITY_UNKNOWN']);
  });
});

/** A connected DAG: node i > 0 gets an edge from a random earlier node, plus random forward edges. */
const connectedDag = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.nat(), { minLength: n - 1, maxLength: n - 1 }),
      fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 })), { maxLength: 2 * n }),
      fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
    )
    .map(([parents, extra, place]) => {
      const nodes = [...Array(n).keys()].map((i) => ({ id: `n${i}`, activityTypeId: `t${i % 3}`, x: place[i], y: place[(i + 1) % n] }));
      const keys = new Set<string>();
      const edges: { source: string; target: string }[] = [];
      const add = (s: number, t: number) => {
        const key = `${s}-${t}`;
        if (s < t && !keys.has(key)) {
          keys.add(key);
          edges.push({ source: `n${s}`, target: `n${t}` });
        }
      };
      parents.forEach((p, i) => add(p % (i + 1), i + 1));
      for (const [a, b] of extra) add(Math.min(a, b), Math.max(a, b));
      return { nodes, edges } as FlowDefinition;
    }),
);

describe('properties', () => {
  it('a connected acyclic diagram passes, and its spawn order respects every edge', () => {
    fc.assert(
      fc.property(connectedDag, (def) => {
        expect(checkFlowDiagram(def)).toEqual([]);
        const order = spawnOrder(def);
        expect(order.map((s) => s.position)).toEqual([...order.keys()]);
        expect(new Set(order.map((s) => s.nodeId)).size).toBe(def.nodes.length);
        const at = new Map(order.map((s) => [s.nodeId, s.position]));
        for (const e of def.edges) expect(at.get(e.source)!).toBeLessThan(at.get(e.target)!);
        for (const s of order)
          expect(s.predecessors).toEqual(
            def.edges
              .filter((e) => e.target === s.nodeId)
              .map((e) => e.source)
              .sort(),
          );
      }),
      { numRuns: 300 },
    );
  });

  it('cutting every edge of one node of a larger diagram leaves an unconnected part', () => {
    fc.assert(
      fc.property(
        connectedDag.filter((d) => d.nodes.length > 1),
        fc.nat(),
        (def, pick) => {
          const cut = def.nodes[pick % def.nodes.length].id;
          const edges = def.edges.filter((e) => e.source !== cut && e.target !== cut);
          expect(codes({ nodes: def.nodes, edges })).toContain('FLOW_DIAGRAM_UNCONNECTED');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('closing a path back to its start is a cycle', () => {
    fc.assert(
      fc.property(
        connectedDag.filter((d) => d.edges.length > 0),
        fc.nat(),
        (def, pick) => {
          const e = def.edges[pick % def.edges.length];
          expect(codes({ nodes: def.nodes, edges: [...def.edges, { source: e.target, target: e.source }] })).toContain('FLOW_DIAGRAM_CYCLE');
        },
      ),
      { numRuns: 300 },
    );
  });
});
