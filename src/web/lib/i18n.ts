import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, normaliseLanguage, type Language } from '../../domain/i18n/language';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import fr from '../i18n/fr.json';
import { appStorage } from './storage';

const LANGUAGE_KEY = 'language';

export const resources = {
  en: { translation: en },
  es: { translation: es },
  fr: { translation: fr },
} as const;

/** The text shown for a key that no language has (spec §5). */
export function missingTranslation(key: string): string {
  console.warn(`Missing translation: ${key}`);
  return `Missing translation: ${key}`;
}

export function storedLanguage(): Language {
  return normaliseLanguage(appStorage.getString(LANGUAGE_KEY));
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['translation'],
  partialBundledLanguages: true,
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  parseMissingKeyHandler: missingTranslation,
  initAsync: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export async function changeLanguage(value: string): Promise<void> {
  const language = normaliseLanguage(value);
  appStorage.setString(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}

/** Adds a namespace that is loaded with the page that needs it (long texts stay out of the first load). */
export function addNamespace(namespace: string, bundles: Record<string, object>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
}
