// "Need help" from the login page (document 1, section 2): anyone, signed in or not, leaves an email
// and a concern; it is stored and mailed to the support address (SMTP, or the outbox). Limited per
// email and per client address, so the form cannot be used to flood support.
import path from 'node:path';
import type { Knex } from 'knex';
import { AppError } from '../platform/errors/app-error.ts';
import type { Config } from '../platform/config.ts';
import type { Locale } from '../platform/http/auth-context.ts';
import { deliverMail, type MailMessage } from '../platform/mail/outbox.ts';
import { LIMITS, normalizeIp, takeSlots } from './rate-limit.ts';

export interface HelpRequest {
  email: string;
  concern: string;
}

export interface HelpMeta {
  ip: string | undefined;
  userAgent: string | undefined;
  locale: Locale;
}

/** The message to support, in Spanish (the support team's language), replying to the person. */
export function helpMail(mail: Config['mail'], id: string, req: HelpRequest, meta: HelpMeta, at: Date): MailMessage {
  return {
    from: mail.from,
    to: mail.supportEmail,
    replyTo: req.email,
    subject: `Solicitud de ayuda de ${req.email}`,
    language: 'es',
    text: [
      'Nueva solicitud de ayuda desde la página de inicio de sesión.',
      '',
      `Correo: ${req.email}`,
      `Idioma: ${meta.locale}`,
      `Recibida: ${at.toISOString()}`,
      `Referencia: ${id}`,
      '',
      'Inquietud:',
      req.concern,
      '',
    ].join('\n'),
  };
}

export async function submitHelpRequest(knex: Knex, mail: Config['mail'], req: HelpRequest, meta: HelpMeta) {
  const email = req.email.toLowerCase();
  const allowed = await takeSlots(knex, [
    { kind: 'help-email', value: email, limit: LIMITS.helpPerEmail },
    { kind: 'help-ip', value: normalizeIp(meta.ip), limit: LIMITS.helpPerIp },
  ]);
  if (!allowed) throw new AppError('HELP_RATE_LIMITED');
  const [row] = (await knex('help_requests')
    .insert({ email, concern: req.concern, locale: meta.locale, userAgent: meta.userAgent?.slice(0, 300) ?? null })
    .returning(['id', 'createdAt'])) as { id: string; createdAt: Date }[];
  // The request is kept even if the mail cannot be sent; mailed_at stays empty for the retry job.
  try {
    await mailHelpRequest(knex, mail, row.id, { ...req, email }, meta, new Date(row.createdAt));
  } catch (err) {
    console.error(`[help] request ${row.id} stored but not mailed:`, (err as Error).message);
  }
  return { id: row.id, receivedAt: row.createdAt };
}

/** Mails a stored help request to support and records that it left (at once, or by the mail retry job). */
export async function mailHelpRequest(knex: Knex, mail: Config['mail'], id: string, req: HelpRequest, meta: HelpMeta, at: Date): Promise<void> {
  const { file } = await deliverMail(mail, helpMail(mail, id, req, meta, at));
  await knex('help_requests')
    .where({ id })
    .update({ mailedAt: knex.fn.now(), mailFile: file ? path.basename(file) : null });
}
