// Where "Inicio", the logo and a refused page lead the member: the firm's staff to the work panel,
// a client's contact to the customer portal.
import { homePathFor } from '../resources/product-pages.ts';
import { useSession } from './session-context.ts';

export function useHomePath(): string {
  const { me } = useSession();
  return homePathFor(!!me.company?.isContact);
}
