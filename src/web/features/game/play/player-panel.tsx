import { useId } from 'react';
import { ACTIVATIONS_PER_TURN, type Player, type Turn } from '../../../../domain/game/game-state';
import { activationsOf } from '../../../../domain/game/game-view';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import type { GameSession } from '../session';
import { unitGroups } from '../units';
import { UnitRow } from './unit-row';

interface PlayerPanelProps {
  player: Player;
  turn: Turn | undefined;
  session: GameSession;
  names: GameNames;
  onOpen: (unitId: string) => void;
}

/** One player: score, activations used as pips, and their units with their state. */
export function PlayerPanel({ player, turn, session, names, onOpen }: PlayerPanelProps) {
  const { t } = useGameTranslation();
  const headingId = useId();
  const { state } = session;
  const used = activationsOf(turn, player.id);
  const isActive = turn?.activePlayer === player.id && !turn.completed;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line border-l-4 bg-surface p-4 data-[active=true]:ring-2 data-[active=true]:ring-gold"
      data-active={isActive}
      style={{ borderLeftColor: names.factionColour(player.factionId) }}
    >
      <div className="flex items-start gap-2">
        <div className="mr-auto min-w-0">
          <h2 id={headingId} className="text-xl break-words">
            {names.player(player)}
          </h2>
          {player.factionId ? <p className="text-sm text-steel">{names.faction(player.factionId)}</p> : null}
        </div>
        <p className="text-right">
          <span className="block font-display text-3xl font-semibold text-gold tabular-nums">{player.score}</span>
          <span className="text-sm text-steel">{t('play.points')}</span>
        </p>
      </div>
      {turn ? (
        <div className="flex items-center gap-2">
          <span className="text-sm text-steel">{t('play.activations')}</span>
          <span className="flex gap-1" aria-hidden="true">
            {Array.from({ length: ACTIVATIONS_PER_TURN }, (_, index) => (
              <span
                key={index}
                className={`size-4 rounded-full border-2 border-gold ${index < used ? 'bg-gold' : ''}`}
              />
            ))}
          </span>
          <span className="sr-only">{t('play.activationsUsed', { used, total: ACTIVATIONS_PER_TURN })}</span>
        </div>
      ) : null}
      <ul className="flex flex-col gap-1.5">
        {unitGroups(state, player.id).map(({ unit, joined }) => (
          <li key={unit.id}>
            <UnitRow unit={unit} names={names} onOpen={onOpen} state={state} />
            {joined.length ? (
              <ul className="mt-1 ml-5 flex flex-col gap-1.5 border-l-2 border-line pl-2">
                {joined.map((character) => (
                  <li key={character.id}>
                    <UnitRow unit={character} names={names} onOpen={onOpen} state={state} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
