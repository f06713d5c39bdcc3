import type { GameState } from '../../../../domain/game/game-state';
import { useFormat } from '../../../lib/format';
import { describeEvent } from '../event-text';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';

/** Everything that happened in the game, folded away until asked for. */
export function EventLog({ state, names }: { state: GameState; names: GameNames }) {
  const { t } = useGameTranslation();
  const format = useFormat();
  return (
    <details className="rounded-xl border border-line bg-surface p-4">
      <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold">
        {t('summary.events', { events: state.gameEvents.length })}
      </summary>
      <ol className="mt-2 flex flex-col gap-1.5">
        {state.gameEvents.map((event) => (
          <li key={event.id} className="flex gap-3">
            <span className="w-14 shrink-0 text-steel tabular-nums">{format.time(event.at)}</span>
            <span className="w-10 shrink-0 text-steel">
              {event.turn ? t('scoring.roundShort', { round: event.turn }) : ''}
            </span>
            <span className="min-w-0 break-words">{describeEvent(event, state, names, t)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
