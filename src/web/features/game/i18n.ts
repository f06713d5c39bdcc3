import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { GAME_PHASES, type GamePhase } from '../../../domain/game/game-state';
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

const isGamePhase = (value: string): value is GamePhase => (GAME_PHASES as readonly string[]).includes(value);

/** A phase named in a rejection's params, in words; anything that is not a phase stays as it is. */
export function phaseParam(t: TFunction<'game'>, value: string): string {
  return isGamePhase(value) ? t(`phases.${value}`) : value;
}
