import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Leaves zod's JSON Schema output out of the web build (issue 14: none of it on the path to a
 * public page's first paint). zod's schema classes import the JSON Schema makers for their
 * `toJSONSchema()` method and `~standard.jsonSchema`, so a bundler keeps all of them (about 18 KB
 * before compression) wherever zod is used. The web app never asks a schema for JSON Schema: the
 * server makes the API description. In the web build, the schema classes get these two modules
 * in a form whose makers say so if they are ever called; `aggregateChecks`, which the classes'
 * `minLength`-style properties read, is zod's own.
 */
export function zodWithoutJsonSchema(): Plugin {
  const SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
  const STUB = '\0zod-without-json-schema:';
  const unavailable = `() => { throw new Error('JSON Schema is made by the server; the web app does not carry zod\\u2019s JSON Schema code.'); }`;
  return {
    name: 'zod-without-json-schema',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !SCHEMAS.test(importer)) return null;
      if (source === '../core/json-schema-processors.js' || source === '../core/to-json-schema.js')
        return STUB + path.resolve(path.dirname(importer), source);
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const real = id.slice(STUB.length);
      const code = readFileSync(real, 'utf8');
      const names = [...code.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]!);
      const lines = [`const unavailable = ${unavailable};`];
      for (const name of names) {
        if (name === 'aggregateChecks') lines.push(`export { aggregateChecks } from ${JSON.stringify(real)};`);
        // The method makers give the method, which says so when called; the rest say so at once.
        else lines.push(`export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`);
      }
      return lines.join('\n');
    },
  };
}
