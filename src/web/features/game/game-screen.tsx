import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ArmyList } from '../../../domain/army/army-list';
import type { DataPack } from '../../../domain/army/data-pack-schema';
import type { GameCommand } from '../../../domain/game/game-state';
import { DeploymentView } from './deployment/deployment-view';
import { localGame } from './local-game';
import { PlayView } from './play/play-view';
import { gamePath, PAGES_FOR_PHASE, pageForPhase, type GameLocation, type GamePage } from './routes';
import { ScoringView } from './scoring/scoring-view';
import type { GameSession } from './session';
import { GameSetup, type SetupViewer } from './setup/game-setup';
import { SummaryView } from './summary/summary-view';

interface GameScreenProps {
  page: GamePage;
  session: GameSession;
  location: GameLocation;
  pack: DataPack;
  savedLists: readonly ArmyList[];
  viewer: SetupViewer;
  /** The setup page's online panel (invite, or put the game online). */
  setupExtra?: React.ReactNode;
  /** Starts deployment in place of the setup page (the game goes online with these commands). */
  startDeployment?: (commands: GameCommand[]) => void;
  /** The spectator link of an online game, shared from the summary. */
  shareLink?: string | null;
}

/**
 * One game page. A game page that does not show the game's phase sends the viewer to the one that
 * does: when the other phone starts the battle, this one follows.
 */
export function GameScreen({
  page,
  session,
  location,
  pack,
  savedLists,
  viewer,
  setupExtra,
  startDeployment,
  shareLink,
}: GameScreenProps) {
  const navigate = useNavigate();
  const { state } = session;
  const phase = state.currentPhase;
  const noGame = session.mode === 'local' && Object.keys(state.players).length === 0;
  const misplaced = !PAGES_FOR_PHASE[phase].includes(page);

  useEffect(() => {
    if (noGame && page !== 'setup') navigate('/game', { replace: true });
    else if (misplaced) navigate(gamePath(pageForPhase(phase), location), { replace: true });
  }, [noGame, misplaced, page, phase, location, navigate]);

  if ((noGame && page !== 'setup') || misplaced) return null;
  const go = (target: GamePage) => navigate(gamePath(target, location));

  switch (page) {
    case 'setup':
      return (
        <GameSetup
          session={session}
          pack={pack}
          savedLists={savedLists}
          viewer={viewer}
          online={setupExtra}
          onStarted={() => go('deployment')}
          startDeployment={startDeployment}
        />
      );
    case 'deployment':
      return <DeploymentView session={session} pack={pack} onStarted={() => go('play')} />;
    case 'play':
      return <PlayView session={session} pack={pack} onScore={() => go('scoring')} />;
    case 'scoring':
      return (
        <ScoringView session={session} pack={pack} onRoundScored={() => go('play')} onFinished={() => go('summary')} />
      );
    case 'summary':
      return (
        <SummaryView
          session={session}
          pack={pack}
          shareLink={shareLink ?? null}
          onNewGame={
            session.readOnly
              ? undefined
              : () => {
                  localGame.startNew();
                  navigate('/setup');
                }
          }
        />
      );
  }
}
