// Synchronous form of the access-control rule for places that must decide while rendering
// (route guards, whether to fetch a referenced resource); same rule as the provider.
import { canPerform } from '../providers/access-rules.ts';
import { useSession } from './session-context.ts';
import { allowedWhileViewing } from './view-as.ts';

export function useAllowed(resource: string, action: string): boolean {
  const { me, principal, resourcesByName } = useSession();
  const meta = resourcesByName.get(resource);
  return !!meta && allowedWhileViewing(!!me.viewAs, action) && canPerform(principal, meta, action);
}
