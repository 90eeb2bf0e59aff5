// Formats of the field types, shared by the API's validation and the admin's form rules (pure data).
export const PATTERNS = {
  digits: /^\d+$/,
  // Letters of any alphabet with their accents, spaces, apostrophes, dots and hyphens.
  personName: /^[\p{L}][\p{L}\p{M} '.-]*$/u,
  decimal: /^-?\d{1,14}(\.\d{1,6})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  // Pragmatic mailbox check: one @, a dot in the domain, no spaces.
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  // What Ant Design's colour tokens take: '#RGB' or '#RRGGBB'.
  hexColour: /^#([0-9a-f]{3}|[0-9a-f]{6})$/i,
} as const;
