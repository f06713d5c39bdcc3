import { AVATAR_EMBLEM_PATH, AVATAR_PATH, avatarResponseSchema } from '../../../../contracts/storage';
import type { FactionId } from '../../../../domain/army/data-pack-schema';
import { apiFetch } from '../../../lib/api';

/** Sends the picture as it is; the server reads its type from the bytes. */
export const uploadAvatar = (file: File) => apiFetch(AVATAR_PATH, avatarResponseSchema, { method: 'PUT', body: file });
export const chooseEmblemAvatar = (faction: FactionId) =>
  apiFetch(AVATAR_EMBLEM_PATH, avatarResponseSchema, { method: 'PUT', body: { faction } });
export const removeAvatar = () => apiFetch(AVATAR_PATH, avatarResponseSchema, { method: 'DELETE' });
