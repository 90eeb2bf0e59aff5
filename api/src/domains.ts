// The product's domains in the order they build on one another (each imports only those before
// it; .dependency-cruiser.mjs holds it). Their resources, routes, jobs and hooks are composed in
// this order: the menu's sections, and the order in which a project's move is followed
// (its notifications, then its workflows, then its settlement blocks).
import type { Domain } from './domain.ts';
import { management } from './management/index.ts';
import { production } from './production/index.ts';
import { settlement } from './settlement/index.ts';

export const DOMAINS: readonly Domain[] = [management, production, settlement];
