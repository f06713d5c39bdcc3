import en from '../../i18n/pwa/en.json';
import es from '../../i18n/pwa/es.json';
import fr from '../../i18n/pwa/fr.json';
import { addNamespace } from '../../lib/i18n';

addNamespace('pwa', { en, es, fr });
