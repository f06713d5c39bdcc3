import { Flag, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { GameUnit } from '../../../../domain/game/game-state';
import { currentTurn } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { Button } from '../../../ui/button';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames } from '../names';
import { NotesPanel } from '../notes-panel';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';
import { NextRound } from './next-round';
import { ObjectivesPanel } from './objectives-panel';
import { playStage } from './play-stage';
import { PlayerPanel } from './player-panel';
import { RoundTracker } from './round-tracker';
import { UnitDialog } from './unit-dialog';

interface PlayViewProps {
  session: GameSession;
  pack: DataPack;
  /** Go to the scoring page (a round ended, or the last one is scored). */
  onScore: () => void;
}

/** /play: the round tracker, used one-handed at the table. */
export function PlayView({ session, pack, onScore }: PlayViewProps) {
  const { t } = useGameTranslation();
  const { state, readOnly } = session;
  const names = useNames(state, pack);
  const run = useRunner(session);
  const [openUnit, setOpenUnit] = useState<string | null>(null);
  const turn = currentTurn(state);
  const stage = playStage(turn, names.mission?.structure.rounds ?? 3);
  const disabled = readOnly || state.currentPhase !== 'game';

  const setUnit = (unit: GameUnit, changes: { casualties?: number; destroyed?: boolean }) =>
    run({ type: 'set_unit_state', unitId: unit.id, ...changes });
  const activate = (unit: GameUnit) =>
    turn && run({ type: 'complete_activation', turnNumber: turn.number, playerId: unit.playerId, unitId: unit.id });

  return (
    <GameShell session={session} names={names} title={t('play.title')}>
      {stage.kind === 'start' ? (
        <NextRound round={stage.round} session={session} names={names} disabled={disabled} />
      ) : stage.kind === 'in_play' ? (
        <RoundTracker turn={stage.turn} session={session} names={names} disabled={disabled} onScore={onScore} />
      ) : stage.kind === 'to_score' ? (
        <section className="flex flex-col gap-3 rounded-xl border-2 border-gold bg-surface p-4 text-center">
          <p className="font-display text-3xl text-ink">{t('play.roundOver', { round: stage.turn.number })}</p>
          <Button variant="primary" className="min-h-14 text-lg" onClick={onScore}>
            <Trophy aria-hidden="true" className="size-5" />
            {t('play.scoreRound', { round: stage.turn.number })}
          </Button>
        </section>
      ) : (
        <section className="flex flex-col gap-3 rounded-xl border-2 border-gold bg-surface p-4 text-center">
          <p className="font-display text-3xl text-ink">{t('play.lastRoundDone')}</p>
          {readOnly ? null : (
            <Button
              variant="primary"
              className="min-h-14 text-lg"
              disabled={disabled}
              onClick={() => run({ type: 'set_phase', phase: 'scoring' }) && onScore()}
            >
              <Flag aria-hidden="true" className="size-5" />
              {t('play.finalScoring')}
            </Button>
          )}
        </section>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        {playersBySeat(state).map((player) => (
          <PlayerPanel
            key={player.id}
            player={player}
            turn={turn}
            session={session}
            names={names}
            onOpen={setOpenUnit}
          />
        ))}
      </div>

      <ObjectivesPanel
        state={state}
        names={names}
        disabled={readOnly || !(state.currentPhase === 'game' || state.currentPhase === 'scoring')}
        onChange={(objectiveId, playerId) => run({ type: 'set_objective', objectiveId, playerId })}
      />
      <NotesPanel session={session} />
      <UnitDialog
        state={state}
        unit={openUnit ? (state.units[openUnit] ?? null) : null}
        names={names}
        readOnly={readOnly || state.currentPhase === 'summary'}
        onClose={() => setOpenUnit(null)}
        onActivate={activate}
        onState={setUnit}
      />
    </GameShell>
  );
}
