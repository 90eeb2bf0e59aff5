import { describe, expect, it } from 'vitest';
import { isFlowDefinition } from './flow-diagram.ts';
import { countsDays, flowAlertErrors } from './flow-types.ts';

const diagram = {
  nodes: [
    { id: 'n1', activityTypeId: 'A' },
    { id: 'n2', activityTypeId: 'B' },
  ],
  edges: [{ source: 'n1', target: 'n2' }],
};

describe('flow alerts against their diagram', () => {
  it('counts days for types 1 and 2 only', () => {
    expect([1, 2, 3, null].map(countsDays)).toEqual([true, true, false, false]);
  });

  it('asks days, a date basis for type 2, and an activity type of the diagram', () => {
    expect(
      flowAlertErrors(
        [
          { type: 1, activityTypeId: 'A' },
          { type: 2, days: 0, activityTypeId: 'B' },
          { type: 3, activityTypeId: 'C' },
          { type: 2, days: 3, dateBasis: 1, activityTypeId: 'A' },
        ],
        diagram,
      ),
    ).toEqual([
      { field: 'alerts[0].days', code: 'FLOW_ALERT_DAYS_REQUIRED' },
      { field: 'alerts[1].dateBasis', code: 'FLOW_ALERT_DATE_REQUIRED' },
      { field: 'alerts[2].activityTypeId', code: 'FLOW_ALERT_ACTIVITY_NOT_IN_DIAGRAM' },
    ]);
    expect(flowAlertErrors(undefined, diagram)).toEqual([]);
  });
});

describe('the shape of a stored diagram', () => {
  it('takes nodes and edges with ids, and refuses anything else', () => {
    expect(isFlowDefinition(diagram)).toBe(true);
    expect(isFlowDefinition({ nodes: [], edges: [] })).toBe(true);
    for (const bad of [
      null,
      [],
      { nodes: [] },
      { nodes: [{ id: 'n1' }], edges: [] },
      { nodes: [{ id: 'n1', activityTypeId: 'A', x: 'left' }], edges: [] },
      { nodes: diagram.nodes, edges: [{ source: 'n1' }] },
      { nodes: [...diagram.nodes, diagram.nodes[0]], edges: [] },
      { nodes: Array.from({ length: 201 }, (_, i) => ({ id: `n${i}`, activityTypeId: 'A' })), edges: [] },
    ]) {
      expect(isFlowDefinition(bad)).toBe(false);
    }
  });
});
