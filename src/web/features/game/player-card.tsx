import { useId, type ReactNode } from 'react';
import type { Player } from '../../../domain/game/game-state';
import type { GameNames } from './names';

/**
 * One player's card, edged in their faction's colour: their name as its heading with a figure
 * beside it (units deployed, points), then what the page lists for them.
 */
export function PlayerCard({
  player,
  names,
  heading: Heading,
  figure,
  children,
}: {
  player: Player;
  names: GameNames;
  /** The heading's level where the card stands on its page. */
  heading: 'h2' | 'h3';
  figure: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line border-l-4 bg-surface p-4"
      style={{ borderLeftColor: names.factionColour(player.factionId) }}
    >
      <div className="flex items-baseline gap-2">
        <Heading id={headingId} className="mr-auto text-xl break-words">
          {names.player(player)}
        </Heading>
        {figure}
      </div>
      {children}
    </section>
  );
}
