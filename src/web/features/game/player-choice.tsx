import { Check } from 'lucide-react';
import { useId } from 'react';
import type { Player } from '../../../domain/game/game-state';

interface PlayerChoiceProps {
  legend: string;
  players: Player[];
  value: string | null;
  onChange: (playerId: string) => void;
  playerName: (player: Player) => string;
  colour?: (player: Player) => string;
  disabled?: boolean;
  hint?: string;
}

/**
 * Picks one of the players: native radios drawn as two large cards. The radio itself is hidden
 * (issue 21: a dot and the card made two indicators); the chosen card is gold with a tick.
 */
export function PlayerChoice({
  legend,
  players,
  value,
  onChange,
  playerName,
  colour,
  disabled,
  hint,
}: PlayerChoiceProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      {hint ? <p className="-mt-1 text-sm text-steel">{hint}</p> : null}
      <div className="grid grid-cols-2 gap-2">
        {players.map((player) => (
          <label
            key={player.id}
            className="relative flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-line bg-raised px-3 py-2 font-semibold has-checked:border-gold has-checked:bg-gold/15 has-focus-visible:outline-2 has-focus-visible:outline-gold-bright has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            {/* The native radio stays for keyboard and screen readers; the card is its one indicator. */}
            <input
              type="radio"
              name={name}
              value={player.id}
              checked={value === player.id}
              onChange={() => onChange(player.id)}
              className="peer sr-only"
            />
            <Check aria-hidden="true" className="size-5 shrink-0 text-gold opacity-0 peer-checked:opacity-100" />
            {colour ? (
              <span
                aria-hidden="true"
                className="h-5 w-1.5 shrink-0 rounded-sm"
                style={{ background: colour(player) }}
              />
            ) : null}
            <span className="min-w-0 truncate">{playerName(player)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
