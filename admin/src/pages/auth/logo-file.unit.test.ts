// The browser's check of the registration logo: JPG, GIF or PNG up to 5 MB; 171x51 only suggested.
import { describe, expect, it } from 'vitest';
import { checkLogoFile, isRecommendedLogoSize } from './logo-file.ts';

const MB = 1024 * 1024;

describe('checkLogoFile', () => {
  it('accepts PNG, JPG and GIF up to 5 MB, the limit included', () => {
    expect(checkLogoFile({ name: 'logo.png', type: 'image/png', size: 5 * MB })).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkLogoFile({ name: 'logo.jpg', type: 'image/jpeg', size: 1 })).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkLogoFile({ name: 'logo.gif', type: 'image/gif', size: 1 })).toEqual({ ok: true, contentType: 'image/gif' });
  });

  it('refuses a file one byte over 5 MB with LOGO_TOO_LARGE', () => {
    expect(checkLogoFile({ name: 'logo.png', type: 'image/png', size: 5 * MB + 1 })).toEqual({ ok: false, code: 'LOGO_TOO_LARGE' });
  });

  it('refuses other types with LOGO_TYPE_NOT_ALLOWED, whatever the name says', () => {
    expect(checkLogoFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toEqual({ ok: false, code: 'LOGO_TYPE_NOT_ALLOWED' });
    expect(checkLogoFile({ name: 'logo.png', type: 'application/pdf', size: 10 })).toEqual({ ok: false, code: 'LOGO_TYPE_NOT_ALLOWED' });
    expect(checkLogoFile({ name: 'logo.webp', type: 'image/webp', size: 10 })).toEqual({ ok: false, code: 'LOGO_TYPE_NOT_ALLOWED' });
  });

  it('reads the type from the name when the browser gave none', () => {
    expect(checkLogoFile({ name: 'LOGO.JPEG', type: '', size: 10 })).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkLogoFile({ name: 'logo', type: '', size: 10 })).toEqual({ ok: false, code: 'LOGO_TYPE_NOT_ALLOWED' });
  });
});

describe('isRecommendedLogoSize', () => {
  it('is true only for 171x51', () => {
    expect(isRecommendedLogoSize(171, 51)).toBe(true);
    expect(isRecommendedLogoSize(51, 171)).toBe(false);
    expect(isRecommendedLogoSize(342, 102)).toBe(false);
  });
});
