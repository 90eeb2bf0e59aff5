// Synchronous form of the access-control rule for places that must decide while rendering
// (route guards, whether to fetch a referenced resource); same rule as the provider.
import { canPerform, principalOf } from '../providers/access-rules.ts';
import { useSession } from './session-context.ts';

export function useAllowed(resource: string, action: string): boolean {
  const { me, resourcesByName } = useSession();
  const meta = resourcesByName.get(resource);
  return !!meta && canPerform(principalOf(me), meta, action);
}
