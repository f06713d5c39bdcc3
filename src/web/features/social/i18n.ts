import en from '../../i18n/social/en.json';
import es from '../../i18n/social/es.json';
import fr from '../../i18n/social/fr.json';
import { addNamespace } from '../../lib/i18n';

/** Texts of the profile, friends, messages and activity pages, loaded with those pages. */
addNamespace('social', { en, es, fr });
