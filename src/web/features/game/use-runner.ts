import { useCallback } from 'react';
import { toast } from '../../ui/toast';
import type { GameCommand } from '../../../domain/game/game-state';
import type { Rejection } from '../../../domain/game/rejections';
import { phaseParam, useGameTranslation } from './i18n';
import type { GameSession } from './session';

/** A rejection in words: its code's message, with player ids shown as names. */
export function useRejectionMessage(session: Pick<GameSession, 'state'>) {
  const { t } = useGameTranslation();
  return useCallback(
    (rejection: Rejection) => {
      const params: Record<string, string | number> = { ...rejection.params };
      const player = typeof params.playerId === 'string' ? session.state.players[params.playerId] : undefined;
      if (player) params.playerId = player.name || t('player.unnamed', { seat: player.seat });
      if (typeof params.phase === 'string') params.phase = phaseParam(t, params.phase);
      return t(`rejection.${rejection.code}`, params);
    },
    [session.state.players, t],
  );
}

/** Runs commands on the session; a rejection is shown as a toast and the state stays as it was. */
export function useRunner(session: GameSession) {
  const message = useRejectionMessage(session);
  return useCallback(
    (...commands: GameCommand[]): boolean => {
      const result = session.run(commands);
      if (!result.ok) toast.error(message(result.rejection));
      return result.ok;
    },
    [session, message],
  );
}
