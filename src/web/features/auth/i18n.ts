import en from '../../i18n/auth/en.json';
import es from '../../i18n/auth/es.json';
import fr from '../../i18n/auth/fr.json';
import { addNamespace } from '../../lib/i18n';

/** Texts of the sign-in, password-reset and account pages, loaded with those pages. */
addNamespace('auth', { en, es, fr });
