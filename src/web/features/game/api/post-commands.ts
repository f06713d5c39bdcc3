import { gamePath, postCommandsResponseSchema, type OnlineEnvelope } from '../../../../contracts/games';
import { apiFetch } from '../../../lib/api';

/** Sends commands made on top of `expectedSequence`; the server refuses them if it has moved on. */
export const postCommands = (gameId: string, expectedSequence: number, commands: OnlineEnvelope[]) =>
  apiFetch(`${gamePath(gameId)}/commands`, postCommandsResponseSchema, {
    method: 'POST',
    body: { expectedSequence, commands },
  });
