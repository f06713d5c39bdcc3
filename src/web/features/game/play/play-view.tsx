import { ArrowLeftRight, CircleCheckBig, Flag, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { ACTIVATIONS_PER_TURN, type GameUnit, type Player, type Turn } from '../../../../domain/game/game-state';
import {
  activationsExhausted,
  activationsOf,
  currentTurn,
  turnWithinRound,
  unitStatus,
} from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { GameShell } from '../game-shell';
import { useGameTranslation } from '../i18n';
import { useNames, type GameNames } from '../names';
import { NotesPanel } from '../notes-panel';
import { PlayerChoice } from '../player-choice';
import type { GameSession } from '../session';
import { DiceRoll } from '../setup/dice-roll';
import { unitGroups } from '../units';
import { useRunner } from '../use-runner';
import { ObjectivesPanel } from './objectives-panel';
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
  const rounds = names.mission?.structure.rounds ?? 3;
  const disabled = readOnly || state.currentPhase !== 'game';

  const setUnit = (unit: GameUnit, changes: { casualties?: number; destroyed?: boolean }) =>
    run({ type: 'set_unit_state', unitId: unit.id, ...changes });
  const activate = (unit: GameUnit) =>
    turn && run({ type: 'complete_activation', turnNumber: turn.number, playerId: unit.playerId, unitId: unit.id });

  return (
    <GameShell session={session} names={names} title={t('play.title')}>
      {!turn ? (
        <NextRound round={1} session={session} names={names} disabled={disabled} />
      ) : !turn.completed ? (
        <RoundTracker turn={turn} session={session} names={names} disabled={disabled} onScore={onScore} />
      ) : turn.scores === null ? (
        <section className="flex flex-col gap-3 rounded-xl border-2 border-gold bg-surface p-4 text-center">
          <p className="font-display text-3xl text-ink">{t('play.roundOver', { round: turn.number })}</p>
          <button type="button" className={`${buttonStyles.primary} min-h-14 text-lg`} onClick={onScore}>
            <Trophy aria-hidden="true" className="size-5" />
            {t('play.scoreRound', { round: turn.number })}
          </button>
        </section>
      ) : turn.number < rounds ? (
        <NextRound round={turn.number + 1} session={session} names={names} disabled={disabled} />
      ) : (
        <section className="flex flex-col gap-3 rounded-xl border-2 border-gold bg-surface p-4 text-center">
          <p className="font-display text-3xl text-ink">{t('play.lastRoundDone')}</p>
          {readOnly ? null : (
            <button
              type="button"
              className={`${buttonStyles.primary} min-h-14 text-lg`}
              disabled={disabled}
              onClick={() => run({ type: 'set_phase', phase: 'scoring' }) && onScore()}
            >
              <Flag aria-hidden="true" className="size-5" />
              {t('play.finalScoring')}
            </button>
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

interface RoundTrackerProps {
  turn: Turn;
  session: GameSession;
  names: GameNames;
  disabled: boolean;
  onScore: () => void;
}

/** Whose activation it is, how many each player has used, and the big "done" button. */
function RoundTracker({ turn, session, names, disabled, onScore }: RoundTrackerProps) {
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
            <button
              type="button"
              disabled={disabled}
              onClick={() => run({ type: 'complete_activation', turnNumber: turn.number, playerId: active.id })}
              className={`${buttonStyles.primary} min-h-16 w-full text-xl`}
            >
              <CircleCheckBig aria-hidden="true" className="size-6" />
              {t('play.activationDone', { player: names.player(active) })}
            </button>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            {others[0] && !exhausted ? (
              <button
                type="button"
                disabled={disabled}
                className={buttonStyles.secondary}
                onClick={() => run({ type: 'start_turn', turnNumber: turn.number, activePlayerId: others[0]!.id })}
              >
                <ArrowLeftRight aria-hidden="true" className="size-5" />
                {t('play.switchTo', { player: names.player(others[0]) })}
              </button>
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
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirmEnd(false)}>
              {t('actions.cancel')}
            </button>
            <button type="button" className={buttonStyles.primary} onClick={endRound}>
              {t('play.endRound', { round: turn.number })}
            </button>
          </>
        }
      >
        <p>{t('play.endRoundEarly')}</p>
      </Dialog>
    </>
  );
}

interface NextRoundProps {
  round: number;
  session: GameSession;
  names: GameNames;
  disabled: boolean;
}

/** Starting a round: who has the initiative (the first round's is known from setup). */
function NextRound({ round, session, names, disabled }: NextRoundProps) {
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
          <button
            type="button"
            className={`${buttonStyles.primary} min-h-14 text-lg`}
            disabled={disabled || !initiative}
            onClick={() => initiative && run({ type: 'start_turn', turnNumber: round, activePlayerId: initiative })}
          >
            {t('play.startRound', { round })}
          </button>
        </>
      )}
    </section>
  );
}

interface PlayerPanelProps {
  player: Player;
  turn: Turn | undefined;
  session: GameSession;
  names: GameNames;
  onOpen: (unitId: string) => void;
}

/** One player: score, activations used as pips, and their units with their state. */
function PlayerPanel({ player, turn, session, names, onOpen }: PlayerPanelProps) {
  const { t } = useGameTranslation();
  const headingId = useId();
  const { state } = session;
  const used = activationsOf(turn, player.id);
  const isActive = turn?.activePlayer === player.id && !turn.completed;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line border-l-4 bg-surface p-4 data-[active=true]:ring-2 data-[active=true]:ring-gold"
      data-active={isActive}
      style={{ borderLeftColor: names.factionColour(player.factionId) }}
    >
      <div className="flex items-start gap-2">
        <div className="mr-auto min-w-0">
          <h2 id={headingId} className="text-xl break-words">
            {names.player(player)}
          </h2>
          {player.factionId ? <p className="text-sm text-steel">{names.faction(player.factionId)}</p> : null}
        </div>
        <p className="text-right">
          <span className="block font-display text-3xl font-semibold text-gold tabular-nums">{player.score}</span>
          <span className="text-sm text-steel">{t('play.points')}</span>
        </p>
      </div>
      {turn ? (
        <div className="flex items-center gap-2">
          <span className="text-sm text-steel">{t('play.activations')}</span>
          <span className="flex gap-1" aria-hidden="true">
            {Array.from({ length: ACTIVATIONS_PER_TURN }, (_, index) => (
              <span
                key={index}
                className={`size-4 rounded-full border-2 border-gold ${index < used ? 'bg-gold' : ''}`}
              />
            ))}
          </span>
          <span className="sr-only">{t('play.activationsUsed', { used, total: ACTIVATIONS_PER_TURN })}</span>
        </div>
      ) : null}
      <ul className="flex flex-col gap-1.5">
        {unitGroups(state, player.id).map(({ unit, joined }) => (
          <li key={unit.id}>
            <UnitRow unit={unit} names={names} onOpen={onOpen} state={state} />
            {joined.length ? (
              <ul className="mt-1 ml-5 flex flex-col gap-1.5 border-l-2 border-line pl-2">
                {joined.map((character) => (
                  <li key={character.id}>
                    <UnitRow unit={character} names={names} onOpen={onOpen} state={state} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const STATUS_STYLE = {
  active: 'border-line',
  activated: 'border-gold/60 bg-gold/10',
  wounded: 'border-warn/60',
  destroyed: 'border-danger/70 opacity-70 line-through',
} as const;

function UnitRow({
  unit,
  names,
  onOpen,
  state,
}: {
  unit: GameUnit;
  names: GameNames;
  onOpen: (id: string) => void;
  state: GameSession['state'];
}) {
  const { t } = useGameTranslation();
  const status = unitStatus(state, unit);
  return (
    <button
      type="button"
      onClick={() => onOpen(unit.id)}
      className={`flex min-h-11 w-full items-center gap-2 rounded-lg border-2 bg-raised px-3 py-1.5 text-left ${STATUS_STYLE[status]}`}
    >
      <span className="mr-auto min-w-0 font-semibold break-words">{names.unit(unit.unitId)}</span>
      {unit.casualties > 0 && !unit.destroyed ? (
        <span className="shrink-0 rounded bg-warn/20 px-1.5 text-sm text-warn no-underline">
          {t('units.casualtyCount', { casualties: unit.casualties })}
        </span>
      ) : null}
      <span className="shrink-0 text-sm text-steel">{t(`units.status.${status}`)}</span>
    </button>
  );
}
