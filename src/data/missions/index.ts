import type { MissionCatalogue } from '../../domain/missions/mission-schema';
import { FEATS } from './feats';
import { MISSIONS } from './missions';
import { SCENARIO_WORDS } from './scenario-words';

/** Missions, feats and scenario words, validated by `missionCatalogueSchema` in the tests. */
export const missionCatalogue: MissionCatalogue = { missions: MISSIONS, feats: FEATS, words: SCENARIO_WORDS };
export { FEATS, MISSIONS, SCENARIO_WORDS };
