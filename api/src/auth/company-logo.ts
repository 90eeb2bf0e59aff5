// The company logo of registration step 2 (document 1, section 5): JPG, GIF or PNG up to 5 MB. The
// type is read from the bytes (not trusted from the header); a size other than 171x51 is a warning
// only. Kept in the file storage (a local folder or an S3-compatible store) under the company.
import path from 'node:path';
import type { Knex } from 'knex';
import { AppError, messageFor } from '../platform/errors/app-error.ts';
import { inContext } from '../platform/db/knex.ts';
import { LOGO_MAX_BYTES, LOGO_RECOMMENDED } from '../contract/logo-rules.ts';
import type { UserCaller } from './sessions.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';

export interface ImageInfo {
  type: 'png' | 'jpg' | 'gif';
  width: number;
  height: number;
}

function jpegSize(buf: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) { i += 1; continue; } // fill byte
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) { i += 2; continue; } // no length
    // Start of frame (baseline, progressive, ...): not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + buf.readUInt16BE(i + 2);
  }
  return null;
}

/** The image type and size from its first bytes, or null when it is none of PNG, GIF or JPEG. */
export function sniffImage(buf: Buffer): ImageInfo | null {
  if (buf.length >= 24 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    && buf.toString('latin1', 12, 16) === 'IHDR') {
    return { type: 'png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  if (buf.length >= 10 && ['GIF87a', 'GIF89a'].includes(buf.toString('latin1', 0, 6))) {
    return { type: 'gif', width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  }
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) {
    const size = jpegSize(buf);
    return size ? { type: 'jpg', ...size } : null;
  }
  return null;
}

/** Stores a company's logo in the request's transaction (the bytes are checked first); answers what was stored. */
export async function writeCompanyLogo(trx: Knex.Transaction, storage: FileStorage, at: { tenantId: string; companyId: string }, bytes: Buffer) {
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('LOGO_TOO_LARGE');
  const image = sniffImage(bytes);
  if (!image) throw new AppError('LOGO_TYPE_NOT_ALLOWED');
  const key = path.posix.join('logos', at.tenantId, `${at.companyId}.${image.type}`);
  const company = await trx('companies').where({ id: at.companyId, tenantId: at.tenantId }).first('logoPath');
  if (!company) throw new AppError('NOT_FOUND');
  await storage.put(key, bytes);
  if (company.logoPath && company.logoPath !== key) await storage.remove(company.logoPath);
  await trx('companies').where({ id: at.companyId }).update({ logoPath: key, updatedAt: trx.fn.now() });
  const recommended = image.width === LOGO_RECOMMENDED.width && image.height === LOGO_RECOMMENDED.height;
  return {
    logoPath: key,
    type: image.type,
    width: image.width,
    height: image.height,
    warnings: recommended ? [] : [{
      code: 'LOGO_SIZE_NOT_RECOMMENDED',
      messages: { es: messageFor('LOGO_SIZE_NOT_RECOMMENDED', 'es'), en: messageFor('LOGO_SIZE_NOT_RECOMMENDED', 'en') },
    }],
  };
}

/** The content type of a stored logo, by the extension its key was given from its bytes. */
export const logoContentType = (key: string) => ({ png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' } as Record<string, string>)[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** Registration step 2: the logo of the caller's (new) company, in a transaction of its own. */
export async function saveCompanyLogo(knex: Knex, storage: FileStorage, caller: UserCaller, bytes: Buffer) {
  return inContext(knex, { tenantId: caller.tenantId, userId: caller.userId, email: caller.email }, (trx) =>
    writeCompanyLogo(trx, storage, { tenantId: caller.tenantId!, companyId: caller.companyId! }, bytes));
}
