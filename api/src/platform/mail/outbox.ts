// The mail outbox of the embedded defaults: nodemailer composes each message (MIME, encoded
// headers) and it is written as an .eml file to a folder; SMTP delivery can send the same
// messages. Addresses are checked before they reach nodemailer.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The message as RFC 5322 text, composed by nodemailer. */
export async function composeMessage(msg: MailMessage, date = new Date()): Promise<{ raw: string; messageId: string }> {
  const info = await composer.sendMail({
    from: address(msg.from),
    to: address(msg.to),
    ...(msg.replyTo ? { replyTo: address(msg.replyTo) } : {}),
    subject: msg.subject.replace(/[\r\n]+/g, ' '),
    text: msg.text,
    textEncoding: 'base64', // any UTF-8 text survives every relay unchanged
    // The invitation as an alternative part and an .ics attachment (Outlook and Google read either).
    ...(msg.icalEvent ? { icalEvent: { method: msg.icalEvent.method, content: msg.icalEvent.content, filename: msg.icalEvent.filename ?? 'invitation.ics' } } : {}),
    ...(msg.attachments?.length ? { attachments: msg.attachments } : {}),
    date,
  });
  return { raw: (info.message as Buffer).toString('utf8'), messageId: info.messageId };
}

/** Writes the message to `dir` and answers the file's path. */
export async function writeToOutbox(dir: string, msg: MailMessage, now = new Date()): Promise<{ file: string; messageId: string }> {
  const { raw, messageId } = await composeMessage(msg, now);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, raw, { mode: 0o600 });
  return { file, messageId };
}
