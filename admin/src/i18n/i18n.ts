// i18next set up once for the whole admin: locale files plus the API's error catalogue; the chosen
// language is kept in localStorage and drives dayjs and the page's lang attribute. Spanish (the
// default) is in the first load; English texts, English error messages and Ant Design's English
// locale arrive the first time English is chosen (or at start, when it was the stored choice),
// before the switch shows.
import type { Locale } from 'antd/es/locale';
import esES from 'antd/es/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from '../locales/es.ts';
// The catalogue's Spanish messages only (build/error-texts.ts): the English ones load with English.
import esErrors from 'virtual:error-texts/es';
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

const antdLocales: Partial<Record<Language, Locale>> = { es: esES };

/** Ant Design's locale for a language (Spanish until English has loaded). */
export const antdLocaleOf = (language: Language): Locale => antdLocales[language] ?? esES;

/** English texts and error messages, and Ant Design's English locale (Spanish is in the first load). */
async function loadTexts(language: Language): Promise<ResourceLanguage> {
  if (language === 'es') return { ...es, errors: esErrors };
  const [texts, antd] = await Promise.all([import('./english.ts'), import('antd/es/locale/en_US')]);
  antdLocales.en = antd.default;
  return texts.default;
}

/** i18next asks it for a language it has not got; changeLanguage waits for it. */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    loadTexts(asLanguage(language)).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

i18n.on('languageChanged', applyLanguage);

const initial = storedLanguage();

/** Resolves once the texts of the starting language are in (at once for Spanish): main.tsx renders then. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { es: { translation: { ...es, errors: esErrors } } },
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  })
  .then(() => applyLanguage(i18n.language));

/** The language requests are sent with (Accept-Language). */
export function currentLanguage(): Language {
  return asLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
