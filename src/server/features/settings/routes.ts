import type { FastifyInstance } from 'fastify';
import {
  ADMIN_PLAY_MODE_SETTING_PATH,
  PLAY_MODE_SETTING_PATH,
  playModeSettingSchema,
  type PlayModeSetting,
} from '../../../contracts/settings';
import { parseWith } from '../../http-error';
import { requireAdmin } from '../../plugins/auth-guard';
import { readPlayModeAudience, writePlayModeAudience } from './play-mode';

/**
 * Settings the web app needs before anyone signs in: who may use play mode is public (the landing
 * page and the game pages show or explain it); only admins change it. The game routes enforce it.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(PLAY_MODE_SETTING_PATH, async (_request, reply) => {
    const body: PlayModeSetting = { audience: await readPlayModeAudience(app.db.orm) };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  app.put(ADMIN_PLAY_MODE_SETTING_PATH, async (request, reply) => {
    await requireAdmin(app, request);
    const { audience } = parseWith(playModeSettingSchema, request.body);
    await writePlayModeAudience(app.db.orm, audience);
    const body: PlayModeSetting = { audience };
    return reply.header('Cache-Control', 'no-store').send(body);
  });
}
