import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UnitType } from '../../../domain/army/data-pack-schema';
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

/** Each unit type's name in the reader's language (a type without one fails the type-check). */
export const UNIT_TYPE_TEXTS = {
  Troop: 'unitTypes.troop',
  Character: 'unitTypes.character',
  'Named Character': 'unitTypes.named-character',
  'Support Character': 'unitTypes.support-character',
  Companion: 'unitTypes.companion',
} as const satisfies Record<UnitType, ParseKeys<'builder'>>;
