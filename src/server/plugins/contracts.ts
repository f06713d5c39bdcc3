import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { OPENAPI_PATH, REALTIME_PATH } from '../../contracts/paths';
import { validationError } from '../http-error';

const REALTIME_OPERATION = {
  tags: ['realtime'],
  summary: 'The realtime hub',
  description:
    'Upgrades to a websocket. The client signs in with an `auth` frame holding its access token, `join`s and `leave`s channels (`kind:id`) and receives their events; frames are JSON, described in src/server/realtime/protocol.ts.',
  responses: { 101: { description: 'Switching to the websocket protocol.' } },
};

/**
 * Routes declare their params, query, body and answers with the zod schemas in src/contracts
 * (decision 0035). Fastify checks what comes in before the handler runs, with one answer for
 * input that does not match (the 400 `validation_failed` naming each field), and writes what goes
 * out through the answer's schema, so only the fields the contract names leave the server. The
 * same declarations make the OpenAPI description served at /api/openapi.json.
 */
export async function registerContracts(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  });
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rookery API',
        description:
          'The HTTP API of Rookery, the army builder and game companion for Warcrow. Errors answer `{ code, message }`; the auth service under /auth/v1 follows GoTrue.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // The websocket plugin hides its routes from the description; the hub is described by hand.
    transformObject: (document) =>
      'openapiObject' in document
        ? {
            ...document.openapiObject,
            paths: { ...document.openapiObject.paths, [REALTIME_PATH]: { get: REALTIME_OPERATION } },
          }
        : document.swaggerObject,
  });
}

/** `GET /api/openapi.json`: the description of every route, generated from the contracts. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(OPENAPI_PATH, { schema: { tags: ['meta'] } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
}
