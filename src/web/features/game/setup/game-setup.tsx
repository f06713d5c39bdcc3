import { useEffect, useRef, type ReactNode } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { GameCommand } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import { GameDraftNotice } from '../draft-notice';
import { draftScope } from '../draft-text';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames } from '../names';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';
import { MissionSetup } from './mission-setup';
import { emptySeat } from './player-input';
import { PlayerSetup } from './player-setup';
import { missingSeats, setupChecklist, startDeploymentCommands } from './setup-checklist';
import { SetupOrder } from './setup-order';
import { SetupReady } from './setup-ready';

export interface SetupViewer {
  /** The signed-in user's name, prefilled for their seat. */
  name: string;
  userId: string | null;
}

interface GameSetupProps {
  session: GameSession;
  pack: DataPack;
  savedLists: readonly ArmyList[];
  viewer: SetupViewer;
  /** Called once deployment has started (to go to the deployment page). */
  onStarted: () => void;
  /** Starts deployment somewhere else instead (the game goes online with these commands). */
  startDeployment?: (commands: GameCommand[]) => void;
  /** The invitation panel of an online game, or the offer to put this one online. */
  online?: ReactNode;
}

/** /setup: players, lists, mission and feat, roll-off, who deploys first and who has initiative. */
export function GameSetup({ session, pack, savedLists, viewer, onStarted, startDeployment, online }: GameSetupProps) {
  const { t } = useGameTranslation();
  const { state, readOnly } = session;
  const names = useNames(state, pack);
  const run = useRunner(session);
  const players = playersBySeat(state);
  const mySeat = session.online?.seat ?? (session.mode === 'local' ? 1 : null);

  // Both seats exist from the start, so every choice below has two players to pick from.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || readOnly || state.currentPhase !== 'setup') return;
    seeded.current = true;
    const missing = missingSeats(state);
    if (missing.length === 0) return;
    session.run(
      missing.map((seat) => ({
        type: 'set_player',
        player: emptySeat(seat, seat === mySeat ? viewer.name : '', seat === mySeat ? viewer.userId : null),
      })),
    );
  }, [readOnly, state, session, mySeat, viewer.name, viewer.userId]);

  const disabled = readOnly || state.currentPhase !== 'setup';
  const start = () => {
    const commands = startDeploymentCommands(state);
    if (startDeployment) startDeployment(commands);
    else if (run(...commands)) onStarted();
  };

  return (
    <GameShell session={session} names={names} title={t('setup.title')}>
      <GameDraftNotice />
      {online}
      <div className="grid gap-4 md:grid-cols-2">
        {([1, 2] as const).map((seat) => (
          <PlayerSetup
            key={seat}
            seat={seat}
            state={state}
            pack={pack}
            savedLists={seat === mySeat || session.mode === 'local' ? savedLists : []}
            names={names}
            defaultName={seat === mySeat ? viewer.name : ''}
            isViewer={session.mode !== 'local' && seat === mySeat}
            draftScope={draftScope(session)}
            disabled={disabled}
            onSave={(player) => run({ type: 'set_player', player })}
          />
        ))}
      </div>
      <MissionSetup
        mission={state.mission}
        disabled={disabled}
        onChange={(mission) => run({ type: 'set_mission', mission })}
      />
      {players.length === 2 ? (
        <SetupOrder
          state={state}
          names={names}
          disabled={disabled}
          onRollOffWinner={(playerId) => run({ type: 'set_roll_off_winner', playerId })}
          onFirstToDeploy={(playerId) => run({ type: 'set_first_to_deploy', playerId })}
          onInitiative={(playerId) => run({ type: 'set_initial_initiative', playerId })}
        />
      ) : null}
      <SetupReady checklist={setupChecklist(state)} readOnly={readOnly} disabled={disabled} onStart={start} />
    </GameShell>
  );
}
