// The signed-in principal and the resource declarations, loaded once and read by every page.
import { createContext, useContext } from 'react';
import type { ResourceMeta } from '../../../api/src/platform/resource/types.ts';
import type { Me, Session } from './types.ts';

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionGate');
  return session;
}

/** The declaration of one resource; a page for an unknown resource is a programming error. */
export function useResourceMeta(name: string): ResourceMeta {
  const meta = useSession().resourcesByName.get(name);
  if (!meta) throw new Error(`Unknown resource ${name}`);
  return meta;
}

export function buildSession(me: Me, resources: readonly ResourceMeta[]): Session {
  return { me, resources, resourcesByName: new Map(resources.map((r) => [r.name, r])) };
}
