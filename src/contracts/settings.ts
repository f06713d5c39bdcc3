import { z } from 'zod';
import { PLAY_MODE_AUDIENCES } from '../domain/game/access';

export { ADMIN_PLAY_MODE_SETTING_PATH, PLAY_MODE_SETTING_PATH } from './paths';

/** Who may use play mode (decision 0019): the answer of GET and the body and answer of PUT. */
export const playModeSettingSchema = z.strictObject({ audience: z.enum(PLAY_MODE_AUDIENCES) });
export type PlayModeSetting = z.infer<typeof playModeSettingSchema>;
