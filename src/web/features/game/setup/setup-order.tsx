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
  return (
    <section aria-labelledby="setup-order" className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4">
      <h2 id="setup-order" className="text-xl">
        {t('setup.orderHeading')}
      </h2>
      <div className="flex flex-col gap-3">
        <PlayerChoice
          legend={t('setup.rollOffWinner')}
          players={players}
          value={state.rollOffWinner}
          playerName={playerName}
          colour={colour}
          disabled={disabled}
          onChange={onRollOffWinner}
        />
        <DiceRoll players={players} playerName={playerName} disabled={disabled} onWinner={onRollOffWinner} />
      </div>
      <PlayerChoice
        legend={t('setup.firstToDeploy')}
        hint={t('setup.winnerChooses')}
        players={players}
        value={state.firstToDeployPlayerId}
        playerName={playerName}
        colour={colour}
        disabled={disabled}
        onChange={onFirstToDeploy}
      />
      <PlayerChoice
        legend={t('setup.initiative')}
        players={players}
        value={state.initialInitiativePlayerId}
        playerName={playerName}
        colour={colour}
        disabled={disabled}
        onChange={onInitiative}
      />
    </section>
  );
}
