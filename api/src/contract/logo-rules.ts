// The company logo's limits (document 1, sections 2 and 9), pure so the admin checks a file with the
// same numbers before sending it.
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_RECOMMENDED = { width: 171, height: 51 } as const;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
