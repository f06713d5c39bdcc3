import { queryOptions } from '@tanstack/react-query';
import { GAME_PATHS, gameListResponseSchema } from '../../../../contracts/games';
import { apiFetch } from '../../../lib/api';
import { gameKeys } from './game-keys';

export const listGames = () => apiFetch(GAME_PATHS.games, gameListResponseSchema);

/** The signed-in member's games (hosted or joined), most recent first. */
export const myGamesQuery = (userId: string | null) =>
  queryOptions({ queryKey: gameKeys.mine(userId), queryFn: listGames, enabled: userId !== null, staleTime: 0 });
