import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import type { OnlineEnvelope } from '../../../../contracts/games';
import type { GameCommand } from '../../../../domain/game/game-state';
import { applyGameCommand } from '../../../../domain/game/reducer';
import { createGame } from '../api/create-game';
import { useGameTranslation } from '../i18n';
import { localGame, newCommandId } from '../local-game';
import { gamePath, type GamePage } from '../routes';
import { useRejectionMessage } from '../use-runner';
import { seedOnlineGame } from './use-online-game';

/**
 * Moves the game on this device to the server (the server replays its commands, then `then`),
 * and opens `page` of the online game. Offline, the game stays on the device: `then` is applied
 * here and `fallback` opens instead.
 */
export function useGoOnline() {
  const { t } = useGameTranslation();
  const navigate = useNavigate();
  const rejectionMessage = useRejectionMessage({ state: localGame.get() });
  const [busy, setBusy] = useState(false);
  const goOnline = useCallback(
    async (page: GamePage, fallback: string | null, then: GameCommand[] = []) => {
      const now = new Date().toISOString();
      const extra: OnlineEnvelope[] = [];
      let check = localGame.get();
      for (const command of then) {
        const envelope = { id: newCommandId(), at: now, command } as OnlineEnvelope;
        const result = applyGameCommand(check, envelope);
        if (!result.ok) {
          toast.error(rejectionMessage(result.rejection));
          return;
        }
        check = result.state;
        extra.push(envelope);
      }
      setBusy(true);
      try {
        const events = localGame.get().gameEvents.map(({ id, at, command }) => ({ id, at, command }) as OnlineEnvelope);
        const game = await createGame([...events, ...extra]);
        seedOnlineGame(game);
        navigate(gamePath(page, { gameId: game.id }));
        // The game lives online now; the device's own slot is free again (once this page has left it).
        setTimeout(() => localGame.startNew(), 0);
      } catch {
        toast.info(t('online.keptLocal'));
        localGame.run(then);
        if (fallback) navigate(fallback);
      } finally {
        setBusy(false);
      }
    },
    [navigate, rejectionMessage, t],
  );
  return { goOnline, busy };
}
