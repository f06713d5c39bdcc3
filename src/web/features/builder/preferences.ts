import { appStorage } from '../../lib/storage';

/**
 * The builder's remembered choices: the last faction and the list that was open. Stored as a
 * preference (`preferences_builder`), which Clear Cache keeps (storage policy).
 */
export interface BuilderPreferences {
  factionId?: string;
  listId?: string;
}

const NAME = 'preferences_builder';

export function readBuilderPreferences(): BuilderPreferences {
  const stored = appStorage.getJson<unknown>(NAME);
  if (!stored || typeof stored !== 'object') return {};
  const { factionId, listId } = stored as Record<string, unknown>;
  return {
    ...(typeof factionId === 'string' ? { factionId } : {}),
    ...(typeof listId === 'string' ? { listId } : {}),
  };
}

export function writeBuilderPreferences(change: BuilderPreferences): void {
  const next = { ...readBuilderPreferences(), ...change };
  if (change.listId === undefined && 'listId' in change) delete next.listId;
  appStorage.setJson(NAME, next);
}
