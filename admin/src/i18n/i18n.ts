// i18next set up once for the whole admin: locale files plus the API's error catalogue; the chosen
// language is kept in localStorage and drives dayjs and the page's lang attribute.
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { errorTexts } from './error-texts.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, asLanguage, type Language } from './languages.ts';

function storedLanguage(): Language {
  try {
    return asLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (privacy mode): Spanish
  }
}

function applyLanguage(language: string): void {
  const lang = asLanguage(language);
  dayjs.locale(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not persisted; the switch still works for this visit.
  }
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources: {
    es: { translation: { ...es, errors: errorTexts('es') } },
    en: { translation: { ...en, errors: errorTexts('en') } },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});
applyLanguage(i18n.language);

/** The language requests are sent with (Accept-Language). */
export function currentLanguage(): Language {
  return asLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
