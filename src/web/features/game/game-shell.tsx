import { CloudOff, CloudUpload, Eye, RefreshCw, Timer, Undo2, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '../../ui/toast';
import { GAME_PHASES, type GamePhase, type GameState } from '../../../domain/game/game-state';
import { gameDurationMs, isLive } from '../../../domain/game/game-view';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog';
import { describeEvent } from './event-text';
import { formatClock } from './format';
import { useGameTranslation } from './i18n';
import type { GameNames } from './names';
import { InvitePanel } from './online/invite-panel';
import type { GameSession, SyncStatus } from './session';
import { useNow } from './use-now';
import { useRunner } from './use-runner';
import { useWakeLock } from './use-wake-lock';

interface GameShellProps {
  session: GameSession;
  names: GameNames;
  title: string;
  /**
   * The step the page shows, when it is not the game's phase: round scoring happens while the
   * game is still in its battle phase, and the step bar should say Scoring there.
   */
  step?: GamePhase;
  children: ReactNode;
}

/** The frame of every game page: title, phase steps, game clock, sync state and undo. */
export function GameShell({ session, names, title, step, children }: GameShellProps) {
  const { t } = useGameTranslation();
  const { state } = session;
  const live = isLive(state);
  useWakeLock(live && !session.readOnly);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 pt-4 pb-16 md:px-4 md:pt-8">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="mr-auto text-2xl md:text-3xl">{title}</h1>
          <GameClock state={state} />
          {session.sync ? <SyncBadge sync={session.sync} /> : null}
          {session.online && !session.readOnly ? <InviteButton session={session} /> : null}
          {session.readOnly ? null : <UndoButton session={session} names={names} />}
        </div>
        <PhaseSteps current={step ?? state.currentPhase} />
        {session.readOnly ? (
          <p className="flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-steel">
            <Eye aria-hidden="true" className="size-5 shrink-0" />
            {t('shell.spectating')}
          </p>
        ) : null}
      </header>
      {children}
    </div>
  );
}

function PhaseSteps({ current: phase }: { current: GamePhase }) {
  const { t } = useGameTranslation();
  const current = GAME_PHASES.indexOf(phase);
  return (
    <nav aria-label={t('shell.phases')}>
      <ol className="grid grid-cols-5 gap-1">
        {GAME_PHASES.map((phase, index) => (
          <li
            key={phase}
            aria-current={index === current ? 'step' : undefined}
            className="flex flex-col gap-1 text-xs text-steel aria-[current=step]:font-semibold aria-[current=step]:text-gold md:text-sm"
          >
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${index < current ? 'bg-gold/60' : index === current ? 'bg-gold' : 'bg-line'}`}
            />
            <span className={index === current ? '' : 'max-md:sr-only'}>{t(`phases.${phase}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function GameClock({ state }: { state: GameState }) {
  const { t } = useGameTranslation();
  const running = Boolean(state.gameStartTime && !state.gameEndTime);
  const now = useNow(running);
  const elapsed = gameDurationMs(state, now);
  if (elapsed === null) return null;
  return (
    <p
      role="timer"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-surface px-3 font-semibold tabular-nums"
      aria-label={t('shell.clock', { time: formatClock(elapsed) })}
    >
      <Timer aria-hidden="true" className="size-5 text-gold" />
      <span aria-hidden="true">{formatClock(elapsed)}</span>
    </p>
  );
}

function SyncBadge({ sync }: { sync: SyncStatus }) {
  const { t } = useGameTranslation();
  const icon =
    sync.state === 'offline' ? (
      <CloudOff aria-hidden="true" className="size-5 text-warn" />
    ) : sync.state === 'sending' ? (
      <RefreshCw aria-hidden="true" className="size-5 text-steel motion-safe:animate-spin" />
    ) : sync.state === 'error' ? (
      <CloudOff aria-hidden="true" className="size-5 text-danger-ink" />
    ) : (
      <CloudUpload aria-hidden="true" className="size-5 text-legal" />
    );
  return (
    <p role="status" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-surface px-3 text-sm">
      {icon}
      {t(`sync.${sync.state}`, { pending: sync.pending })}
    </p>
  );
}

function UndoButton({ session, names }: { session: GameSession; names: GameNames }) {
  const { t } = useGameTranslation();
  const run = useRunner(session);
  const last = session.state.gameEvents.at(-1);
  if (!last) return null;
  const undo = () => {
    const what = describeEvent(last, session.state, names, t);
    if (run({ type: 'undo' })) toast.success(t('shell.undone', { what }));
  };
  return (
    <button
      type="button"
      onClick={undo}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-gold"
    >
      <Undo2 aria-hidden="true" className="size-5" />
      {t('shell.undo')}
    </button>
  );
}

function InviteButton({ session }: { session: GameSession }) {
  const { t } = useGameTranslation();
  const [open, setOpen] = useState(false);
  if (!session.online?.joinCode) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-gold"
      >
        <UserPlus aria-hidden="true" className="size-5" />
        {t('online.invite')}
      </button>
      <Dialog
        open={open}
        title={t('online.inviteHeading')}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(false)}>
            {t('actions.close')}
          </button>
        }
      >
        {open ? <InvitePanel online={session.online} state={session.state} inDialog /> : null}
      </Dialog>
    </>
  );
}
