// The admin pages of the operative screens (cases, workflows, activities), laid out as the screens
// the firm already knows: a list, then one section holding the new, edit and view pages.
import type { ResourceRoutes } from '../contract/resource-meta.ts';

/** The id a new row's page carries in its path (the screens take an id there, none for a new row). */
const NO_ROW_YET = '00000000-0000-0000-0000-000000000000';

/** The pages of an operative screen: its list at `list`, the rest under `list/section`. */
export const operativePages = (list: string, section: string): ResourceRoutes => ({
  list,
  create: `${list}/${section}/new/${NO_ROW_YET}`,
  edit: `${list}/${section}/edit/:id`,
  show: `${list}/${section}/view/:id`,
});
