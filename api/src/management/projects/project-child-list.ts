// How a project's children are listed (decision 287): read-only (list and show), under
// AdministrationProjects within the project's company, as the project's own screens are. Spread
// into each child's declaration (its sent notifications, its documents), so the rule is said once.
import type { ResourceDecl } from '../../platform/resource/define.ts';

export const PROJECT_CHILD_LIST = {
  ownedBy: 'company',
  permission: 'AdministrationProjects',
  operations: ['list', 'show'],
} as const satisfies Partial<ResourceDecl>;
