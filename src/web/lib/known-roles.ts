import type { ProfileRoles } from '../../domain/auth/auth-state';
import { appStorage } from './storage';

/**
 * The roles last read from the signed-in member's profile, kept on the device. Auth state keeps
 * to the spec (a profile that cannot be read means no roles); play mode reads these too, so a
 * tester who reloads a game offline is not locked out of it (decision 0019).
 */
const KNOWN_ROLES_KEY = 'knownRoles';

interface StoredRoles extends ProfileRoles {
  userId: string;
}

export function rememberRoles(userId: string, roles: ProfileRoles): void {
  const stored: StoredRoles = { userId, wab_admin: roles.wab_admin === true, tester: roles.tester === true };
  appStorage.setJson(KNOWN_ROLES_KEY, stored);
}

/** The roles last read for this user on this device, or null. */
export function knownRoles(userId: string | null): ProfileRoles | null {
  if (!userId) return null;
  const stored = appStorage.getJson<Partial<StoredRoles>>(KNOWN_ROLES_KEY);
  if (!stored || stored.userId !== userId) return null;
  return { wab_admin: stored.wab_admin === true, tester: stored.tester === true };
}
