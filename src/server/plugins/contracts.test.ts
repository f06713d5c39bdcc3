import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { distinctRoutes, recordRoutes, type RegisteredRoute } from '../../../test/server/abuse/routes';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> }>
  >;
}

let server: TestApp;
let routes: RegisteredRoute[];
let document: OpenApiDocument;
beforeAll(async () => {
  const recorder = recordRoutes();
  server = await createTestApp();
  recorder.stop();
  routes = distinctRoutes(recorder.routes);
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await server?.close();
});

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI description at /api/openapi.json', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('describes every route the server registers', () => {
    const missing = routes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('gives a route with a contract its body and answer schemas', () => {
    const save = document.paths['/api/collection']?.put;
    expect(save?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['items'] } } },
    });
    expect(save?.responses?.['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
  });

  it('gives the auth routes under /auth/v1 their query, params and body schemas', () => {
    expect(document.paths['/auth/v1/signup']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', properties: { email: {}, password: {} } } } },
    });
    expect(document.paths['/auth/v1/token']?.post?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'grant_type', in: 'query' })]),
    );
    expect(document.paths['/auth/v1/factors/{factorId}/verify']?.post).toMatchObject({
      parameters: [expect.objectContaining({ name: 'factorId', in: 'path' })],
      requestBody: { content: { 'application/json': { schema: { required: ['challenge_id', 'code'] } } } },
    });
    expect(document.paths['/auth/v1/admin/users']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'per_page', in: 'query' })]),
    );
  });
});

describe('route contracts', () => {
  it('refuse a body that does not match with the uniform 400 naming the field, after the session is checked', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/collection`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: 'many' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
