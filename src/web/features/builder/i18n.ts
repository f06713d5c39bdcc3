import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/builder/en.json';
import es from '../../i18n/builder/es.json';
import fr from '../../i18n/builder/fr.json';

addNamespace('builder', { en, es, fr });

/** The builder namespace's `t`, and the current language as one of ours. */
export function useBuilderTranslation() {
  const { t, i18n } = useTranslation('builder');
  return { t, i18n, language: normaliseLanguage(i18n.language) };
}
