// What a contact is linked to, told before it is deactivated (the links are lost): being its
// client's main contact, the contact users of its client with its email (user_profiles.client_id
// and is_contact), and its client's projects whose requested-by names it.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RuleContext } from '../../platform/resource/define.ts';

export interface ContactLinks {
  main: number;
  users: number;
  projects: number;
}

type Row = Record<string, unknown>;

export async function contactLinks(trx: Knex.Transaction, contact: Row): Promise<ContactLinks> {
  const clientId = contact.clientId as string;
  const email = (contact.email as string | null) ?? null;
  const fullName = [contact.name, contact.lastName].filter(Boolean).join(' ').trim().toLowerCase();
  const users = email
    ? await trx('user_profiles as p')
        .join('users as u', 'u.id', 'p.userId')
        .where({ 'p.clientId': clientId, 'p.isContact': true })
        .whereRaw('lower(u.email) = lower(?)', [email])
        .count({ n: '*' })
        .first()
    : { n: 0 };
  const projects = await trx('projects')
    .where({ clientId })
    .whereRaw('lower(trim(requested_by)) in (?, ?)', [
      fullName,
      String(contact.name ?? '')
        .trim()
        .toLowerCase(),
    ])
    .count({ n: '*' })
    .first();
  return { main: contact.isMain === true ? 1 : 0, users: Number(users?.n ?? 0), projects: Number(projects?.n ?? 0) };
}

/**
 * The same question for contacts deactivated among a client's rows (the client's form): the links of
 * every contact going inactive, added up; asked once for the whole save.
 */
export async function confirmContactRowsDeactivation(
  clientId: string,
  rows: unknown,
  before: unknown,
  { trx, confirmed }: Pick<RuleContext, 'trx' | 'confirmed'>,
): Promise<void> {
  if (!Array.isArray(rows) || !Array.isArray(before) || confirmed.has('CONTACT_DEACTIVATION_LINKS')) return;
  const stored = new Map((before as Row[]).map((c) => [String(c.id), c]));
  const total: ContactLinks = { main: 0, users: 0, projects: 0 };
  for (const row of rows as Row[]) {
    const was = row.id ? stored.get(String(row.id)) : undefined;
    if (was?.active !== true || row.active !== false) continue;
    const links = await contactLinks(trx, { ...was, ...row, clientId });
    total.main += links.main;
    total.users += links.users;
    total.projects += links.projects;
  }
  if (total.main + total.users + total.projects > 0) throw new AppError('CONTACT_DEACTIVATION_LINKS', { ...total });
}

/** Turning a linked contact inactive asks first (409 CONTACT_DEACTIVATION_LINKS with the counts). */
export async function confirmContactDeactivation(row: Row, { trx, before, confirmed }: RuleContext): Promise<void> {
  if (before?.active !== true || row.active !== false || confirmed.has('CONTACT_DEACTIVATION_LINKS')) return;
  const links = await contactLinks(trx, { ...before, ...row });
  if (links.main + links.users + links.projects > 0) throw new AppError('CONTACT_DEACTIVATION_LINKS', { ...links });
}
