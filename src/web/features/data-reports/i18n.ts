import en from '../../i18n/data-reports/en.json';
import es from '../../i18n/data-reports/es.json';
import fr from '../../i18n/data-reports/fr.json';
import { addNamespace } from '../../lib/i18n';

/** The texts of the "Report a data problem" button and dialog. */
addNamespace('dataReports', { en, es, fr });
