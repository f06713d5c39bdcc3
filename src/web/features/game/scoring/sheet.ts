import { isFromTable, sheetTotal, type SheetCounts, type SheetLine } from '../../../../domain/game/score-sheet';

/** What the sheet says about how it was filled in, as the key of its sentence. */
export function sheetIntroKey(
  lines: readonly SheetLine[],
): 'scoring.manualOnly' | 'scoring.suggested' | 'scoring.suggestedSome' | 'scoring.byHand' {
  if (!lines.length) return 'scoring.manualOnly';
  const fromTable = lines.filter(isFromTable).length;
  if (fromTable === lines.length) return 'scoring.suggested';
  return fromTable ? 'scoring.suggestedSome' : 'scoring.byHand';
}

/** Lines are marked one by one only when some are filled in from the table and others by hand. */
export function marksFromTable(lines: readonly SheetLine[]): boolean {
  return lines.some(isFromTable) && !lines.every(isFromTable);
}

/** Each player's points for a round, as the sheet totals them. */
export function roundScores(
  playerIds: readonly string[],
  lines: readonly SheetLine[],
  counts: SheetCounts,
  extra: Readonly<Record<string, number>>,
): Record<string, number> {
  return Object.fromEntries(playerIds.map((id) => [id, sheetTotal(lines, counts, extra[id] ?? 0, id)]));
}

/**
 * Each player's end-of-game points: the mission's and the feat's. Points entered by hand count
 * with the mission's, so mission + feat is the total shown.
 */
export function finalPoints(
  playerIds: readonly string[],
  lines: { mission: readonly SheetLine[]; feat: readonly SheetLine[] },
  counts: SheetCounts,
  extra: Readonly<Record<string, number>>,
): { playerId: string; mission: number; feat: number }[] {
  return playerIds.map((playerId) => ({
    playerId,
    mission: sheetTotal(lines.mission, counts, extra[playerId] ?? 0, playerId),
    feat: sheetTotal(lines.feat, counts, 0, playerId),
  }));
}
