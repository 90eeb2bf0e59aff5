// The signed-in principal and the resource declarations, loaded once and read by every page.
import { createContext, useContext } from 'react';
import type { ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import { principalFromLines } from '../../../policies/lines.ts';
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

/**
 * The session the pages read; its principal decides with the API's Casbin model's matcher over the
 * user's lines (policies/lines.ts: the same decisions without the engine in the bundle).
 */
export async function buildSession(me: Me, resources: readonly ResourceMeta[], refresh: () => Promise<void> = async () => {}): Promise<Session> {
  const lines = principalFromLines(me.policy, me.user.id, me.company?.id ?? null);
  // A client's contact is not the firm's staff: what any member may call (no code) is not theirs,
  // as the API's guard refuses it them; what a code they hold opens stays open.
  const principal = me.company?.isContact ? { ...lines, can: (code: Parameters<typeof lines.can>[0]) => code !== null && lines.can(code) } : lines;
  return { me, principal, resources, resourcesByName: new Map(resources.map((r) => [r.name, r])), refresh };
}

/**
 * After saving a company the session reads /api/me again: the active one carries the theme and the
 * clock, and a new one joins the user's companies (the header's switcher).
 */
export function useRefreshAfterSave(resource: string): (id: unknown) => void {
  const session = useContext(SessionContext);
  return () => {
    if (session && resource === 'companies') void session.refresh();
  };
}
