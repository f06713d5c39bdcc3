import type { GameState } from '../../../../domain/game/game-state';
import type { ScoreLine } from '../../../../domain/game/game-view';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { PointsTable } from '../points-table';

/** Every player's points: round by round, at the end of the game, for the feat, in all. */
export function RoundsTable({ lines, state, names }: { lines: ScoreLine[]; state: GameState; names: GameNames }) {
  const { t } = useGameTranslation();
  const rounds = Math.max(0, ...lines.map((line) => line.rounds.length));
  return (
    <PointsTable
      caption={t('summary.tableTitle')}
      columns={[
        ...Array.from({ length: rounds }, (_, index) => t('scoring.roundShort', { round: index + 1 })),
        t('summary.endOfGame'),
        t('summary.feat'),
      ]}
      rows={lines.map((line) => ({
        key: line.playerId,
        name: names.player(state.players[line.playerId]),
        points: [
          ...Array.from({ length: rounds }, (_, index) => line.rounds[index] ?? 0),
          line.finalMission,
          line.feat,
        ],
        total: line.total,
      }))}
    />
  );
}
