import { armyListSchema, type ArmyList } from '../../../../domain/army/army-list';
import { appStorage } from '../../../lib/storage';

export type ListLocation = 'local' | 'cloud';

/**
 * Somewhere lists are kept on this device. Signed-in members' lists are also kept in the cloud
 * (cloud-lists.ts); the saved-lists panel merges both.
 */
export interface ListStore {
  readonly location: ListLocation;
  all(): Promise<ArmyList[]>;
  get(id: string): Promise<ArmyList | null>;
  /** Creates or replaces the list with this id. */
  save(list: ArmyList): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Spec §9: each list under `armyList_{id}`, with the environment prefix appStorage adds. */
export const listStorageName = (id: string) => `armyList_${id}`;

function parseStored(name: string): ArmyList | null {
  const stored = appStorage.getJson<unknown>(name);
  if (stored === null) return null;
  const parsed = armyListSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  // Not deleted: it may come from a newer version of the app; it is only skipped here.
  console.warn(`Skipped saved list ${name}: it does not match the list format`);
  return null;
}

export function createLocalListStore(storage: Storage | null = safeLocalStorage()): ListStore {
  const prefix = appStorage.key(listStorageName(''));
  const names = () => {
    if (!storage) return [];
    const found: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) found.push(key.slice(appStorage.key('').length));
    }
    return found;
  };
  return {
    location: 'local',
    async all() {
      return names()
        .map(parseStored)
        .filter((list): list is ArmyList => list !== null);
    },
    async get(id) {
      return parseStored(listStorageName(id));
    },
    async save(list) {
      if (!appStorage.setJson(listStorageName(list.id), armyListSchema.parse(list))) {
        throw new Error('storage-full');
      }
    },
    async remove(id) {
      appStorage.remove(listStorageName(id));
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface SavedListRef {
  list: ArmyList;
  locations: ListLocation[];
  /** What the cloud knows of the list (public, short code), when it is kept there. */
  cloud: { public: boolean; shortCode: string | null } | null;
}

interface ListSource {
  location: ListLocation;
  lists: ArmyList[];
  /** Per-list cloud details, matched by list id. */
  meta?: Array<{ list: { id: string }; public: boolean; shortCode: string | null }>;
}

/** Lists from several stores, one row per id (the newest copy wins), newest first. */
export function mergeSavedLists(sources: ListSource[]): SavedListRef[] {
  const byId = new Map<string, SavedListRef>();
  for (const { location, lists, meta = [] } of sources) {
    const details = new Map(meta.map((item) => [item.list.id, { public: item.public, shortCode: item.shortCode }]));
    for (const list of lists) {
      const cloud = details.get(list.id) ?? null;
      const known = byId.get(list.id);
      if (!known) byId.set(list.id, { list, locations: [location], cloud });
      else {
        known.locations.push(location);
        known.cloud ??= cloud;
        if (list.updatedAt > known.list.updatedAt) known.list = list;
      }
    }
  }
  return [...byId.values()].sort((a, b) => (a.list.updatedAt < b.list.updatedAt ? 1 : -1));
}
