import en from '../../i18n/notifications/en.json';
import es from '../../i18n/notifications/es.json';
import fr from '../../i18n/notifications/fr.json';
import { addNamespace } from '../../lib/i18n';

/** The bell's texts; small, so they load with the top bar. */
addNamespace('notifications', { en, es, fr });
