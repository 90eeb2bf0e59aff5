// Refine's i18nProvider over i18next. Refine names a resource with the key `<name>.<name>` (in
// notifications and titles); those resolve to our `resources.<name>.title`.
import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n, TFunction } from 'i18next';

type Options = Record<string, unknown>;

interface Deps {
  i18n: I18n;
  /** react-i18next's `t` of the current language (a new one after each switch). */
  t: TFunction;
  resourceNames: ReadonlySet<string>;
}

export function createI18nProvider({ i18n, t, resourceNames }: Deps): I18nProvider {
  const resourceKey = (key: string): string => {
    const [name, again, ...rest] = key.split('.');
    return rest.length === 0 && name === again && resourceNames.has(name) ? `resources.${name}.title` : key;
  };
  return {
    translate: (key: string, options?: Options | string, defaultMessage?: string) => {
      const params: Options = typeof options === 'string' ? { defaultValue: options } : { ...options };
      if (defaultMessage !== undefined) params.defaultValue = defaultMessage;
      return String(t(resourceKey(key), params));
    },
    changeLocale: (language: string) => i18n.changeLanguage(language),
    getLocale: () => i18n.resolvedLanguage ?? i18n.language,
  };
}
