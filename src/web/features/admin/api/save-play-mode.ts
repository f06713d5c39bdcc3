import { ADMIN_PLAY_MODE_SETTING_PATH, playModeSettingSchema } from '../../../../contracts/settings';
import type { PlayModeAudience } from '../../../../domain/game/access';
import { apiFetch } from '../../../lib/api';

/** Sets who may use play mode; answers with what was stored. */
export const savePlayMode = async (audience: PlayModeAudience): Promise<PlayModeAudience> =>
  (await apiFetch(ADMIN_PLAY_MODE_SETTING_PATH, playModeSettingSchema, { method: 'PUT', body: { audience } })).audience;
