import { Check, Flag, Swords } from 'lucide-react';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { Turn } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import { finalSheetLines, roundSheetLines, roundToScore } from '../../../../domain/game/score-sheet';
import { Button } from '../../../ui/button';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames, type GameNames } from '../names';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';
import { ScoreSheet } from './score-sheet';
import { ScoreTable } from './score-table';
import { finalPoints, roundScores, sheetIntroKey } from './sheet';

interface ScoringViewProps {
  session: GameSession;
  pack: DataPack;
  /** Back to the play page after a round is scored. */
  onRoundScored: () => void;
  /** To the summary once the game is finished. */
  onFinished: () => void;
}

/** /scoring: each round's points from the mission's rules, then end-of-game and feat points. */
export function ScoringView({ session, pack, onRoundScored, onFinished }: ScoringViewProps) {
  const { t } = useGameTranslation();
  const { state } = session;
  const names = useNames(state, pack);
  const round = roundToScore(state);
  const open = state.turns.at(-1);

  return (
    <GameShell session={session} names={names} title={t('scoring.title')} step="scoring">
      {state.currentPhase === 'scoring' ? (
        <FinalScoring key="final" session={session} names={names} onFinished={onFinished} />
      ) : round ? (
        <RoundScoring key={round.number} round={round} session={session} names={names} onScored={onRoundScored} />
      ) : (
        <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
          <p>
            {open && !open.completed ? t('scoring.roundInPlay', { round: open.number }) : t('scoring.nothingToScore')}
          </p>
          <Button variant="secondary" onClick={onRoundScored}>
            <Swords aria-hidden="true" className="size-5" />
            {t('scoring.backToPlay')}
          </Button>
        </section>
      )}
      <ScoreTable state={state} names={names} />
    </GameShell>
  );
}

interface RoundScoringProps {
  round: Turn;
  session: GameSession;
  names: GameNames;
  onScored: () => void;
}

function RoundScoring({ round, session, names, onScored }: RoundScoringProps) {
  const { t } = useGameTranslation();
  const run = useRunner(session);
  const lines = roundSheetLines(names.mission);
  const playerIds = playersBySeat(session.state).map((player) => player.id);
  return (
    <ScoreSheet
      session={session}
      names={names}
      heading={t('scoring.roundHeading', { round: round.number })}
      intro={t(sheetIntroKey(lines))}
      lines={lines}
      saveLabel={
        <>
          <Check aria-hidden="true" className="size-5" />
          {t('scoring.saveRound', { round: round.number })}
        </>
      }
      onSave={({ counts, extra }) => {
        const scores = roundScores(playerIds, lines, counts, extra);
        if (run({ type: 'complete_turn', turnNumber: round.number, scores })) onScored();
      }}
    />
  );
}

function FinalScoring({
  session,
  names,
  onFinished,
}: Omit<RoundScoringProps, 'round' | 'onScored'> & { onFinished: () => void }) {
  const { t, language } = useGameTranslation();
  const run = useRunner(session);
  const sheet = finalSheetLines(names.mission, names.feat);
  const playerIds = playersBySeat(session.state).map((player) => player.id);
  return (
    <ScoreSheet
      session={session}
      names={names}
      heading={t('scoring.finalHeading')}
      intro={names.feat ? t('scoring.finalIntro', { feat: names.feat.name[language] }) : t('scoring.finalIntroNoFeat')}
      lines={[...sheet.mission, ...sheet.feat]}
      saveLabel={
        <>
          <Flag aria-hidden="true" className="size-5" />
          {t('scoring.finish')}
        </>
      }
      onSave={({ counts, extra }) => {
        const commands = finalPoints(playerIds, sheet, counts, extra).map((points) => ({
          type: 'set_final_points' as const,
          ...points,
        }));
        if (run(...commands, { type: 'set_phase', phase: 'summary' })) onFinished();
      }}
    />
  );
}
