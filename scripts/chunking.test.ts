import { describe, expect, it } from 'vitest';
import { createChunkGroups, type ModuleGraph } from './chunking';
import { zodWithoutJsonSchema } from './zod-without-json-schema';

const LIB = '/app/node_modules/lucide-react/dist/esm';

/** A module graph: each module's static importers and code. */
function graph(modules: Record<string, { importers?: string[]; code?: string; isEntry?: boolean }>): ModuleGraph {
  return {
    getModuleInfo: (id) =>
      modules[id]
        ? {
            isEntry: modules[id].isEntry ?? false,
            importers: modules[id].importers ?? [],
            code: modules[id].code ?? '',
          }
        : null,
  };
}

const app = graph({
  '/app/index.html': { isEntry: true },
  '/app/src/main.tsx': { importers: ['/app/index.html'] },
  '/app/src/router.tsx': { importers: ['/app/src/main.tsx'] },
  '/app/src/header.tsx': {
    importers: ['/app/src/router.tsx'],
    code: 'import { Menu, House as Home } from "lucide-react";',
  },
  // A page loaded on demand (no static importer) and what only it uses.
  '/app/src/builder-page.tsx': { code: 'import { Trash2 } from "lucide-react";' },
  '/app/src/unit-card.tsx': { importers: ['/app/src/builder-page.tsx'] },
  // An import cycle the entry does not reach.
  '/app/src/a.ts': { importers: ['/app/src/b.ts'] },
  '/app/src/b.ts': { importers: ['/app/src/a.ts'] },
  '/app/src/styles.css': { importers: ['/app/src/main.tsx'] },
  [`${LIB}/lucide-react.mjs`]: {
    importers: ['/app/src/header.tsx', '/app/src/builder-page.tsx'],
    code: [
      "export { default as Menu, default as MenuIcon } from './icons/menu.mjs';",
      "export { default as House, default as Home } from './icons/house.mjs';",
      "export { default as Trash2, default as Trash2Icon } from './icons/trash-2.mjs';",
    ].join('\n'),
  },
  [`${LIB}/icons/index.mjs`]: { importers: [`${LIB}/lucide-react.mjs`] },
  [`${LIB}/icons/menu.mjs`]: { importers: [`${LIB}/lucide-react.mjs`, `${LIB}/icons/index.mjs`] },
  [`${LIB}/icons/house.mjs`]: { importers: [`${LIB}/lucide-react.mjs`, `${LIB}/icons/index.mjs`] },
  [`${LIB}/icons/trash-2.mjs`]: { importers: [`${LIB}/lucide-react.mjs`, `${LIB}/icons/index.mjs`] },
});

describe('the web build’s chunk groups', () => {
  it('puts what the entry loads in one app chunk, but for the page’s own script and its styles', () => {
    const group = createChunkGroups();
    expect(group('/app/src/router.tsx', app)).toBe('app');
    expect(group('/app/src/header.tsx', app)).toBe('app');
    expect(group('/app/src/main.tsx', app)).toBeNull();
    expect(group('/app/src/styles.css', app)).toBeNull();
  });

  it('leaves what only pages loaded on demand use to the bundler, through import cycles too', () => {
    const group = createChunkGroups();
    expect(group('/app/src/builder-page.tsx', app)).toBeNull();
    expect(group('/app/src/unit-card.tsx', app)).toBeNull();
    expect(group('/app/src/a.ts', app)).toBeNull();
    expect(group('/app/src/b.ts', app)).toBeNull();
  });

  it('keeps the entry’s icons, under any of their names, with the entry and puts every other icon in one chunk', () => {
    const group = createChunkGroups();
    expect(group(`${LIB}/icons/menu.mjs`, app)).toBe('app');
    expect(group(`${LIB}/icons/house.mjs`, app)).toBe('app');
    expect(group(`${LIB}/icons/trash-2.mjs`, app)).toBe('icons');
    expect(group(`${LIB}/icons/index.mjs`, app)).toBeNull();
  });
});

describe('zod without its JSON Schema code in the web build', () => {
  const plugin = zodWithoutJsonSchema();
  const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const schemas = `${process.cwd()}/node_modules/zod/v4/classic/schemas.js`;

  it('gives zod’s schema classes makers that refuse, and its own check reader', () => {
    const processors = resolve('../core/json-schema-processors.js', schemas)!;
    const code = load(processors)!;
    expect(code).toMatch(/export \{ aggregateChecks \} from ".*zod\/v4\/core\/json-schema-processors\.js";/);
    expect(code).toContain('export const stringProcessor = unavailable;');
    const maker = load(resolve('../core/to-json-schema.js', schemas)!)!;
    expect(maker).toContain('export const createToJSONSchemaMethod = () => unavailable;');
    expect(maker).not.toMatch(/from /);
  });

  it('leaves every other import alone', () => {
    expect(resolve('../core/json-schema-processors.js', '/app/src/contracts/openapi.ts')).toBeNull();
    expect(resolve('./parse.js', schemas)).toBeNull();
    expect(load('/app/src/main.tsx')).toBeNull();
  });
});
