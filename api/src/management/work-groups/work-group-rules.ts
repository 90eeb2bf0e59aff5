// When a work group may be deactivated (document 1, section 8: "Cannot deactivate work group: it is
// the only active one in a project, or active in N projects"). Pure: the caller loads the projects.
import { AppError } from '../../platform/errors/app-error.ts';

/** An active project the work group staffs, with how many other active work groups staff it. */
export interface StaffedProject {
  name: string;
  otherActiveGroups: number;
}

/**
 * The refusal for deactivating a work group, or null when it may go: the first project it is the
 * only active work group of is named; otherwise any active project it staffs counts.
 */
export function deactivationRefusal(projects: readonly StaffedProject[]): AppError | null {
  const sole = projects.find((p) => p.otherActiveGroups === 0);
  if (sole) return new AppError('WORK_GROUP_ONLY_ACTIVE_IN_PROJECT', { project: sole.name });
  if (projects.length > 0) return new AppError('WORK_GROUP_ACTIVE_IN_PROJECTS', { count: projects.length });
  return null;
}
