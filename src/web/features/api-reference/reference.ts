import { z } from 'zod';

/**
 * The parts of the server's OpenAPI description (GET /api/openapi.json, decision 0035) the API
 * reference page shows: each route with its parameters, body and answers, grouped by tag.
 */
const jsonSchema = z.record(z.string(), z.unknown());
const parameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchema.optional(),
});
const mediaSchema = z.record(z.string(), z.object({ schema: jsonSchema.optional() }));
const operationSchema = z.object({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.object({ content: mediaSchema.optional() }).optional(),
  responses: z
    .record(z.string(), z.object({ description: z.string().optional(), content: mediaSchema.optional() }))
    .optional(),
});
export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
}

export interface ReferenceAnswer {
  status: string;
  description?: string;
  schema?: Record<string, unknown>;
}

export interface ReferenceOperation {
  /** `get-/api/lists/{listId}`: an anchor for the route. */
  id: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: string;
  parameters: ReferenceParameter[];
  body?: Record<string, unknown>;
  answers: ReferenceAnswer[];
}

export interface ReferenceGroup {
  tag: string;
  operations: ReferenceOperation[];
}

/** A short name for a JSON schema's type: `string`, `integer`, `array of object`, `a | b`. */
export function typeName(schema: Record<string, unknown> | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (Array.isArray(variants)) return variants.map((variant) => typeName(variant)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') return `array of ${typeName(schema.items as Record<string, unknown> | undefined)}`;
  return typeof schema.type === 'string' ? schema.type : 'any';
}

const firstSchema = (content: z.infer<typeof mediaSchema> | undefined) =>
  content ? Object.values(content).find((media) => media.schema)?.schema : undefined;

/** What the description says of an answer nobody described; it says nothing, so it is not shown. */
const PLACEHOLDER_DESCRIPTION = 'Default Response';

/** Routes with no tag of their own are listed under this one. */
export const UNTAGGED = 'other';

/** Every route of the description, grouped by its first tag, tags and paths in order. */
export function referenceGroups(document: OpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const parsed = operationSchema.safeParse(item[method]);
      if (!item[method] || !parsed.success) continue;
      const operation = parsed.data;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const entry: ReferenceOperation = {
        id: `${method}-${path}`,
        method,
        path,
        summary: operation.summary,
        description: operation.description,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          type: typeName(parameter.schema),
          description: parameter.description,
        })),
        body: firstSchema(operation.requestBody?.content),
        answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({
          status,
          description: answer.description === PLACEHOLDER_DESCRIPTION ? undefined : answer.description,
          schema: firstSchema(answer.content),
        })),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }
  const order = (a: ReferenceOperation, b: ReferenceOperation) =>
    a.path.localeCompare(b.path) || HTTP_METHODS.indexOf(a.method) - HTTP_METHODS.indexOf(b.method);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === UNTAGGED ? 1 : b === UNTAGGED ? -1 : a.localeCompare(b)))
    .map(([tag, operations]) => ({ tag, operations: operations.sort(order) }));
}
