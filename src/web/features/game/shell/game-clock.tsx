import { Timer } from 'lucide-react';
import type { GameState } from '../../../../domain/game/game-state';
import { gameDurationMs } from '../../../../domain/game/game-view';
import { formatClock } from '../format';
import { useGameTranslation } from '../i18n';
import { useNow } from '../use-now';

/** How long the game has been going, ticking while it runs. */
export function GameClock({ state }: { state: GameState }) {
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
