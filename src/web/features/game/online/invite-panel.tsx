import { Copy, Eye, UserPlus } from 'lucide-react';
import { useId } from 'react';
import type { GameState } from '../../../../domain/game/game-state';
import { buttonStyles } from '../../../ui/button-styles';
import { ActionButton, useCopyWithToast } from '../action-button';
import { useGameTranslation } from '../i18n';
import { gamePath, pageForPhase } from '../routes';
import type { OnlineInfo } from '../session';
import { QrCode } from '../../../ui/qr-code';

/** Where the opponent joins from: /game?join=CODE on this site. */
export function joinLink(code: string): string {
  return `${window.location.origin}/game?join=${encodeURIComponent(code)}`;
}

/** The read-only link for spectators, at the page the game is on. */
export function spectatorLink(
  online: Pick<OnlineInfo, 'gameId' | 'spectatorCode'>,
  state: Pick<GameState, 'currentPhase'>,
): string | null {
  if (!online.spectatorCode) return null;
  return `${window.location.origin}${gamePath(pageForPhase(state.currentPhase), { gameId: online.gameId, watch: online.spectatorCode })}`;
}

/** The join code, its link and QR code for the opponent's phone, and the spectators' link. */
export function InvitePanel({
  online,
  state,
  inDialog = false,
}: {
  online: OnlineInfo;
  state: GameState;
  inDialog?: boolean;
}) {
  const { t } = useGameTranslation();
  const headingId = useId();
  const copy = useCopyWithToast();
  if (!online.joinCode) return null;
  const link = joinLink(online.joinCode);
  const watch = spectatorLink(online, state);
  const opponentJoined = Object.values(state.players).some((player) => player.seat === 2 && player.userId);
  return (
    <section
      aria-labelledby={inDialog ? undefined : headingId}
      className={
        inDialog ? 'flex flex-col gap-3' : 'flex flex-col gap-3 rounded-xl border-2 border-gold/70 bg-surface p-4'
      }
    >
      {inDialog ? null : (
        <h2 id={headingId} className="flex items-center gap-2 text-xl">
          <UserPlus aria-hidden="true" className="size-5" />
          {t('online.inviteHeading')}
        </h2>
      )}
      <p className="text-steel">{opponentJoined ? t('online.opponentJoined') : t('online.inviteIntro')}</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode className="size-44" value={link} label={t('online.qrLabel')} tooLong={t('online.qrTooLong')} />
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <p className="text-steel">{t('online.joinCode')}</p>
          <p
            className="font-display text-5xl font-semibold tracking-[0.2em] text-ink"
            aria-label={online.joinCode.split('').join(' ')}
          >
            {online.joinCode}
          </p>
          <ActionButton
            icon={Copy}
            label={t('online.copyJoinLink')}
            onClick={() => void copy(link, t('online.linkCopied'))}
          />
          {watch ? (
            <ActionButton
              icon={Eye}
              label={t('online.copyWatchLink')}
              onClick={() => void copy(watch, t('online.watchCopied'))}
              style={buttonStyles.ghost}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
