import type { GameState } from '../../../../domain/game/game-state';
import type { ScoreLine } from '../../../../domain/game/game-view';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';

/** Every player's points: round by round, at the end of the game, for the feat, in all. */
export function RoundsTable({ lines, state, names }: { lines: ScoreLine[]; state: GameState; names: GameNames }) {
  const { t } = useGameTranslation();
  const rounds = Math.max(0, ...lines.map((line) => line.rounds.length));
  return (
    <table className="w-full text-left tabular-nums">
      <caption className="mb-2 text-left font-display text-xl text-gold">{t('summary.tableTitle')}</caption>
      <thead>
        <tr className="border-b border-line text-steel">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('scoring.player')}
          </th>
          {Array.from({ length: rounds }, (_, index) => (
            <th key={index} scope="col" className="px-2 py-2 font-semibold">
              {t('scoring.roundShort', { round: index + 1 })}
            </th>
          ))}
          <th scope="col" className="px-2 py-2 font-semibold">
            {t('summary.endOfGame')}
          </th>
          <th scope="col" className="px-2 py-2 font-semibold">
            {t('summary.feat')}
          </th>
          <th scope="col" className="py-2 pl-2 font-semibold">
            {t('scoring.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.playerId} className="border-b border-line/60 last:border-0">
            <th scope="row" className="py-2 pr-3 font-semibold break-words">
              {names.player(state.players[line.playerId])}
            </th>
            {Array.from({ length: rounds }, (_, index) => (
              <td key={index} className="px-2 py-2">
                {line.rounds[index] ?? 0}
              </td>
            ))}
            <td className="px-2 py-2">{line.finalMission}</td>
            <td className="px-2 py-2">{line.feat}</td>
            <td className="py-2 pl-2 font-semibold text-gold">{line.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
