import en from '../../i18n/unit-data/en.json';
import es from '../../i18n/unit-data/es.json';
import fr from '../../i18n/unit-data/fr.json';
import { addNamespace } from '../../lib/i18n';

/** The unit-data CSV page's texts. */
addNamespace('unit-data', { en, es, fr });
