import en from '../../i18n/admin-content/en.json';
import es from '../../i18n/admin-content/es.json';
import fr from '../../i18n/admin-content/fr.json';
import { addNamespace } from '../../lib/i18n';

/** The content editors' texts, loaded with the admin content pages. */
addNamespace('admin-content', { en, es, fr });
