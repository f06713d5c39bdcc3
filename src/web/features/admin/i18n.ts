import en from '../../i18n/admin/en.json';
import es from '../../i18n/admin/es.json';
import fr from '../../i18n/admin/fr.json';
import { addNamespace } from '../../lib/i18n';

/** The admin area's texts, loaded with the admin pages (and the banners admins see). */
addNamespace('admin', { en, es, fr });
