// The logo of registration step 2, checked in the browser before it is sent: JPG, GIF or PNG up to
// 5 MB (refused), and a size other than 171x51 (only a warning). The API checks the bytes again.
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, LOGO_RECOMMENDED, type LogoContentType } from '../../../../api/src/contract/logo-rules.ts';

const BY_EXTENSION: Record<string, LogoContentType> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };

export type LogoCheck = { ok: true; contentType: LogoContentType } | { ok: false; code: 'LOGO_TYPE_NOT_ALLOWED' | 'LOGO_TOO_LARGE' };

const allowed = (type: string): type is LogoContentType => (LOGO_CONTENT_TYPES as readonly string[]).includes(type);

/** The type comes from the browser, or from the name when the browser gave none. */
export function checkLogoFile(file: { name: string; type: string; size: number }): LogoCheck {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1].toLowerCase() ?? '';
  let contentType: LogoContentType | undefined = BY_EXTENSION[extension];
  if (file.type) contentType = allowed(file.type) ? file.type : undefined;
  if (!contentType) return { ok: false, code: 'LOGO_TYPE_NOT_ALLOWED' };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, code: 'LOGO_TOO_LARGE' };
  return { ok: true, contentType };
}

export const isRecommendedLogoSize = (width: number, height: number) => width === LOGO_RECOMMENDED.width && height === LOGO_RECOMMENDED.height;

/** The image's size in pixels as the browser decodes it; null when it cannot. */
export function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });
}
