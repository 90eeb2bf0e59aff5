// The API's error catalogue as i18next keys `errors.<CODE>`: one source for every error text. The
// app takes one language of it at a time, made at build time (virtual:error-texts/<language>,
// build/error-texts.ts); the build and the tests call this directly.
import { ERRORS } from '../../../api/src/contract/error-catalogue.ts';
import type { Language } from './languages.ts';

export function errorTexts(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(ERRORS).map(([code, texts]) => [code, texts[language]]));
}
