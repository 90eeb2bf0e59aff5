// What a contact is linked to, told before it is deactivated (the links are lost): being its
// client's main contact, the contact users of its client with its email (user_profiles.client_id
// and is_contact), and its client's projects whose requested-by names it.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RuleContext } from '../../platform/resource/define.ts';

export interface ContactLinks { main: number; users: number; projects: number }

type Row = Record<string, unknown>;

export async function contactLinks(trx: Knex.Transaction, contact: Row): Promise<ContactLinks> {
  const clientId = contact.clientId as string;
  const email = (contact.email as string | null) ?? null;
  const fullName = [contact.name, contact.lastName].filter(Boolean).join(' ').trim().toLowerCase();
  const users = email
    ? await trx('userProfiles as p').join('users as u', 'u.id', 'p.userId')
      .where({ 'p.clientId': clientId, 'p.isContact': true }).whereRaw('lower(u.email) = lower(?)', [email]).count({ n: '*' }).first()
    : { n: 0 };
  const projects = await trx('projects').where({ clientId })
    .whereRaw('lower(trim(requested_by)) in (?, ?)', [fullName, String(contact.name ?? '').trim().toLowerCase()]).count({ n: '*' }).first();
  return { main: contact.isMain === true ? 1 : 0, users: Number(users?.n ?? 0), projects: Number(projects?.n ?? 0) };
}

/** Turning a linked contact inactive asks first (409 CONTACT_DEACTIVATION_LINKS with the counts). */
export async function confirmContactDeactivation(row: Row, { trx, before, confirmed }: RuleContext): Promise<void> {
  if (before?.active !== true || row.active !== false || confirmed.has('CONTACT_DEACTIVATION_LINKS')) return;
  const links = await contactLinks(trx, { ...before, ...row });
  if (links.main + links.users + links.projects > 0) throw new AppError('CONTACT_DEACTIVATION_LINKS', { ...links });
}
