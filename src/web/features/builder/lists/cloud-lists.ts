import { z } from 'zod';
import {
  cloudListSchema,
  cloudListsResponseSchema,
  LIST_ERROR_CODES,
  LIST_PATHS,
  listPath,
  shortLinkPath,
  shortLinkResponseSchema,
  type CloudList,
} from '../../../../contracts/lists';
import type { ArmyList } from '../../../../domain/army/army-list';
import { ApiRequestError, apiFetch } from '../../../lib/api';
import { appStorage } from '../../../lib/storage';

/** How a save to the cloud went. The list is always saved on the device first. */
export type CloudSaveOutcome =
  | { kind: 'saved'; cloud: CloudList }
  /** No connection: the save waits on this device and goes up on the next sync. */
  | { kind: 'offline' }
  /** Another device saved this list later; the newer copy wins and is returned. */
  | { kind: 'newer-copy'; cloud: CloudList | null }
  | { kind: 'too-many' }
  | { kind: 'failed'; error: ApiRequestError };

const isOffline = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

export const cloudLists = {
  async all(): Promise<CloudList[]> {
    return (await apiFetch(LIST_PATHS.lists, cloudListsResponseSchema, { cache: 'no-store' })).items;
  },

  async save(list: ArmyList, options: { public?: boolean } = {}): Promise<CloudSaveOutcome> {
    try {
      const cloud = await apiFetch(listPath(list.id), cloudListSchema, {
        method: 'PUT',
        body: options.public === undefined ? { list } : { list, public: options.public },
      });
      return { kind: 'saved', cloud };
    } catch (error) {
      if (isOffline(error)) return { kind: 'offline' };
      if (error instanceof ApiRequestError && error.code === LIST_ERROR_CODES.newerCopy) {
        const current = cloudListSchema.safeParse((error.details as { current?: unknown } | undefined)?.current);
        return { kind: 'newer-copy', cloud: current.success ? current.data : null };
      }
      if (error instanceof ApiRequestError && error.code === LIST_ERROR_CODES.tooMany) return { kind: 'too-many' };
      if (error instanceof ApiRequestError) return { kind: 'failed', error };
      throw error;
    }
  },

  /** Deletes the cloud copy; true when it is gone (or was never there), false when offline. */
  async remove(id: string): Promise<boolean> {
    try {
      await apiFetch(listPath(id), z.unknown(), { method: 'DELETE' });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === LIST_ERROR_CODES.notFound) return true;
      if (isOffline(error)) return false;
      throw error;
    }
  },

  async shortLink(id: string): Promise<string> {
    return (await apiFetch(shortLinkPath(id), shortLinkResponseSchema, { method: 'POST' })).code;
  },
};

/* ---------- changes waiting for a connection ---------- */

/**
 * Saves and deletes a signed-in member made while offline, per member, kept next to the lists
 * (the storage policy keeps `armyListSync` wherever it keeps lists).
 */
const SYNC_KEY = 'armyListSync';
const pendingSchema = z.record(
  z.string(),
  z.object({ save: z.array(z.string()).default([]), remove: z.array(z.string()).default([]) }),
);
type Pending = z.infer<typeof pendingSchema>;

function readPending(): Pending {
  const parsed = pendingSchema.safeParse(appStorage.getJson<unknown>(SYNC_KEY));
  return parsed.success ? parsed.data : {};
}

function updatePending(userId: string, change: (mine: { save: string[]; remove: string[] }) => void) {
  const all = readPending();
  const mine = all[userId] ?? { save: [], remove: [] };
  change(mine);
  mine.save = [...new Set(mine.save)];
  mine.remove = [...new Set(mine.remove)];
  if (mine.save.length === 0 && mine.remove.length === 0) delete all[userId];
  else all[userId] = mine;
  if (Object.keys(all).length === 0) appStorage.remove(SYNC_KEY);
  else appStorage.setJson(SYNC_KEY, all);
}

export const pendingSync = {
  of(userId: string) {
    return readPending()[userId] ?? { save: [], remove: [] };
  },
  saveLater(userId: string, id: string) {
    updatePending(userId, (mine) => {
      mine.save.push(id);
      mine.remove = mine.remove.filter((other) => other !== id);
    });
  },
  removeLater(userId: string, id: string) {
    updatePending(userId, (mine) => {
      mine.remove.push(id);
      mine.save = mine.save.filter((other) => other !== id);
    });
  },
  done(userId: string, id: string) {
    updatePending(userId, (mine) => {
      mine.save = mine.save.filter((other) => other !== id);
      mine.remove = mine.remove.filter((other) => other !== id);
    });
  },
};

/**
 * Sends what waited for a connection: deletes first, then saves of lists still on the device.
 * Stops quietly at the first sign of being offline; what is left waits for the next sync.
 */
export async function flushPendingSync(userId: string, localList: (id: string) => Promise<ArmyList | null>) {
  const { save, remove } = pendingSync.of(userId);
  for (const id of remove) {
    if (!(await cloudLists.remove(id))) return;
    pendingSync.done(userId, id);
  }
  for (const id of save) {
    const list = await localList(id);
    if (!list) {
      pendingSync.done(userId, id);
      continue;
    }
    const outcome = await cloudLists.save(list);
    if (outcome.kind === 'offline') return;
    // Saved, beaten by a newer copy, or refused for good: either way it no longer waits.
    pendingSync.done(userId, id);
  }
}
