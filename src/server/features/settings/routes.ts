import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PLAY_MODE_SETTING_PATH,
  PLAY_MODE_SETTING_PATH,
  playModeSettingSchema,
} from '../../../contracts/settings';
import { adminFirst } from '../../plugins/auth-guard';
import { readPlayModeAudience, writePlayModeAudience } from './play-mode';

/**
 * Settings the web app needs before anyone signs in: who may use play mode is public (the landing
 * page and the game pages show or explain it); only admins change it. The game routes enforce it.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const response = { 200: playModeSettingSchema };

  routes.get(PLAY_MODE_SETTING_PATH, { schema: { tags, response } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ audience: await readPlayModeAudience(app.db.orm) }),
  );

  const save = { tags, body: playModeSettingSchema, response };
  routes.put(ADMIN_PLAY_MODE_SETTING_PATH, { schema: save, preValidation: adminFirst(app) }, async (request, reply) => {
    const { audience } = request.body;
    await writePlayModeAudience(app.db.orm, audience);
    return reply.header('Cache-Control', 'no-store').send({ audience });
  });
}
