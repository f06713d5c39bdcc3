import { describe, expect, it } from 'vitest';
import { REQUEST_COST_CHARS, createChunkGroups, planSharedChunks, type ModuleGraph } from './chunking';
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

describe('the shared chunks of parts loaded on demand', () => {
  const reach = (entries: Record<string, string[]>) =>
    new Map(Object.entries(entries).map(([id, parts]) => [id, new Set(parts)]));
  const small = () => 100;

  it('joins small pieces the same pages share, and what a few more pages share too', () => {
    const plan = planSharedChunks(
      reach({
        '/app/src/a.ts': ['builder', 'list'],
        '/app/src/b.ts': ['builder', 'list', 'stats'],
        '/app/src/c.ts': ['builder', 'list'],
      }),
      small,
      () => 1,
    );
    expect(new Set(plan.values()).size).toBe(1);
    expect(plan.get('/app/src/a.ts')).toMatch(/^common-/);
  });

  it('leaves to the bundler what one part alone loads', () => {
    expect(planSharedChunks(reach({ '/app/src/a.ts': ['builder'] }), small, () => 1).size).toBe(0);
  });

  it('does not make a page download much that it does not use to save a request', () => {
    const big = REQUEST_COST_CHARS * 4;
    const plan = planSharedChunks(
      reach({ '/app/src/home-bits.ts': ['home', 'builder'], '/app/src/kit.ts': ['builder', 'list'] }),
      (id) => (id.endsWith('kit.ts') ? big : 100),
      () => 1,
    );
    expect(plan.get('/app/src/home-bits.ts')).not.toBe(plan.get('/app/src/kit.ts'));
  });

  it('counts what the other half imports among what a page then downloads', () => {
    // The rules page shares a search box with the builder; the builder shares a list store with
    // the list page, and the store imports a schema library the rules page does not load.
    // Three heavy pages load the schemas without the store, so the two stay apart.
    const entries = reach({
      '/app/src/search.ts': ['rules', 'builder'],
      '/app/src/store.ts': ['builder', 'list'],
      '/app/src/schemas.ts': ['builder', 'list', 'stats', 'game', 'news'],
    });
    const size = (id: string) =>
      id.endsWith('schemas.ts') ? REQUEST_COST_CHARS * 2 : id.endsWith('store.ts') ? REQUEST_COST_CHARS * 0.3 : 100;
    const weight = (part: string) => (['stats', 'game', 'news'].includes(part) ? 3 : 1);
    const imports = (id: string) => (id.endsWith('store.ts') ? ['/app/src/schemas.ts', '/app/src/elsewhere.ts'] : []);
    const blind = planSharedChunks(entries, size, weight);
    expect(blind.get('/app/src/search.ts')).toBe(blind.get('/app/src/store.ts'));
    const plan = planSharedChunks(entries, size, weight, imports);
    expect(plan.get('/app/src/search.ts')).not.toBe(plan.get('/app/src/store.ts'));
    expect(plan.get('/app/src/search.ts')).not.toBe(plan.get('/app/src/schemas.ts'));
  });

  it('follows imports through a fixed chunk, such as a part that other modules import', () => {
    // The builder's data changes import a part with a file of its own (the data pack loader),
    // which imports the schemas: joining the changes with the rules page's search box would have
    // the rules page load the loader and the schemas.
    const entries = reach({
      '/app/src/search.ts': ['rules', 'builder', 'list'],
      '/app/src/changes.tsx': ['builder', 'list'],
      '/app/src/schemas.ts': ['builder', 'list', 'loader', 'stats', 'game', 'news'],
    });
    const size = (id: string) =>
      id.endsWith('schemas.ts') ? REQUEST_COST_CHARS * 2 : id.endsWith('changes.tsx') ? REQUEST_COST_CHARS * 0.3 : 100;
    const weight = (part: string) => (['stats', 'game', 'news'].includes(part) ? 3 : 1);
    const imports = (id: string) => (id.endsWith('changes.tsx') ? ['/app/src/loader.ts'] : []);
    const loader = {
      id: '/app/src/loader.ts',
      size: 100,
      reach: new Set(['loader', 'builder', 'list']),
      imports: ['/app/src/schemas.ts'],
    };
    const blind = planSharedChunks(entries, size, weight, imports);
    expect(blind.get('/app/src/search.ts')).toBe(blind.get('/app/src/changes.tsx'));
    const plan = planSharedChunks(entries, size, weight, imports, [loader]);
    expect(plan.get('/app/src/search.ts')).not.toBe(plan.get('/app/src/changes.tsx'));
  });

  it('counts a fixed chunk a join would have a part load, and the parts a join made load it', () => {
    // The icons file: the list page loads it, and the badge draws from it.
    const icons = { id: 'icons', size: REQUEST_COST_CHARS * 3, reach: new Set(['list']) };
    const entries = reach({
      '/app/src/links.ts': ['home', 'builder'],
      '/app/src/badge.tsx': ['builder', 'list'],
    });
    const imports = (id: string) => (id.endsWith('badge.tsx') ? ['icons'] : []);
    expect(planSharedChunks(entries, small, () => 1, imports).get('/app/src/links.ts')).toBe(
      planSharedChunks(entries, small, () => 1, imports).get('/app/src/badge.tsx'),
    );
    const plan = planSharedChunks(entries, small, () => 1, imports, [icons]);
    expect(plan.get('/app/src/links.ts')).not.toBe(plan.get('/app/src/badge.tsx'));
  });

  it('weighs each part: a light part may download more so that heavy ones ask less', () => {
    const entries = reach({ '/app/src/a.ts': ['home', 'builder'], '/app/src/b.ts': ['builder', 'game'] });
    const size = () => REQUEST_COST_CHARS;
    const heavyHome = planSharedChunks(entries, size, (part) => (part === 'home' ? 3 : 0.25));
    expect(heavyHome.get('/app/src/a.ts')).not.toBe(heavyHome.get('/app/src/b.ts'));
    const heavyBuilder = planSharedChunks(entries, size, (part) => (part === 'builder' ? 3 : 0.25));
    expect(heavyBuilder.get('/app/src/a.ts')).toBe(heavyBuilder.get('/app/src/b.ts'));
  });

  it('names each chunk after what its largest module is, once', () => {
    const plan = planSharedChunks(
      reach({
        '/app/src/features/builder/i18n/fr.json': ['builder', 'list'],
        '/app/node_modules/qrcode/lib/index.js?commonjs-es-import': ['home', 'game'],
        '/app/src/x/qrcode.ts': ['stats', 'news'],
      }),
      (id) => (id.includes('builder') || id.includes('node_modules') ? REQUEST_COST_CHARS * 10 : 1),
      () => 1,
    );
    expect(plan.get('/app/src/features/builder/i18n/fr.json')).toBe('common-builder');
    expect(plan.get('/app/node_modules/qrcode/lib/index.js?commonjs-es-import')).toBe('common-qrcode');
    expect(plan.get('/app/src/x/qrcode.ts')).toBe('common-qrcode-2');
  });

  it('is planned from the whole graph, which parts on demand import statically', () => {
    const modules: Record<
      string,
      { importers?: string[]; importedIds?: string[]; dynamicImporters?: string[]; isEntry?: boolean; code?: string }
    > = {
      '/app/index.html': { isEntry: true, importedIds: ['/app/src/main.tsx'] },
      '/app/src/main.tsx': { importers: ['/app/index.html'], importedIds: ['/app/src/router.tsx'] },
      '/app/src/router.tsx': { importers: ['/app/src/main.tsx'] },
      '/app/src/builder-page.tsx': {
        dynamicImporters: ['/app/src/router.tsx'],
        importedIds: ['/app/src/kit.ts', '/app/src/card.ts'],
      },
      '/app/src/list-page.tsx': {
        dynamicImporters: ['/app/src/router.tsx'],
        importedIds: ['/app/src/kit.ts', '/app/src/card.ts'],
      },
      '/app/src/kit.ts': {
        importers: ['/app/src/builder-page.tsx', '/app/src/list-page.tsx'],
        importedIds: ['/app/src/router.tsx'],
      },
      '/app/src/card.ts': { importers: ['/app/src/builder-page.tsx', '/app/src/list-page.tsx'] },
    };
    const whole: ModuleGraph = {
      getModuleInfo: (id) => {
        const module = modules[id];
        return module
          ? {
              isEntry: false,
              importers: [],
              importedIds: [],
              dynamicImporters: [],
              dynamicallyImportedIds: [],
              code: 'x',
              ...module,
            }
          : null;
      },
    };
    const group = createChunkGroups();
    expect(group('/app/src/router.tsx', whole)).toBe('app');
    expect(group('/app/src/kit.ts', whole)).toMatch(/^common-/);
    expect(group('/app/src/card.ts', whole)).toBe(group('/app/src/kit.ts', whole));
    expect(group('/app/src/builder-page.tsx', whole)).toBeNull();
  });

  it('counts the icons file among what a join makes a page load', () => {
    const modules: Record<string, { importedIds?: string[]; dynamicImporters?: string[]; code?: string }> = {
      '/app/index.html': { importedIds: ['/app/src/main.tsx'] },
      '/app/src/main.tsx': { importedIds: ['/app/src/router.tsx'] },
      '/app/src/router.tsx': {},
      '/app/src/home-page.tsx': { dynamicImporters: ['/app/src/router.tsx'], importedIds: ['/app/src/links.ts'] },
      '/app/src/builder-page.tsx': {
        dynamicImporters: ['/app/src/router.tsx'],
        importedIds: ['/app/src/links.ts', '/app/src/badge.tsx'],
      },
      '/app/src/list-page.tsx': { dynamicImporters: ['/app/src/router.tsx'], importedIds: ['/app/src/badge.tsx'] },
      '/app/src/links.ts': {},
      // The only module that draws an icon, which the entry does not draw.
      '/app/src/badge.tsx': {
        importedIds: [`${LIB}/lucide-react.mjs`],
        code: 'import { Trash2 } from "lucide-react";',
      },
      [`${LIB}/lucide-react.mjs`]: {
        importedIds: [`${LIB}/icons/trash-2.mjs`],
        code: "export { default as Trash2, default as Trash2Icon } from './icons/trash-2.mjs';",
      },
      [`${LIB}/icons/trash-2.mjs`]: { code: 'x'.repeat(REQUEST_COST_CHARS) },
    };
    const importers = (id: string) => Object.keys(modules).filter((other) => modules[other]!.importedIds?.includes(id));
    const whole: ModuleGraph = {
      getModuleInfo: (id) => {
        const module = modules[id];
        return module
          ? {
              isEntry: id === '/app/index.html',
              importers: importers(id),
              importedIds: module.importedIds ?? [],
              dynamicImporters: module.dynamicImporters ?? [],
              dynamicallyImportedIds: Object.keys(modules).filter((other) =>
                modules[other]!.dynamicImporters?.includes(id),
              ),
              code: module.code ?? 'x',
            }
          : null;
      },
    };
    const weights = { 'home-page.tsx': 1, 'builder-page.tsx': 1, 'list-page.tsx': 1 };
    // Joining the two would save the builder a request, and have the home page load the icons.
    const group = createChunkGroups({ weights });
    expect(group(`${LIB}/icons/trash-2.mjs`, whole)).toBe('icons');
    expect(group('/app/src/links.ts', whole)).toMatch(/^common-/);
    expect(group('/app/src/badge.tsx', whole)).toMatch(/^common-/);
    expect(group('/app/src/links.ts', whole)).not.toBe(group('/app/src/badge.tsx', whole));

    // The icons the home page draws (through what it imports) go with the entry's when asked.
    modules['/app/src/links.ts']!.importedIds = ['/app/src/badge.tsx'];
    const withHome = createChunkGroups({ weights, iconsWithEntry: ['home-page.tsx'] });
    expect(withHome(`${LIB}/icons/trash-2.mjs`, whole)).toBe('app');
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
