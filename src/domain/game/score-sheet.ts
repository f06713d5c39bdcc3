import type { Feat, Mission, VpRule } from '../missions/mission-schema';
import type { GameState, Turn } from './game-state';
import { playersBySeat } from './reducer';
import { featRules, finalMissionRules, roundRules, rulePoints, suggestedCount, type ScoringStage } from './scoring';

/**
 * The scoring page's sheet, apart from its looks: which rules it lists at each stage, what it
 * fills in from the table, and the totals it saves. The total shown is the total saved.
 */

export interface SheetLine {
  /** `mission:<rule>` or `feat:<rule>`, unique on a sheet. */
  key: string;
  rule: VpRule;
  stage: ScoringStage;
}

/** Per player id, per line key: the count entered (0 or 1 for a yes/no). */
export type SheetCounts = Record<string, Record<string, number>>;

/** The round that waits for its scores: the latest finished round without them. */
export function roundToScore(state: Pick<GameState, 'turns'>): Turn | undefined {
  const last = state.turns.at(-1);
  return last && last.completed && last.scores === null ? last : undefined;
}

/** What is scored at the end of each round: the mission's round rules. */
export function roundSheetLines(mission: Pick<Mission, 'vpRules'> | undefined): SheetLine[] {
  return mission
    ? roundRules(mission).map((rule) => ({ key: `mission:${rule.id}`, rule, stage: 'round' as const }))
    : [];
}

/** What is scored once the last round is over: the mission's end-of-game rules, then the feat's. */
export function finalSheetLines(
  mission: Pick<Mission, 'vpRules'> | undefined,
  feat: Pick<Feat, 'vpRules'> | undefined,
): { mission: SheetLine[]; feat: SheetLine[] } {
  return {
    mission: mission
      ? finalMissionRules(mission).map((rule) => ({ key: `mission:${rule.id}`, rule, stage: 'final' as const }))
      : [],
    feat: featRules(feat).map((rule) => ({ key: `feat:${rule.id}`, rule, stage: 'final' as const })),
  };
}

/** Every line filled in from who holds which objective where the table decides it; 0 elsewhere. */
export function suggestedCounts(
  lines: readonly SheetLine[],
  mission: Pick<Mission, 'markers'> | undefined,
  state: Pick<GameState, 'objectives' | 'players'>,
): SheetCounts {
  return Object.fromEntries(
    playersBySeat(state).map((player) => [
      player.id,
      Object.fromEntries(
        lines.map((line) => [line.key, (mission ? suggestedCount(line.rule, mission, state, player.id) : null) ?? 0]),
      ),
    ]),
  );
}

/** Which lines the table filled in (so the sheet can say so next to them). */
export function isFromTable(line: SheetLine): boolean {
  return line.rule.fromTable !== undefined;
}

/** A player's points on the sheet: every line's points plus the points entered by hand. */
export function sheetTotal(lines: readonly SheetLine[], counts: SheetCounts, extra: number, playerId: string): number {
  return lines.reduce((sum, line) => sum + rulePoints(line.rule, counts[playerId]?.[line.key] ?? 0), extra);
}
