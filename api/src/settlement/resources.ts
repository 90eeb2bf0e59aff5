// The settlement domain's declared resources, in menu order.
import { settlementProjects } from './settlement-projects.resource.ts';

export const settlementResources = [settlementProjects];
