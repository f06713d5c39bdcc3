import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/content/en.json';
import es from '../../i18n/content/es.json';
import fr from '../../i18n/content/fr.json';

addNamespace('content', { en, es, fr });
