import { describe, expect, it } from 'vitest';
import { referenceGroups, typeName, UNTAGGED, type OpenApiDocument } from './reference';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Rookery API', version: '1' },
  paths: {
    '/api/lists/{listId}': {
      put: {
        tags: ['lists'],
        parameters: [{ name: 'listId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['list'] } } } },
        responses: {
          '200': { description: 'Default Response', content: { 'application/json': { schema: { type: 'object' } } } },
          '201': { description: 'Default Response' },
          '404': { description: 'No such list.' },
        },
      },
      get: { tags: ['lists'], responses: { '200': { description: 'Default Response' } } },
    },
    '/api/lists': { get: { tags: ['lists'] } },
    '/api/health': { get: { tags: ['meta'], summary: 'Health' } },
    '/auth/v1/token': { post: {} },
    '/odd': { get: 'not an operation', trace: {} },
  },
};

describe('referenceGroups', () => {
  it('groups routes by tag, tags in order with untagged routes last, paths and methods in order', () => {
    const groups = referenceGroups(document);
    expect(groups.map((group) => group.tag)).toEqual(['lists', 'meta', UNTAGGED]);
    expect(groups[0]!.operations.map((operation) => operation.id)).toEqual([
      'get-/api/lists',
      'get-/api/lists/{listId}',
      'put-/api/lists/{listId}',
    ]);
  });

  it('reads parameters, the body schema and each answer with its schema', () => {
    const save = referenceGroups(document)[0]!.operations[2]!;
    expect(save.parameters).toEqual([
      { name: 'listId', in: 'path', required: true, type: 'string', description: undefined },
    ]);
    expect(save.body).toEqual({ type: 'object', required: ['list'] });
    expect(save.answers).toEqual([
      { status: '200', description: undefined, schema: { type: 'object' } },
      { status: '201', description: undefined, schema: undefined },
      { status: '404', description: 'No such list.', schema: undefined },
    ]);
  });

  it('skips what is not an operation it can read', () => {
    const other = referenceGroups(document).find((group) => group.tag === UNTAGGED)!;
    expect(other.operations.map((operation) => operation.id)).toEqual(['post-/auth/v1/token']);
  });
});

describe('typeName', () => {
  it.each([
    [undefined, 'any'],
    [{ type: 'string' }, 'string'],
    [{ type: 'array', items: { type: 'integer' } }, 'array of integer'],
    [{ enum: ['open', 'fixed'] }, '"open" | "fixed"'],
    [{ anyOf: [{ type: 'string' }, { type: 'null' }] }, 'string | null'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ const: 1 }, '1'],
    [{}, 'any'],
  ])('names %j %s', (schema, name) => {
    expect(typeName(schema as Record<string, unknown> | undefined)).toBe(name);
  });
});
