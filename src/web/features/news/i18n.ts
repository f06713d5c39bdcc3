import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/news/en.json';
import es from '../../i18n/news/es.json';
import fr from '../../i18n/news/fr.json';

addNamespace('news', { en, es, fr });
