import { Swords } from 'lucide-react';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { nextToDeploy } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { Button } from '../../../ui/button';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames } from '../names';
import { NotesPanel } from '../notes-panel';
import { PlayerChoice } from '../player-choice';
import type { GameSession } from '../session';
import { useRunner } from '../use-runner';
import { MissionNotes } from './mission-notes';
import { PlayerDeployment } from './player-deployment';
import { startBattleCommands } from './start-battle';

interface DeploymentViewProps {
  session: GameSession;
  pack: DataPack;
  /** Called once the battle has started (to go to the play page). */
  onStarted: () => void;
}

/** /deployment: players place their units in turn, then the battle starts. */
export function DeploymentView({ session, pack, onStarted }: DeploymentViewProps) {
  const { t } = useGameTranslation();
  const { state, readOnly } = session;
  const names = useNames(state, pack);
  const run = useRunner(session);
  const players = playersBySeat(state);
  const next = nextToDeploy(state);
  const nextPlayer = next ? state.players[next] : undefined;
  const disabled = readOnly || state.currentPhase !== 'deployment';
  const mission = names.mission;

  const startBattle = () => {
    const commands = startBattleCommands(state);
    if (commands && run(...commands)) onStarted();
  };

  return (
    <GameShell session={session} names={names} title={t('deployment.title')}>
      <section
        aria-live="polite"
        className="flex flex-col gap-1 rounded-xl border-2 bg-surface p-4 text-center"
        style={{ borderColor: nextPlayer ? names.factionColour(nextPlayer.factionId) : 'var(--color-line)' }}
      >
        {nextPlayer ? (
          <>
            <p className="text-steel">{t('deployment.next')}</p>
            <p className="font-display text-4xl font-semibold break-words text-ink md:text-5xl">
              {names.player(nextPlayer)}
            </p>
          </>
        ) : (
          <p className="font-display text-2xl text-ink">{t('deployment.allDeployed')}</p>
        )}
      </section>

      {mission ? <MissionNotes mission={mission} /> : null}

      <div className="grid gap-4 md:grid-cols-2">
        {players.map((player) => (
          <PlayerDeployment
            key={player.id}
            player={player}
            session={session}
            names={names}
            disabled={disabled}
            onToggle={(unitId, deployed) => run({ type: 'deploy_unit', unitId, deployed })}
          />
        ))}
      </div>

      {players.length ? (
        <section className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
          <PlayerChoice
            legend={t('setup.initiative')}
            players={players}
            value={state.initialInitiativePlayerId}
            playerName={(player) => names.player(player)}
            colour={(player) => names.factionColour(player.factionId)}
            disabled={disabled}
            onChange={(playerId) => run({ type: 'set_initial_initiative', playerId })}
          />
          {readOnly ? null : (
            <Button variant="primary" className="min-h-14 text-lg" disabled={disabled} onClick={startBattle}>
              <Swords aria-hidden="true" className="size-5" />
              {t('deployment.startBattle')}
            </Button>
          )}
        </section>
      ) : null}

      <NotesPanel session={session} />
    </GameShell>
  );
}
