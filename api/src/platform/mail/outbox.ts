// The mail outbox of the embedded defaults: each message is written as an RFC 5322 .eml file
// (UTF-8 text body in base64, non-ASCII subjects as RFC 2047 encoded words) to a folder; SMTP
// delivery can later read the same messages. Addresses are checked before they reach a header.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

const LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** A mailbox on the Internet as people type it: a plain addr-spec whose domain has a dot. */
export const MAILBOX = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})+$`);
/** What may go into a header as is (no display name, comment or folding); `soporte@localhost` too. */
const HEADER_ADDRESS = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*$`);

function address(value: string): string {
  if (value.length > 254 || !HEADER_ADDRESS.test(value)) throw new Error('not a plain mailbox address');
  return value;
}

/** RFC 2047 encoded words of at most 75 characters, folded onto continuation lines. */
export function encodeHeaderText(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(clean) && clean.length <= 900) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const ch of clean) {
    // 45 bytes of UTF-8 become 60 base64 characters: with "=?UTF-8?B?" and "?=" a word stays under 75.
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** "Tue, 22 Nov 2026 10:00:00 +0000" */
const rfc5322Date = (d: Date) => d.toUTCString().replace(/GMT$/, '+0000');

export function formatMessage(msg: MailMessage, opts: { date?: Date; messageId?: string } = {}): { raw: string; messageId: string } {
  const domain = address(msg.from).split('@')[1];
  const messageId = opts.messageId ?? `<${crypto.randomUUID()}@${domain}>`;
  const body = Buffer.from(msg.text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64').replace(/.{1,76}/g, '$&\r\n');
  const headers = [
    `From: ${address(msg.from)}`,
    `To: ${address(msg.to)}`,
    ...(msg.replyTo ? [`Reply-To: ${address(msg.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(msg.subject)}`,
    `Date: ${rfc5322Date(opts.date ?? new Date())}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  return { raw: `${headers.join('\r\n')}\r\n\r\n${body}`, messageId };
}

/** Writes the message to `dir` and answers the file's path. */
export async function writeToOutbox(dir: string, msg: MailMessage, now = new Date()): Promise<{ file: string; messageId: string }> {
  const { raw, messageId } = formatMessage(msg, { date: now });
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, raw, { mode: 0o600 });
  return { file, messageId };
}
