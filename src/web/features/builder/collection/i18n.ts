import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '../../../../domain/i18n/language';
import { addNamespace } from '../../../lib/i18n';
import en from '../../../i18n/collection/en.json';
import es from '../../../i18n/collection/es.json';
import fr from '../../../i18n/collection/fr.json';

addNamespace('collection', { en, es, fr });

/** The collection namespace's `t`, and the current language as one of ours. */
export function useCollectionTranslation() {
  const { t, i18n } = useTranslation('collection');
  return { t, i18n, language: normaliseLanguage(i18n.language) };
}
