import type { Orm } from '../../db/database';
import { DEFAULT_PLAY_MODE_AUDIENCE, isPlayModeAudience, type PlayModeAudience } from '../../../domain/game/access';
import { settingsRepository } from './settings-repository';

/** The settings row that says who may use play mode (decision 0019). */
export const PLAY_MODE_SETTING_KEY = 'play-mode';

/** The stored audience; everyone until an admin chooses, and when the stored value is unusable. */
export async function readPlayModeAudience(orm: Orm): Promise<PlayModeAudience> {
  const stored = await settingsRepository(orm).get<{ audience?: unknown }>(PLAY_MODE_SETTING_KEY);
  return isPlayModeAudience(stored?.audience) ? stored.audience : DEFAULT_PLAY_MODE_AUDIENCE;
}

export async function writePlayModeAudience(orm: Orm, audience: PlayModeAudience): Promise<void> {
  await settingsRepository(orm).set(PLAY_MODE_SETTING_KEY, { audience });
}
