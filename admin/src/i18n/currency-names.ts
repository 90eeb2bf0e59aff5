// A currency for people in the interface's language: its ISO code with the language's name for it
// (Intl.DisplayNames), so an English interface does not read the Spanish name the company stored;
// an indexing unit (UVT, SMMLV) has no ISO name and keeps the stored one.
import type { Language } from './languages.ts';

const names = new Map<Language, Intl.DisplayNames | null>();

function displayNames(language: Language): Intl.DisplayNames | null {
  if (!names.has(language)) {
    try {
      names.set(language, new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' }));
    } catch {
      names.set(language, null);
    }
  }
  return names.get(language) ?? null;
}

/** 'COP' → 'Peso colombiano' / 'Colombian Peso'; an unknown code → the stored name. */
export function currencyName(code: string | null | undefined, stored: string | null | undefined, language: Language): string {
  let said: string | undefined;
  try {
    said = code && /^[A-Za-z]{3}$/.test(code) ? displayNames(language)?.of(code.toUpperCase()) : undefined;
  } catch {
    said = undefined;
  }
  if (!said) return stored ?? code ?? '';
  return said.charAt(0).toLocaleUpperCase(language) + said.slice(1);
}

/** The currency as a reference reads: 'COP · Peso colombiano' / 'COP · Colombian Peso'. */
export function currencyLabel(code: string | null | undefined, stored: string | null | undefined, language: Language): string {
  const name = currencyName(code, stored, language);
  return code && name && name !== code ? `${code} · ${name}` : name || (code ?? '');
}
