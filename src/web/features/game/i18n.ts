import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/game/en.json';
import es from '../../i18n/game/es.json';
import fr from '../../i18n/game/fr.json';

addNamespace('game', { en, es, fr });

/** The game namespace's `t`, and the current language as one of ours. */
export function useGameTranslation() {
  const { t, i18n } = useTranslation('game');
  return { t, i18n, language: normaliseLanguage(i18n.language) };
}
