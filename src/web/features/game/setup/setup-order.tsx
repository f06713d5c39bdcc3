import type { GameState, Player } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { PlayerChoice } from '../player-choice';
import { DiceRoll } from './dice-roll';

interface SetupOrderProps {
  state: GameState;
  names: GameNames;
  disabled: boolean;
  onRollOffWinner: (playerId: string) => void;
  onFirstToDeploy: (playerId: string) => void;
  onInitiative: (playerId: string) => void;
}

/** Who won the roll-off (chosen or rolled here), who deploys first and who has the first initiative. */
export function SetupOrder({
  state,
  names,
  disabled,
  onRollOffWinner,
  onFirstToDeploy,
  onInitiative,
}: SetupOrderProps) {
  const { t } = useGameTranslation();
  const players = playersBySeat(state);
  const playerName = (player: Player) => names.player(player);
  const colour = (player: Player) => names.factionColour(player.factionId);
  /** One of the three choices of who goes first, each among the same players. */
  const choice = (legend: string, value: string | null, onChange: (playerId: string) => void, hint?: string) => (
    <PlayerChoice
      legend={legend}
      hint={hint}
      players={players}
      value={value}
      playerName={playerName}
      colour={colour}
      disabled={disabled}
      onChange={onChange}
    />
  );
  return (
    <section aria-labelledby="setup-order" className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4">
      <h2 id="setup-order" className="text-xl">
        {t('setup.orderHeading')}
      </h2>
      <div className="flex flex-col gap-3">
        {choice(t('setup.rollOffWinner'), state.rollOffWinner, onRollOffWinner)}
        <DiceRoll players={players} playerName={playerName} disabled={disabled} onWinner={onRollOffWinner} />
      </div>
      {choice(t('setup.firstToDeploy'), state.firstToDeployPlayerId, onFirstToDeploy, t('setup.winnerChooses'))}
      {choice(t('setup.initiative'), state.initialInitiativePlayerId, onInitiative)}
    </section>
  );
}
