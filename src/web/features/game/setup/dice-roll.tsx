import { Dices } from 'lucide-react';
import { useState } from 'react';
import type { Player } from '../../../../domain/game/game-state';
import { Button } from '../../../ui/button';
import { useGameTranslation } from '../i18n';

/** A six-sided die from a random number in [0, 1). */
export function rollDie(random: () => number = Math.random): number {
  return Math.min(6, Math.floor(random() * 6) + 1);
}

export interface RollOff {
  rolls: Array<{ playerId: string; values: number[] }>;
  winnerId: string;
}

/** Each player rolls a die; ties roll again until one is higher. */
export function rollOff(playerIds: readonly string[], random: () => number = Math.random): RollOff {
  const rolls = playerIds.map((playerId) => ({ playerId, values: [] as number[] }));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const roll of rolls) roll.values.push(rollDie(random));
    const last = rolls.map((roll) => roll.values.at(-1)!);
    const best = Math.max(...last);
    const leaders = rolls.filter((roll) => roll.values.at(-1) === best);
    if (leaders.length === 1) return { rolls, winnerId: leaders[0]!.playerId };
  }
  return { rolls, winnerId: rolls[0]!.playerId };
}

interface DiceRollProps {
  players: Player[];
  playerName: (player: Player) => string;
  onWinner: (playerId: string) => void;
  disabled?: boolean;
}

/** The roll-off button: rolls for both players and reports the winner. */
export function DiceRoll({ players, playerName, onWinner, disabled }: DiceRollProps) {
  const { t } = useGameTranslation();
  const [result, setResult] = useState<RollOff | null>(null);
  const roll = () => {
    const next = rollOff(players.map((player) => player.id));
    setResult(next);
    onWinner(next.winnerId);
  };
  const nameOf = (id: string) => {
    const player = players.find((each) => each.id === id);
    return player ? playerName(player) : '';
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={roll} disabled={disabled || players.length < 2}>
        <Dices aria-hidden="true" className="size-5" />
        {t('setup.rollDice')}
      </Button>
      <p aria-live="polite" className="min-h-6 text-steel">
        {result
          ? t('setup.rollResult', {
              rolls: result.rolls.map((roll) => `${nameOf(roll.playerId)} ${roll.values.join(' → ')}`).join(' · '),
              winner: nameOf(result.winnerId),
            })
          : null}
      </p>
    </div>
  );
}
