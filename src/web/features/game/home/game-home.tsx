import { Play, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { GameState } from '../../../../domain/game/game-state';
import { isSaveable } from '../../../../domain/game/game-view';
import { playersBySeat } from '../../../../domain/game/reducer';
import { hasSetupInput } from '../../../../domain/game/setup-draft';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { GameDraftNotice } from '../draft-notice';
import { useGameTranslation } from '../i18n';
import { useNames } from '../names';
import { gamePath, pageForPhase } from '../routes';
import { Button } from '../../../ui/button';

interface GameHomeProps {
  /** The game kept on this device. */
  local: GameState;
  pack: DataPack | undefined;
  onNewGame: () => void;
  /** False when an admin's setting leaves this viewer out: only the game on this device is offered. */
  canStartNew?: boolean;
  /** Joining by code and the history of online games, for signed-in players. */
  children?: ReactNode;
}

/** /game: start a game, resume the one on this device, join one by code, see past games. */
export function GameHome({ local, pack, onNewGame, canStartNew = true, children }: GameHomeProps) {
  const { t, language } = useGameTranslation();
  const navigate = useNavigate();
  const names = useNames(local, pack);
  const [confirm, setConfirm] = useState(false);
  // A setup kept as a draft (no mission yet) is a game in progress too: never dropped unasked.
  const saved = isSaveable(local) || hasSetupInput(local);
  const inProgress = saved && local.currentPhase !== 'summary';
  const players = playersBySeat(local);

  const startNew = () => {
    setConfirm(false);
    onNewGame();
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 pt-4 pb-16 md:px-4 md:pt-8">
      <h1 className="text-3xl">{t('home.title')}</h1>
      <GameDraftNotice />
      {saved ? (
        <section
          aria-labelledby="saved-game"
          className="flex flex-col gap-3 rounded-xl border-2 border-gold bg-surface p-4"
        >
          <h2 id="saved-game" className="text-xl">
            {inProgress ? t('home.inProgress') : t('home.lastGame')}
          </h2>
          <p className="text-lg font-semibold">
            {players
              .map((player) => `${names.player(player)}${inProgress ? '' : ` (${player.score})`}`)
              .join(t('home.versus'))}
          </p>
          <p className="text-steel">
            {[
              names.mission?.name[language],
              t(`phases.${local.currentPhase}`),
              local.currentTurn ? t('home.round', { round: local.currentTurn }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <Button
            variant="primary"
            className="min-h-14 text-lg"
            onClick={() => navigate(gamePath(pageForPhase(local.currentPhase)))}
          >
            <Play aria-hidden="true" className="size-5" />
            {inProgress ? t('home.resume') : t('home.viewSummary')}
          </Button>
        </section>
      ) : null}
      {canStartNew ? (
        <section
          aria-labelledby="new-game"
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <h2 id="new-game" className="text-xl">
            {t('home.newHeading')}
          </h2>
          <p className="text-steel">{t('home.newIntro')}</p>
          <button
            type="button"
            className={inProgress ? buttonStyles.secondary : `${buttonStyles.primary} min-h-14 text-lg`}
            onClick={() => (inProgress ? setConfirm(true) : startNew())}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('home.newGame')}
          </button>
        </section>
      ) : null}
      {children}
      <Dialog
        open={confirm}
        title={t('home.discardTitle')}
        onClose={() => setConfirm(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {t('actions.cancel')}
            </Button>
            <Button variant="danger" onClick={startNew}>
              {t('home.discardConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('home.discardBody')}</p>
      </Dialog>
    </div>
  );
}
