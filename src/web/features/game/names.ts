import { useCallback, useMemo } from 'react';
import { localise } from '../../../domain/army/data-pack-values';
import type { DataPack, FactionId } from '../../../domain/army/data-pack-schema';
import type { GameState, Player } from '../../../domain/game/game-state';
import type { Language } from '../../../domain/i18n/language';
import type { Feat, Mission } from '../../../domain/missions/mission-schema';
import { FEATS, MISSIONS } from '../../../data/missions';
import { useGameTranslation } from './i18n';

/** Names and colours the game screens show, looked up in the data pack and the mission data. */
export interface GameNames {
  unit(unitId: string): string;
  faction(factionId: FactionId | null): string;
  factionColour(factionId: FactionId | null): string;
  player(player: Pick<Player, 'name' | 'seat'> | undefined): string;
  mission: Mission | undefined;
  feat: Feat | undefined;
  language: Language;
}

export const NEUTRAL_COLOUR = '#a9afb6';

export function findMission(id: string | null | undefined): Mission | undefined {
  return MISSIONS.find((mission) => mission.id === id);
}

export function findFeat(id: string | null | undefined): Feat | undefined {
  return FEATS.find((feat) => feat.id === id);
}

export function useGameNames(
  state: Pick<GameState, 'mission'>,
  pack: DataPack | undefined,
  language: Language,
  unnamed: (seat: number) => string,
): GameNames {
  const missionId = state.mission?.missionId;
  const featId = state.mission?.featId;
  return useMemo(() => {
    const units = new Map(pack?.units.map((unit) => [unit.id, unit]) ?? []);
    const factions = new Map(pack?.factions.map((faction) => [faction.id, faction]) ?? []);
    return {
      unit: (unitId) => {
        const unit = units.get(unitId);
        return unit ? localise(unit.name, language) : unitId.replace(/-/g, ' ');
      },
      faction: (factionId) => {
        const faction = factionId ? factions.get(factionId) : undefined;
        return faction ? localise(faction.name, language) : '';
      },
      factionColour: (factionId) => (factionId ? factions.get(factionId)?.accentColour : undefined) ?? NEUTRAL_COLOUR,
      player: (player) => (player ? player.name || unnamed(player.seat) : ''),
      mission: findMission(missionId),
      feat: findFeat(featId),
      language,
    };
  }, [pack, language, missionId, featId, unnamed]);
}

/** useGameNames with this namespace's wording for a seat nobody named. */
export function useNames(state: Pick<GameState, 'mission'>, pack: DataPack | undefined): GameNames {
  const { t, language } = useGameTranslation();
  const unnamed = useCallback((seat: number) => t('player.unnamed', { seat }), [t]);
  return useGameNames(state, pack, language, unnamed);
}
