// Everything English the admin shows, one script fetched the first time English is chosen (i18n.ts):
// the interface's texts and the API's error messages in English (build/error-texts.ts).
import en from '../locales/en.ts';
import enErrors from 'virtual:error-texts/en';

export default { ...en, errors: enErrors };
