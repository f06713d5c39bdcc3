import type { GameState } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { PointsTable } from '../points-table';

/** Points so far, round by round. */
export function ScoreTable({ state, names }: { state: GameState; names: GameNames }) {
  const { t } = useGameTranslation();
  const players = playersBySeat(state);
  const scored = state.turns.filter((turn) => turn.scores !== null);
  if (!scored.length) return null;
  return (
    <section
      tabIndex={0}
      aria-label={t('scoring.soFar')}
      className="overflow-x-auto rounded-xl border border-line bg-surface p-4"
    >
      <PointsTable
        caption={t('scoring.soFar')}
        columns={scored.map((turn) => t('scoring.roundShort', { round: turn.number }))}
        rows={players.map((player) => ({
          key: player.id,
          name: names.player(player),
          points: scored.map((turn) => turn.scores?.[player.id] ?? 0),
          total: player.score,
        }))}
      />
    </section>
  );
}
