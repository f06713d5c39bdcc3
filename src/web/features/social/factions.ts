import { factions } from '../../../data/factions';
import type { FactionId } from '../../../domain/army/data-pack-schema';
import { normaliseLanguage } from '../../../domain/i18n/language';

/** A faction's name in the reader's language and its accent colour. */
export function factionInfo(id: FactionId, language: string) {
  const faction = factions.find((item) => item.id === id);
  const lang = normaliseLanguage(language);
  return { name: faction?.name[lang] ?? faction?.name.en ?? id, colour: faction?.accentColour ?? '#d9b45a' };
}

export const FACTION_CHOICES = factions.map((faction) => faction.id);
