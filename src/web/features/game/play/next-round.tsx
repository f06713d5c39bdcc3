import { useState } from 'react';
import { playersBySeat } from '../../../../domain/game/reducer';
import { Button } from '../../../ui/button';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { PlayerChoice } from '../player-choice';
import type { GameSession } from '../session';
import { DiceRoll } from '../setup/dice-roll';
import { useRunner } from '../use-runner';

interface NextRoundProps {
  round: number;
  session: GameSession;
  names: GameNames;
  disabled: boolean;
}

/** Starting a round: who has the initiative (the first round's is known from setup). */
export function NextRound({ round, session, names, disabled }: NextRoundProps) {
  const { t } = useGameTranslation();
  const { state, readOnly } = session;
  const run = useRunner(session);
  const players = playersBySeat(state);
  const [initiative, setInitiative] = useState<string | null>(
    round === 1 ? (state.initialInitiativePlayerId ?? players[0]?.id ?? null) : null,
  );
  return (
    <section className="flex flex-col gap-4 rounded-xl border-2 border-gold bg-surface p-4">
      <h2 className="text-center text-3xl">{t('play.roundStart', { round })}</h2>
      <PlayerChoice
        legend={t('play.whoHasInitiative')}
        players={players}
        value={initiative}
        playerName={(player) => names.player(player)}
        colour={(player) => names.factionColour(player.factionId)}
        disabled={disabled}
        onChange={setInitiative}
      />
      {readOnly ? null : (
        <>
          {round > 1 ? (
            <DiceRoll
              players={players}
              playerName={(player) => names.player(player)}
              disabled={disabled}
              onWinner={setInitiative}
            />
          ) : null}
          <Button
            variant="primary"
            className="min-h-14 text-lg"
            disabled={disabled || !initiative}
            onClick={() => initiative && run({ type: 'start_turn', turnNumber: round, activePlayerId: initiative })}
          >
            {t('play.startRound', { round })}
          </Button>
        </>
      )}
    </section>
  );
}
