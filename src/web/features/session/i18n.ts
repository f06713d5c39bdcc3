import en from '../../i18n/session/en.json';
import es from '../../i18n/session/es.json';
import fr from '../../i18n/session/fr.json';
import { addNamespace } from '../../lib/i18n';

/** The few session texts the shell and landing page show; kept apart from the auth pages' texts. */
addNamespace('session', { en, es, fr });
