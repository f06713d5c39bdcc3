import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/missions/en.json';
import es from '../../i18n/missions/es.json';
import fr from '../../i18n/missions/fr.json';

addNamespace('missions', { en, es, fr });
