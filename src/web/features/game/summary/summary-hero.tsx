import { Trophy } from 'lucide-react';
import type { GameState } from '../../../../domain/game/game-state';
import { outcome } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { durationText } from './summary-text';

/** The result at a glance: who won, the score, and the mission, feat, date and duration. */
export function SummaryHero({
  state,
  names,
  date,
  duration,
}: {
  state: GameState;
  names: GameNames;
  date: string;
  duration: number | null;
}) {
  const { t, language } = useGameTranslation();
  const players = playersBySeat(state);
  const result = outcome(state);
  return (
    <section className="flex flex-col items-center gap-2 rounded-2xl border-2 border-gold bg-surface px-4 py-6 text-center">
      <Trophy aria-hidden="true" className="size-10 text-gold" />
      <p className="font-display text-4xl font-semibold break-words text-ink md:text-5xl">
        {result.kind === 'winner'
          ? t('summary.winner', { player: names.player(state.players[result.playerId]) })
          : t('summary.draw')}
      </p>
      {players.length === 2 ? (
        <p className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-3 text-xl font-semibold md:text-2xl">
          <span className="text-right break-words">{names.player(players[0])}</span>
          <span className="font-display text-4xl whitespace-nowrap text-gold tabular-nums">
            {players[0]!.score} – {players[1]!.score}
          </span>
          <span className="text-left break-words">{names.player(players[1])}</span>
        </p>
      ) : null}
      <p className="text-steel">
        {[names.mission?.name[language], names.feat?.name[language], date, durationText(duration, t)]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </section>
  );
}
