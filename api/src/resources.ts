// Every declared resource of the product, by name: the registry the machinery, the metadata
// endpoint and the generated tests read.
import { DOMAINS } from './domains.ts';
import type { Resource } from './platform/resource/define.ts';
import { useRegistry } from './platform/resource/models.ts';
import { customFieldsResource } from './platform/custom-fields/custom-fields.resource.ts';

const DOMAIN: readonly Resource[] = DOMAINS.flatMap((d) => d.resources);

/** The domain's resources, and the definitions of custom fields of those that opt in. */
export const RESOURCES: readonly Resource[] = [...DOMAIN, customFieldsResource(DOMAIN.filter((r) => r.customFields).map((r) => r.name))];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): Resource {
  const r = byName.get(name);
  if (!r) throw new Error(`Unknown resource ${name}`);
  return r;
}

// Models resolve their references' models by name through this registry.
useRegistry(resourceByName);
