// The interface languages: Spanish is the default and the fallback (document 1, section 9).
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** localStorage key of the language the user picked in the header. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function asLanguage(value: string | null | undefined): Language {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
}
