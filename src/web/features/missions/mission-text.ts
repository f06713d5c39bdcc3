import type { Feat, Mission } from '../../../domain/missions/mission-schema';

/** Turns per round as said on a mission: one number when every round has as many, else each. */
export function turnsText(turnsPerRound: readonly number[]): string {
  return turnsPerRound.every((count) => count === turnsPerRound[0])
    ? String(turnsPerRound[0])
    : turnsPerRound.join(', ');
}

/** The mission and feat a drawn scenario names, when it drew one of each. */
export function scenarioParts(
  scenario: { missionId: string; featId: string } | { problem: unknown } | null,
  missions: readonly Mission[],
  feats: readonly Feat[],
): { mission: Mission | undefined; feat: Feat | undefined } {
  if (!scenario || !('missionId' in scenario)) return { mission: undefined, feat: undefined };
  return {
    mission: missions.find((m) => m.id === scenario.missionId),
    feat: feats.find((f) => f.id === scenario.featId),
  };
}
