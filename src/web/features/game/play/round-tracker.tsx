import { ArrowLeftRight, CircleCheckBig, Flag } from 'lucide-react';
import { useState } from 'react';
import { ACTIVATIONS_PER_TURN, type Turn } from '../../../../domain/game/game-state';
import { activationsExhausted, activationsOf, turnWithinRound } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';
import { Button } from '../../../ui/button';

interface RoundTrackerProps {
  turn: Turn;
  session: GameSession;
  names: GameNames;
  disabled: boolean;
  onScore: () => void;
}

/** Whose activation it is, how many each player has used, and the big "done" button. */
export function RoundTracker({ turn, session, names, disabled, onScore }: RoundTrackerProps) {
  const { t } = useGameTranslation();
  const { state, readOnly } = session;
  const run = useRunner(session);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const rounds = names.mission?.structure.rounds ?? 3;
  const turnsInRound = names.mission?.structure.turnsPerRound[turn.number - 1] ?? ACTIVATIONS_PER_TURN;
  const active = turn.activePlayer ? state.players[turn.activePlayer] : undefined;
  const others = playersBySeat(state).filter((player) => player.id !== active?.id);
  const alternating = turn.alternatingPlayer ? state.players[turn.alternatingPlayer] : undefined;
  const exhausted = activationsExhausted(state, turn);
  const used = active ? activationsOf(turn, active.id) : 0;

  const endRound = () => {
    setConfirmEnd(false);
    if (run({ type: 'end_turn', turnNumber: turn.number })) onScore();
  };

  return (
    <>
      <p className="text-center text-lg text-steel">
        {t('play.roundOf', { round: turn.number, rounds })}
        {' · '}
        {t('play.turnOf', { turn: turnWithinRound(state, turn, turnsInRound), turns: turnsInRound })}
      </p>
      <section
        aria-labelledby="active-label active-player"
        aria-live="polite"
        className="flex flex-col items-center gap-1 rounded-2xl border-4 bg-surface px-4 py-5 text-center"
        style={{ borderColor: active ? names.factionColour(active.factionId) : 'var(--color-line)' }}
      >
        {active ? (
          <>
            <p id="active-label" className="text-lg text-steel">
              {t('play.activationOf')}
            </p>
            <h2 id="active-player" className="font-display text-5xl font-semibold break-words text-ink md:text-6xl">
              {names.player(active)}
            </h2>
            <p className="mt-2 font-display text-7xl font-semibold text-gold tabular-nums" aria-hidden="true">
              {used}/{ACTIVATIONS_PER_TURN}
            </p>
            <p className="sr-only">{t('play.activationsUsed', { used, total: ACTIVATIONS_PER_TURN })}</p>
            <p className="text-steel">{t('play.activationsLabel')}</p>
          </>
        ) : (
          <h2 id="active-player" className="font-display text-3xl text-ink">
            {exhausted ? t('play.allActivated') : t('play.noActive')}
          </h2>
        )}
        {alternating ? (
          <p className="mt-2 flex items-center gap-2 rounded-lg bg-gold/15 px-3 py-2 font-semibold text-gold-bright">
            <ArrowLeftRight aria-hidden="true" className="size-5 shrink-0" />
            {t('play.alternating', { player: names.player(alternating) })}
          </p>
        ) : null}
      </section>

      {readOnly ? null : (
        <div className="sticky bottom-0 z-20 -mx-3 flex flex-col gap-2 border-t border-line bg-night/95 px-3 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          {active && !exhausted ? (
            <Button
              disabled={disabled}
              onClick={() => run({ type: 'complete_activation', turnNumber: turn.number, playerId: active.id })}
              variant="primary"
              className="min-h-16 w-full text-xl"
            >
              <CircleCheckBig aria-hidden="true" className="size-6" />
              {t('play.activationDone', { player: names.player(active) })}
            </Button>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            {others[0] && !exhausted ? (
              <Button
                disabled={disabled}
                variant="secondary"
                onClick={() => run({ type: 'start_turn', turnNumber: turn.number, activePlayerId: others[0]!.id })}
              >
                <ArrowLeftRight aria-hidden="true" className="size-5" />
                {t('play.switchTo', { player: names.player(others[0]) })}
              </Button>
            ) : (
              <span />
            )}
            <button
              type="button"
              disabled={disabled}
              className={exhausted ? buttonStyles.primary : buttonStyles.secondary}
              onClick={() => (exhausted ? endRound() : setConfirmEnd(true))}
            >
              <Flag aria-hidden="true" className="size-5" />
              {t('play.endRound', { round: turn.number })}
            </button>
          </div>
        </div>
      )}
      <Dialog
        open={confirmEnd}
        title={t('play.endRoundTitle', { round: turn.number })}
        onClose={() => setConfirmEnd(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
              {t('actions.cancel')}
            </Button>
            <Button variant="primary" onClick={endRound}>
              {t('play.endRound', { round: turn.number })}
            </Button>
          </>
        }
      >
        <p>{t('play.endRoundEarly')}</p>
      </Dialog>
    </>
  );
}
