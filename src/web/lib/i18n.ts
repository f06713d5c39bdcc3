import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, normaliseLanguage, pageLanguage, type Language } from '../../domain/i18n/language';
import en from '../i18n/en.json';
import { PAGE_STATE_ID } from './page-state';
import { appStorage } from './storage';

const LANGUAGE_KEY = 'language';

/**
 * English is always there (every other language falls back to it); the others' texts are loaded
 * when a page or a switch first needs them, so a page carries only its own language (issue 14).
 */
const resources = { en: { translation: en } };
const OTHER_LANGUAGES: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  es: () => import('../i18n/es.json'),
  fr: () => import('../i18n/fr.json'),
};

/** The text shown for a key that no language has (spec §5). */
export function missingTranslation(key: string): string {
  console.warn(`Missing translation: ${key}`);
  return `Missing translation: ${key}`;
}

export function storedLanguage(): Language {
  return normaliseLanguage(appStorage.getString(LANGUAGE_KEY));
}

/** The cookie that tells the server which language to render pages in (the saved choice). */
export const LANGUAGE_COOKIE = 'rookery_language';

const inBrowser = typeof document !== 'undefined';
/** The language the server rendered this page in (read before the app sets its own). */
const pageLanguageAtLoad = inBrowser ? document.documentElement.lang : '';

function rememberForServer(language: Language): void {
  if (!inBrowser) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${60 * 60 * 24 * 400}; samesite=lax`;
}

/**
 * True when the server rendered this page in the language the app starts in, so the app can take
 * the page over as it is. A visitor whose saved choice the server could not know (no cookie yet)
 * gets the page rendered afresh in that language instead, once: the cookie is set from now on.
 */
export function takesOverServerPage(): boolean {
  if (!inBrowser || !document.getElementById(PAGE_STATE_ID)) return false;
  const saved = appStorage.getString(LANGUAGE_KEY);
  return saved === null || normaliseLanguage(saved) === pageLanguageAtLoad;
}

/** The saved choice, else the language of a page the server rendered, else the browser's preferences. */
function initialLanguage(): Language {
  if (!inBrowser) return 'en';
  const saved = appStorage.getString(LANGUAGE_KEY);
  if (saved !== null) {
    rememberForServer(normaliseLanguage(saved));
    return normaliseLanguage(saved);
  }
  if (document.getElementById(PAGE_STATE_ID)) return normaliseLanguage(pageLanguageAtLoad);
  return pageLanguage(null, navigator.languages);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
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

if (inBrowser) {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

const loading = new Map<Language, Promise<void>>();

/** Brings a language's texts into the translator (at once for English or one already loaded). */
export function loadLanguage(value: string): Promise<void> {
  const language = normaliseLanguage(value);
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let load = loading.get(language);
  if (!load) {
    load = OTHER_LANGUAGES[language]()
      .then(
        (bundle) => void i18n.addResourceBundle(language, 'translation', bundle.default, true, false),
        // Not loaded (offline before the worker kept it): English texts stand in until the next try.
        (error: unknown) => console.warn(`The ${language} texts did not load`, error),
      )
      .finally(() => loading.delete(language));
    loading.set(language, load);
  }
  return load;
}

// Every switch, also through the translator itself, brings the language's texts first.
const switchLanguage = i18n.changeLanguage.bind(i18n);
i18n.changeLanguage = async (language, callback) => {
  if (language) await loadLanguage(language);
  return switchLanguage(language, callback);
};

export async function changeLanguage(value: string): Promise<void> {
  const language = normaliseLanguage(value);
  appStorage.setString(LANGUAGE_KEY, language);
  rememberForServer(language);
  await i18n.changeLanguage(language);
}

/** Adds a namespace that is loaded with the page that needs it (long texts stay out of the first load). */
export function addNamespace(namespace: string, bundles: Record<string, object>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
}
