import { z } from 'zod';
import { factionIdSchema } from '../domain/army/data-pack-schema';

export * from './storage-paths';

/** PUT the image bytes as the request body (its type is read from the bytes); DELETE removes it. */
export const AVATAR_PATH = '/api/profiles/me/avatar';
export const avatarResponseSchema = z.object({ avatar_url: z.string().nullable() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** Uses one of the faction emblems we draw as the avatar instead of an uploaded picture. */
export const AVATAR_EMBLEM_PATH = '/api/profiles/me/avatar/emblem';
export const avatarEmblemSchema = z.object({ faction: factionIdSchema }).strict();
