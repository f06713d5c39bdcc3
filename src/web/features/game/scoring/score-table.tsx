import type { GameState } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';

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
      <table className="w-full text-left tabular-nums">
        <caption className="mb-2 text-left font-display text-xl text-gold">{t('scoring.soFar')}</caption>
        <thead>
          <tr className="border-b border-line text-steel">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('scoring.player')}
            </th>
            {scored.map((turn) => (
              <th key={turn.number} scope="col" className="px-2 py-2 font-semibold">
                {t('scoring.roundShort', { round: turn.number })}
              </th>
            ))}
            <th scope="col" className="py-2 pl-2 font-semibold">
              {t('scoring.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} className="border-b border-line/60 last:border-0">
              <th scope="row" className="py-2 pr-3 font-semibold break-words">
                {names.player(player)}
              </th>
              {scored.map((turn) => (
                <td key={turn.number} className="px-2 py-2">
                  {turn.scores?.[player.id] ?? 0}
                </td>
              ))}
              <td className="py-2 pl-2 font-semibold text-gold">{player.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
