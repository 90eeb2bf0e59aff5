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
import { sniffImage } from '../platform/storage/sniff.ts';

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
    warnings: recommended
      ? []
      : [
          {
            code: 'LOGO_SIZE_NOT_RECOMMENDED',
            messages: { es: messageFor('LOGO_SIZE_NOT_RECOMMENDED', 'es'), en: messageFor('LOGO_SIZE_NOT_RECOMMENDED', 'en') },
          },
        ],
  };
}

/** The content type of a stored logo, by the extension its key was given from its bytes. */
export const logoContentType = (key: string) =>
  (({ png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' }) as Record<string, string>)[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** A company of the tenant's logo: its bytes and content type; not found when it has none. */
export async function readCompanyLogo(trx: Knex.Transaction, storage: FileStorage, at: { tenantId: string; companyId: string }) {
  const company = await trx('companies').where({ id: at.companyId, tenantId: at.tenantId }).first('logoPath');
  const bytes = company?.logoPath ? await storage.get(company.logoPath as string) : null;
  if (!bytes) throw new AppError('NOT_FOUND');
  return { bytes, contentType: logoContentType(company.logoPath as string) };
}

/** Takes a company of the tenant's logo away: the column, then the bytes (a failure rolls the column back). */
export async function removeCompanyLogo(trx: Knex.Transaction, storage: FileStorage, at: { tenantId: string; companyId: string }): Promise<void> {
  const company = await trx('companies').where({ id: at.companyId, tenantId: at.tenantId }).first('logoPath');
  if (!company) throw new AppError('NOT_FOUND');
  await trx('companies').where({ id: at.companyId }).update({ logoPath: null, updatedAt: trx.fn.now() });
  if (company.logoPath) await storage.remove(company.logoPath as string);
}

/** Registration step 2: the logo of the caller's (new) company, in a transaction of its own. */
export async function saveCompanyLogo(knex: Knex, storage: FileStorage, caller: UserCaller, bytes: Buffer) {
  return inContext(knex, { tenantId: caller.tenantId, userId: caller.userId, email: caller.email }, (trx) =>
    writeCompanyLogo(trx, storage, { tenantId: caller.tenantId!, companyId: caller.companyId! }, bytes),
  );
}
