// The API's error catalogue holds every message in both languages (api/src/contract/error-catalogue.ts);
// the admin needs one at a time. `virtual:error-texts/es` (or `/en`) is that language's messages by
// code, made from the catalogue when the module is built: Spanish rides in the first load, English
// comes with the English texts, and the catalogue stays the one source (decision 288). The dev server
// restarts when the catalogue changes, as for any file the config imports.
import type { Plugin } from 'vite';
import { errorTexts } from '../src/i18n/error-texts.ts';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';

const PREFIX = 'virtual:error-texts/';

export function errorTextsByLanguage(): Plugin {
  return {
    name: 'error-texts',
    resolveId: (id) => (id.startsWith(PREFIX) && (LANGUAGES as readonly string[]).includes(id.slice(PREFIX.length)) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith(`\0${PREFIX}`) ? `export default ${JSON.stringify(errorTexts(id.slice(PREFIX.length + 1) as Language))};` : undefined),
  };
}
