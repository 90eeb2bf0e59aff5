// The deactivation rule of work groups, without a database.
import { describe, expect, it } from 'vitest';
import { deactivationRefusal } from './work-group-rules.ts';

describe('deactivationRefusal', () => {
  it('lets a work group that staffs no active project go', () => {
    expect(deactivationRefusal([])).toBeNull();
  });

  it('names the project it is the only active work group of with WORK_GROUP_ONLY_ACTIVE_IN_PROJECT', () => {
    const refusal = deactivationRefusal([
      { name: 'Fusión Andina', otherActiveGroups: 2 },
      { name: 'Litigio Norte', otherActiveGroups: 0 },
    ]);
    expect(refusal).toMatchObject({ code: 'WORK_GROUP_ONLY_ACTIVE_IN_PROJECT', params: { project: 'Litigio Norte' } });
  });

  it('counts the active projects it staffs with WORK_GROUP_ACTIVE_IN_PROJECTS', () => {
    const refusal = deactivationRefusal([
      { name: 'A', otherActiveGroups: 1 },
      { name: 'B', otherActiveGroups: 3 },
    ]);
    expect(refusal).toMatchObject({ code: 'WORK_GROUP_ACTIVE_IN_PROJECTS', params: { count: 2 } });
  });
});
