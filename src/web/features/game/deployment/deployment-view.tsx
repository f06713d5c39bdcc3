import { Check, Flag, Swords } from 'lucide-react';
import { useId } from 'react';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { Player } from '../../../../domain/game/game-state';
import { nextToDeploy } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { buttonStyles } from '../../../ui/button-styles';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames, type GameNames } from '../names';
import { NotesPanel } from '../notes-panel';
import { PlayerChoice } from '../player-choice';
import type { GameSession } from '../session';
import { unitGroups } from '../units';
import { useRunner } from '../use-runner';

interface DeploymentViewProps {
  session: GameSession;
  pack: DataPack;
  /** Called once the battle has started (to go to the play page). */
  onStarted: () => void;
}

/** /deployment: players place their units in turn, then the battle starts. */
export function DeploymentView({ session, pack, onStarted }: DeploymentViewProps) {
  const { t, language } = useGameTranslation();
  const { state, readOnly } = session;
  const names = useNames(state, pack);
  const run = useRunner(session);
  const players = playersBySeat(state);
  const next = nextToDeploy(state);
  const nextPlayer = next ? state.players[next] : undefined;
  const disabled = readOnly || state.currentPhase !== 'deployment';
  const mission = names.mission;

  const startBattle = () => {
    const first = state.initialInitiativePlayerId ?? state.rollOffWinner ?? players[0]?.id;
    if (!first) return;
    if (run({ type: 'set_phase', phase: 'game' }, { type: 'start_turn', turnNumber: 1, activePlayerId: first })) {
      onStarted();
    }
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

      {mission ? (
        <details className="rounded-xl border border-line bg-surface p-4">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-lg font-semibold">
            <Flag aria-hidden="true" className="size-5 text-gold" />
            {t('deployment.missionSetup', { mission: mission.name[language] })}
          </summary>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
            {[...mission.setup, ...mission.special].map((line, index) => (
              <li key={index}>{line[language]}</li>
            ))}
          </ul>
        </details>
      ) : null}

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
            <button
              type="button"
              className={`${buttonStyles.primary} min-h-14 text-lg`}
              disabled={disabled}
              onClick={startBattle}
            >
              <Swords aria-hidden="true" className="size-5" />
              {t('deployment.startBattle')}
            </button>
          )}
        </section>
      ) : null}

      <NotesPanel session={session} />
    </GameShell>
  );
}

interface PlayerDeploymentProps {
  player: Player;
  session: GameSession;
  names: GameNames;
  disabled: boolean;
  onToggle: (unitId: string, deployed: boolean) => void;
}

function PlayerDeployment({ player, session, names, disabled, onToggle }: PlayerDeploymentProps) {
  const { t } = useGameTranslation();
  const headingId = useId();
  const groups = unitGroups(session.state, player.id);
  const deployed = groups.filter((group) => group.unit.deployed).length;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line border-l-4 bg-surface p-4"
      style={{ borderLeftColor: names.factionColour(player.factionId) }}
    >
      <div className="flex items-baseline gap-2">
        <h2 id={headingId} className="mr-auto text-xl break-words">
          {names.player(player)}
        </h2>
        <p className="text-steel tabular-nums">{t('deployment.count', { deployed, total: groups.length })}</p>
      </div>
      {groups.length === 0 ? <p className="text-steel">{t('deployment.noUnits')}</p> : null}
      <ul className="flex flex-col gap-2">
        {groups.map(({ unit, joined }) => (
          <li key={unit.id}>
            <button
              type="button"
              aria-pressed={unit.deployed}
              disabled={disabled}
              onClick={() => onToggle(unit.id, !unit.deployed)}
              className="flex min-h-12 w-full items-center gap-3 rounded-lg border-2 border-line bg-raised px-3 py-2 text-left aria-pressed:border-legal/70 aria-pressed:bg-legal/10 disabled:cursor-not-allowed"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${unit.deployed ? 'border-legal bg-legal text-night' : 'border-steel'}`}
              >
                {unit.deployed ? <Check className="size-4" /> : null}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{names.unit(unit.unitId)}</span>
                {joined.length ? (
                  <span className="text-sm text-steel">
                    {t('units.joinedBy', { names: joined.map((each) => names.unit(each.unitId)).join(', ') })}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
