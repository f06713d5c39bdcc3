import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { parseDraft, serialiseDraft } from '../../domain/drafts';
import { downloadText } from './download';
import { appStorage } from './storage';

/**
 * Drafts on this device (issue 21): `draft_<name>` holds the work, `draft_<name>_setAside` a draft
 * that could not be read, kept for its owner to download. Both carry the environment prefix, and
 * the storage policy never purges either.
 */
export const draftStorageName = (name: string) => `draft_${name}`;
export const setAsideStorageName = (name: string) => `draft_${name}_setAside`;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// A draft can be set aside while a page renders (the game store reads lazily): tell the notices afterwards.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

export interface DraftStore<Value> {
  /** The kept value, or null; a draft that cannot be read is set aside first. */
  read(): Value | null;
  /** Keeps the value; false when it could not be kept (storage full, or far too large). */
  write(value: Value): boolean;
  clear(): void;
}

export function createDraftStore<Value>(name: string, schema: z.ZodType<Value>): DraftStore<Value> {
  const key = draftStorageName(name);
  return {
    read() {
      const raw = appStorage.getString(key);
      const result = parseDraft(raw, schema);
      if (result.kind === 'ok') return result.value;
      if (result.kind === 'set-aside' && raw !== null) {
        console.warn(`Set aside the ${name} draft: ${result.problem}`);
        // Removed first, so a draft that filled the storage still fits under its new name.
        appStorage.remove(key);
        appStorage.setString(setAsideStorageName(name), raw);
        notify();
      }
      return null;
    },
    write(value) {
      const text = serialiseDraft(value);
      if (text !== null) return appStorage.setString(key, text);
      appStorage.remove(key);
      return false;
    },
    clear() {
      appStorage.remove(key);
    },
  };
}

/** A set-aside draft of these names (the first found): its raw text, a download and a discard. */
export function useSetAsideDraft(names: readonly string[]) {
  const found = useSyncExternalStore(
    subscribe,
    () => {
      for (const name of names) {
        const raw = appStorage.getString(setAsideStorageName(name));
        if (raw !== null) return name;
      }
      return null;
    },
    // Nothing is set aside on the server, nor while the browser takes a server page over.
    () => null,
  );
  const download = useCallback(() => {
    const raw = found ? appStorage.getString(setAsideStorageName(found)) : null;
    if (found && raw !== null) downloadText(raw, `rookery-${found}-draft.txt`);
  }, [found]);
  const discard = useCallback(() => {
    if (!found) return;
    appStorage.remove(setAsideStorageName(found));
    notify();
  }, [found]);
  return { name: found, download, discard };
}
