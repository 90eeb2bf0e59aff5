// Every declared resource of the product, by name: the registry the machinery, the metadata
// endpoint and the generated tests read.
import { managementResources } from './management/resources.ts';
import { settlementResources } from './settlement/resources.ts';
import type { Resource } from './platform/resource/define.ts';
import { useRegistry } from './platform/resource/models.ts';

export const RESOURCES: readonly Resource[] = [...managementResources, ...settlementResources];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): Resource {
  const r = byName.get(name);
  if (!r) throw new Error(`Unknown resource ${name}`);
  return r;
}

// Models resolve their references' models by name through this registry.
useRegistry(resourceByName);
