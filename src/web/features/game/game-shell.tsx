import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GamePhase } from '../../../domain/game/game-state';
import { isLive } from '../../../domain/game/game-view';
import { useGameTranslation } from './i18n';
import type { GameNames } from './names';
import type { GameSession } from './session';
import { GameClock } from './shell/game-clock';
import { InviteButton } from './shell/invite-button';
import { PhaseSteps } from './shell/phase-steps';
import { SyncBadge } from './shell/sync-badge';
import { UndoButton } from './shell/undo-button';
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
