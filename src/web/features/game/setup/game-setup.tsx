import { Check, Circle, Swords } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { GameCommand, GameState, PlayerInput } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import { buttonStyles } from '../../../ui/button-styles';
import { GameDraftNotice } from '../draft-notice';
import { draftScope } from '../draft-text';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames } from '../names';
import { PlayerChoice } from '../player-choice';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';
import { DiceRoll } from './dice-roll';
import { MissionSetup } from './mission-setup';
import { PlayerSetup, playerIdForSeat } from './player-setup';

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

function emptySeat(seat: 1 | 2, name: string, userId: string | null): PlayerInput {
  return { id: playerIdForSeat(seat), seat, name, userId, factionId: null, list: null, units: [] };
}

/** What is still needed before deployment can start. */
export function setupChecklist(state: GameState) {
  const players = playersBySeat(state);
  return {
    players: players.length === 2 && players.every((player) => player.name.trim() !== ''),
    factions: players.length === 2 && players.every((player) => player.factionId !== null),
    mission: state.mission !== null,
  };
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
    const missing = ([1, 2] as const).filter((seat) => !players.some((player) => player.seat === seat));
    if (missing.length === 0) return;
    session.run(
      missing.map((seat) => ({
        type: 'set_player',
        player: emptySeat(seat, seat === mySeat ? viewer.name : '', seat === mySeat ? viewer.userId : null),
      })),
    );
  }, [readOnly, state.currentPhase, players, session, mySeat, viewer.name, viewer.userId]);

  const checklist = setupChecklist(state);
  const ready = checklist.players && checklist.factions && checklist.mission;
  const disabled = readOnly || state.currentPhase !== 'setup';

  const start = () => {
    const winner = state.rollOffWinner ?? players[0]?.id ?? null;
    const commands: GameCommand[] = [];
    if (!state.firstToDeployPlayerId && winner) commands.push({ type: 'set_first_to_deploy', playerId: winner });
    if (!state.initialInitiativePlayerId && winner) commands.push({ type: 'set_initial_initiative', playerId: winner });
    commands.push({ type: 'set_phase', phase: 'deployment' });
    if (startDeployment) startDeployment(commands);
    else if (run(...commands)) onStarted();
  };

  const playerName = (player: (typeof players)[number]) => names.player(player);
  const colour = (player: (typeof players)[number]) => names.factionColour(player.factionId);

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
        <section
          aria-labelledby="setup-order"
          className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4"
        >
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
              onChange={(playerId) => run({ type: 'set_roll_off_winner', playerId })}
            />
            <DiceRoll
              players={players}
              playerName={playerName}
              disabled={disabled}
              onWinner={(playerId) => run({ type: 'set_roll_off_winner', playerId })}
            />
          </div>
          <PlayerChoice
            legend={t('setup.firstToDeploy')}
            hint={t('setup.winnerChooses')}
            players={players}
            value={state.firstToDeployPlayerId}
            playerName={playerName}
            colour={colour}
            disabled={disabled}
            onChange={(playerId) => run({ type: 'set_first_to_deploy', playerId })}
          />
          <PlayerChoice
            legend={t('setup.initiative')}
            players={players}
            value={state.initialInitiativePlayerId}
            playerName={playerName}
            colour={colour}
            disabled={disabled}
            onChange={(playerId) => run({ type: 'set_initial_initiative', playerId })}
          />
        </section>
      ) : null}
      <section
        aria-labelledby="setup-ready"
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      >
        <h2 id="setup-ready" className="text-xl">
          {t('setup.readyHeading')}
        </h2>
        <ul className="flex flex-col gap-1">
          {(['players', 'factions', 'mission'] as const).map((item) => (
            <li key={item} className="flex items-center gap-2">
              {checklist[item] ? (
                <Check aria-hidden="true" className="size-5 text-legal" />
              ) : (
                <Circle aria-hidden="true" className="size-5 text-steel" />
              )}
              <span className={checklist[item] ? '' : 'text-steel'}>
                {t(`setup.check.${item}`)}
                <span className="sr-only"> {checklist[item] ? t('setup.done') : t('setup.todo')}</span>
              </span>
            </li>
          ))}
        </ul>
        {readOnly ? null : (
          <button
            type="button"
            className={`${buttonStyles.primary} min-h-14 text-lg`}
            disabled={!ready || disabled}
            onClick={start}
          >
            <Swords aria-hidden="true" className="size-5" />
            {t('setup.startDeployment')}
          </button>
        )}
      </section>
    </GameShell>
  );
}
