import { z } from 'zod';

export { HEALTH_PATH } from './paths';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nonnegative().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
