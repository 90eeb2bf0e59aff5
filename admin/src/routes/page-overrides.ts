// Hand-written pages that replace a resource's generic one: `pages/<resource>/list.tsx` (or
// create, edit, show) wins over the generated page for that resource; everything else stays
// generated. Found at build time and loaded on demand, like every page beyond the shell.
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from './lazy-page.tsx';

export const OVERRIDABLE_PAGES = ['list', 'create', 'edit', 'show'] as const;
export type OverridablePage = (typeof OVERRIDABLE_PAGES)[number];

/** What an override receives: the same props as the generic page it replaces. */
export interface OverrideProps {
  name: string;
  action?: 'create' | 'edit';
}

type Loader = () => Promise<{ default: ComponentType<OverrideProps> }>;

/** The resource and page a module path names (`../pages/<resource>/<page>.tsx`), or null. */
export function overrideOf(path: string): { resource: string; page: OverridablePage } | null {
  const match = /\/pages\/([a-z0-9-]+)\/(list|create|edit|show)\.tsx$/.exec(path);
  return match ? { resource: match[1], page: match[2] as OverridablePage } : null;
}

/** Overrides by `<resource>/<page>`, from the modules a glob found. */
export function overridesFrom(
  modules: Record<string, Loader>,
  load: (loader: Loader) => LazyPage<OverrideProps> = lazyPage,
): Map<string, LazyPage<OverrideProps>> {
  const out = new Map<string, LazyPage<OverrideProps>>();
  for (const [path, loader] of Object.entries(modules)) {
    const found = overrideOf(path);
    if (found) out.set(`${found.resource}/${found.page}`, load(loader));
  }
  return out;
}

const OVERRIDES = overridesFrom(import.meta.glob<{ default: ComponentType<OverrideProps> }>('../pages/*/{list,create,edit,show}.tsx'));

/** The hand-written page of a resource, when there is one. */
export const overridePage = (resource: string, page: OverridablePage) => OVERRIDES.get(`${resource}/${page}`);
