import { z } from 'zod';
import { COLLECTION_LIMITS, collectionItemSchema } from '../domain/army/collection';

/**
 * A signed-in member's collection in the cloud: how many of each unit they own, each count with
 * the time it was set, merged unit by unit (the later change wins) so every device ends up alike.
 */
export const COLLECTION_PATH = '/api/collection';

export const COLLECTION_ERROR_CODES = {
  /** A unit id the current data does not have: nothing was saved. */
  unknownUnit: 'collection.unknown_unit',
} as const;

/** `PUT /api/collection`: the changed counts (not the whole collection). */
export const saveCollectionBodySchema = z
  .strictObject({ items: z.array(collectionItemSchema).min(1).max(COLLECTION_LIMITS.items) })
  .refine((body) => new Set(body.items.map((item) => item.unitId)).size === body.items.length, {
    message: 'Each unit may appear once.',
    path: ['items'],
  });
export type SaveCollectionBody = z.infer<typeof saveCollectionBodySchema>;

/** The whole collection as the server keeps it, after the change. */
export const collectionResponseSchema = z.object({ items: z.array(collectionItemSchema) });
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;
