// Outgoing mail. nodemailer composes each message (MIME, encoded headers); `deliverMail` hands it to
// the SMTP server of SMTP_URL (nodemailer's SMTP transport: STARTTLS when the server offers it, TLS
// from the start with smtps://, the URL's user and password as its login) or, the embedded default,
// writes it as an .eml file to the outbox folder. Addresses are checked before they reach nodemailer.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { AppError } from '../errors/app-error.ts';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An iCalendar invitation (text/calendar; method=REQUEST or CANCEL), as calendars expect it. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string; filename?: string };
  /** Files sent with the message (an appointment's attachments). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The language the message is written in (its Content-Language header). */
  language?: 'es' | 'en';
}

const LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** A mailbox on the Internet as people type it: a plain addr-spec whose domain has a dot. */
export const MAILBOX = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})+$`);
/** A plain address (no display name or comment); `soporte@localhost` too. */
const PLAIN_ADDRESS = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*$`);

function address(value: string): string {
  if (value.length > 254 || !PLAIN_ADDRESS.test(value)) throw new Error('not a plain mailbox address');
  return value;
}

/** Where messages go: the SMTP server of `smtpUrl` when set, else `outboxDir`; `from` sends them. */
export interface MailSettings {
  from: string;
  outboxDir: string;
  smtpUrl?: string;
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** What nodemailer is given for a message, whichever transport takes it. */
function mailOptions(msg: MailMessage, date: Date): SendMailOptions {
  return {
    from: address(msg.from),
    to: address(msg.to),
    ...(msg.replyTo ? { replyTo: address(msg.replyTo) } : {}),
    subject: msg.subject.replace(/[\r\n]+/g, ' '),
    text: msg.text,
    textEncoding: 'base64', // any UTF-8 text survives every relay unchanged
    // The invitation as an alternative part and an .ics attachment (Outlook and Google read either).
    ...(msg.icalEvent
      ? { icalEvent: { method: msg.icalEvent.method, content: msg.icalEvent.content, filename: msg.icalEvent.filename ?? 'invitation.ics' } }
      : {}),
    ...(msg.attachments?.length ? { attachments: msg.attachments } : {}),
    ...(msg.language ? { headers: { 'Content-Language': msg.language } } : {}),
    date,
  };
}

/** The message as RFC 5322 text, composed by nodemailer. */
export async function composeMessage(msg: MailMessage, date = new Date()): Promise<{ raw: string; messageId: string }> {
  const info = await composer.sendMail(mailOptions(msg, date));
  return { raw: (info.message as Buffer).toString('utf8'), messageId: info.messageId };
}

// One pooled SMTP transport per URL, kept for the process.
const smtpTransports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    // An answer waits on some deliveries (an appointment's invitations): a server that does not
    // answer fails within seconds instead of nodemailer's two minutes.
    transport = nodemailer.createTransport({ url, pool: true, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    smtpTransports.set(url, transport);
  }
  return transport;
}

/** Closes the SMTP connections kept open (a stopping process, a test's end). */
export function closeMailTransports(): void {
  for (const transport of smtpTransports.values()) transport.close();
  smtpTransports.clear();
}

/**
 * Sends the message through SMTP when `settings.smtpUrl` is set, else writes it to the outbox.
 * Answers the message id, and the file when it went to the outbox. An SMTP server that refuses or
 * cannot be reached throws `MAIL_UNAVAILABLE` (503): the caller's transaction is undone, or keeps
 * what it stored for a later attempt.
 */
export async function deliverMail(settings: MailSettings, msg: MailMessage, now = new Date()): Promise<{ messageId: string; file?: string }> {
  if (!settings.smtpUrl) return writeToOutbox(settings.outboxDir, msg, now);
  const options = mailOptions(msg, now); // an address refused here is the caller's mistake, not the server's
  try {
    const info = await smtpTransport(settings.smtpUrl).sendMail(options);
    return { messageId: info.messageId };
  } catch (error) {
    console.error(`[mail] not sent to the SMTP server: ${(error as Error).message}`);
    throw new AppError('MAIL_UNAVAILABLE');
  }
}

/** Writes the message to `dir` and answers the file's path. */
export async function writeToOutbox(dir: string, msg: MailMessage, now = new Date()): Promise<{ file: string; messageId: string }> {
  const { raw, messageId } = await composeMessage(msg, now);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, raw, { mode: 0o600 });
  return { file, messageId };
}
