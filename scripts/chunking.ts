/**
 * How the web build groups modules into chunks, beyond what the bundler decides from the import
 * graph (issue 14: a page's icons come in one file, not one request each).
 */

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  code: string | null;
  importedIds?: readonly string[];
  dynamicImporters?: readonly string[];
  dynamicallyImportedIds?: readonly string[];
}
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const INSIDE_LIBRARY = /[\\/]lucide-react[\\/]dist[\\/]/;
const ICON_LIST = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]index\.mjs$/;
/** Script and data modules (not styles), with or without a query (`?commonjs-…`). */
const SCRIPT = /\.(?:[cm]?[jt]sx?|json)(?:\?.*)?$/;
const ICON_LIBRARY = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/** `export { default as Menu, default as MenuIcon } from './icons/menu.mjs';` in the library's index. */
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.mjs["']/g;
/** `import { Menu, X as Close } from "lucide-react"` in a module of the app. */
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** The names the icon library exports each icon file under (an icon has aliases). */
function iconNames(libraryCode: string): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const [, list, file] of libraryCode.matchAll(ICON_EXPORT)) {
    const set = names.get(file!) ?? new Set<string>();
    for (const part of list!.split(',')) {
      const name = /default\s+as\s+(\w+)/.exec(part)?.[1];
      if (name) set.add(name);
    }
    names.set(file!, set);
  }
  return names;
}

/** The icon names a module imports from the library. */
function importedIcons(code: string): string[] {
  return [...code.matchAll(ICON_IMPORT)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  );
}

/** The id the `icons` file has in the plan of shared chunks. */
const ICONS_CHUNK = '\0icons';

/** In the plan of shared chunks, one request costs as much as this much module code (before minifying) loaded unused. */
export const REQUEST_COST_CHARS = 24_000;
/** The weight of a part loaded on demand that the options do not name (a page behind sign-in, a dialog). */
export const UNNAMED_WEIGHT = 0.25;

/** A chunk made otherwise than by the plan of shared chunks, which a join can make more parts load. */
export interface FixedChunk {
  /** What `imports` returns for a module that imports it. */
  id: string;
  /** Characters of module code. */
  size: number;
  /** The parts loaded on demand that load it. */
  reach: ReadonlySet<string>;
  /** The modules its own modules import (a part's file), so that what they bring counts too. */
  imports?: Iterable<string>;
}

interface SharedGroup {
  members: string[];
  /** The parts loaded on demand that load it: those that import its modules, and those that load a group importing it. */
  reach: Set<string>;
  /** Characters of module code. */
  size: number;
  /** The other groups (and fixed chunks) its modules import. */
  imports: Set<SharedGroup>;
}

/**
 * Which shared chunk each module that parts loaded on demand share goes in: module id → chunk
 * name. `reach` gives, for each such module, the parts loaded on demand (pages, dialogs) that load
 * it; `size` its code's length; `weight` how much a part counts; `imports` what a module imports
 * statically (it is asked about the modules two or more parts share, and about the fixed chunks'
 * `imports`; ids that are neither a shared module nor a fixed chunk are passed over).
 *
 * The bundler gives each set of parts its own chunk, so a page that shares a little with each
 * of many others asks for many files of a few hundred bytes (the builder asked for 53 on
 * HTTP/1.1, six at a time, one round trip a wave). This joins two shared chunks whenever what the
 * parts that load both save in requests outweighs what the parts that load only one then also
 * download, each part counting by its weight, the best join first, until no join pays. A part
 * that loads a joined chunk loads what any of its modules imports, so what the other half's
 * modules import (the schema library under a list store) counts among what it then downloads.
 * `fixed` names chunks made otherwise (the icons' file, the file of a part that other modules
 * also import): never joined, but counted, with what they import, when a join makes a part load
 * them.
 */
export function planSharedChunks(
  reach: ReadonlyMap<string, ReadonlySet<string>>,
  size: (id: string) => number,
  weight: (part: string) => number,
  imports: (id: string) => Iterable<string> = () => [],
  fixed: ReadonlyArray<FixedChunk> = [],
): Map<string, string> {
  const byReach = new Map<string, SharedGroup>();
  for (const [id, parts] of reach) {
    if (parts.size < 2) continue;
    const key = [...parts].sort().join('\n');
    const group = byReach.get(key) ?? { members: [], reach: new Set(parts), size: 0, imports: new Set() };
    group.members.push(id);
    group.size += size(id);
    byReach.set(key, group);
  }
  // In a fixed order, so that a build of the same code makes the same files.
  const groups = [...byReach.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
  const groupOf = new Map<string, SharedGroup>();
  for (const group of groups) for (const id of group.members) groupOf.set(id, group);
  const fixedImports = new Map<SharedGroup, Iterable<string>>();
  for (const chunk of fixed) {
    const group: SharedGroup = { members: [], reach: new Set(chunk.reach), size: chunk.size, imports: new Set() };
    groupOf.set(chunk.id, group);
    fixedImports.set(group, chunk.imports ?? []);
  }
  const link = (group: SharedGroup, ids: Iterable<string>) => {
    for (const imported of ids) {
      const other = groupOf.get(imported);
      if (other && other !== group) group.imports.add(other);
    }
  };
  for (const group of groups) for (const id of group.members) link(group, imports(id));
  for (const [group, ids] of fixedImports) link(group, ids);

  const weigh = (parts: Iterable<string>) => {
    let total = 0;
    for (const part of parts) total += weight(part);
    return total;
  };
  /** Every group a group imports, directly or through others (itself left out); kept until the next join. */
  const closures = new Map<SharedGroup, Set<SharedGroup>>();
  const closure = (start: SharedGroup) => {
    let found = closures.get(start);
    if (found) return found;
    found = new Set<SharedGroup>();
    const next = [start];
    for (let group = next.pop(); group; group = next.pop()) {
      for (const imported of group.imports) {
        if (found.has(imported) || imported === start) continue;
        found.add(imported);
        next.push(imported);
      }
    }
    closures.set(start, found);
    return found;
  };
  /** What joining a and b changes (below zero: the join pays). */
  const gain = (a: SharedGroup, b: SharedGroup) => {
    const both = [...a.reach].filter((part) => b.reach.has(part));
    if (both.length === 0) return Infinity;
    const onlyA = [...a.reach].filter((part) => !b.reach.has(part));
    const onlyB = [...b.reach].filter((part) => !a.reach.has(part));
    let change = -weigh(both) + (b.size * weigh(onlyA) + a.size * weigh(onlyB)) / REQUEST_COST_CHARS;
    // What either half imports, every part that loads the joined chunk now loads too.
    const joining = [...onlyA, ...onlyB];
    for (const imported of new Set([...closure(a), ...closure(b)])) {
      if (imported === a || imported === b) continue;
      const newcomers = joining.filter((part) => !imported.reach.has(part));
      if (newcomers.length) change += weigh(newcomers) * (1 + imported.size / REQUEST_COST_CHARS);
    }
    return change;
  };
  for (;;) {
    let best: { change: number; a: number; b: number } | null = null;
    for (let a = 0; a < groups.length; a++) {
      for (let b = a + 1; b < groups.length; b++) {
        const change = gain(groups[a]!, groups[b]!);
        if (change < 0 && (!best || change < best.change)) best = { change, a, b };
      }
    }
    if (!best) break;
    const [a, b] = [groups[best.a]!, groups[best.b]!];
    const joined: SharedGroup = {
      members: [...a.members, ...b.members],
      reach: new Set([...a.reach, ...b.reach]),
      size: a.size + b.size,
      imports: new Set([...a.imports, ...b.imports].filter((group) => group !== a && group !== b)),
    };
    groups[best.a] = joined;
    groups.splice(best.b, 1);
    for (const group of [...groups, ...fixedImports.keys()]) {
      const hadA = group.imports.delete(a);
      const hadB = group.imports.delete(b);
      if ((hadA || hadB) && group !== joined) group.imports.add(joined);
    }
    closures.clear();
    for (const imported of closure(joined)) {
      for (const part of joined.reach) imported.reach.add(part);
    }
  }
  const plan = new Map<string, string>();
  const taken = new Set<string>();
  for (const group of groups.sort((a, b) => b.size - a.size)) {
    // Named after its largest module, as the bundler names a chunk.
    const largest = group.members.reduce((a, b) => (size(b) > size(a) ? b : a));
    const base = `common-${baseName(largest)}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    for (const id of group.members) plan.set(id, name);
  }
  return plan;
}

/** Every module of the graph `start` belongs to: what imports it and what it imports, statically or on demand. */
function wholeGraph(start: string, graph: ModuleGraph): Set<string> {
  const all = new Set<string>([start]);
  for (const id of all) {
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const next of [
      ...info.importers,
      ...(info.importedIds ?? []),
      ...(info.dynamicImporters ?? []),
      ...(info.dynamicallyImportedIds ?? []),
    ])
      all.add(next);
  }
  return all;
}

/** Parts of a path that say nothing of what a module is: folders of packages and of translations, and their files. */
const GENERIC_NAME = /^(?:index|dist|esm|cjs|lib|src|build|i18n|en|es|fr|node_modules)$/;

/** A short name for what module `id` is: its file's name, or its folder's when the file's says nothing (`builder/i18n/fr.json` is "builder"). */
const baseName = (id: string) =>
  id
    .replace(/\?.*$/, '')
    .split(/[\\/]/)
    .map((part) => part.replace(/\.[^.]*$/, '').replace(/[^\w-]/g, ''))
    .filter((part) => part && !GENERIC_NAME.test(part))
    .at(-1) ?? 'chunk';

/**
 * The web build's chunk groups (a name function for the bundler's `codeSplitting.groups`):
 *
 * - `app`: every module the entry loads through static imports. Every page loads them anyway, but
 *   the bundler spread them over a dozen small shared files (React, the translator, the API
 *   client…), each one more request before the page could be taken over.
 * - `icons`: every icon a page may show but the entry does not draw. The bundler would otherwise
 *   give each icon that two pages share a file of its own, a few hundred bytes and one request
 *   each (the builder asked for fifteen). The entry's icons stay with the entry, and so do those
 *   of the parts `iconsWithEntry` names (by the end of their module ids): the home page and the
 *   parts every page loads once it is up draw about eighteen, 0.7 KB gzip in the entry's file,
 *   where the `icons` file would be one more request and 7.7 KB gzip of icons they do not draw.
 *
 * The app imports icons from the library's index, which imports every icon: whether the entry
 * draws one is read from the imports of the app's modules the entry loads, and the index itself
 * is never followed.
 * - `common-…`: what parts loaded on demand (pages, dialogs) share, in the few files
 *   planSharedChunks chooses; `weights` says how much each part counts, by the end of its module id.
 *
 * The groups take no dependencies along (`includeDependenciesRecursively: false`): an icon's
 * dependencies are the entry's, and every shared module is planned by itself.
 */
export function createChunkGroups(options: { weights?: Record<string, number>; iconsWithEntry?: string[] } = {}) {
  const inEntry = new Map<string, boolean>();
  let shared: Map<string, string> | undefined;

  /** Whether the entry loads module `id` through static imports (so it is in the entry chunk). */
  function entryLoads(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
    const known = inEntry.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    const loads = !!info && (info.isEntry || info.importers.some((importer) => entryLoads(importer, graph, seen)));
    // A "no" found while an import cycle was cut short is only sure for the first module asked.
    if (loads || [...seen][0] === id) inEntry.set(id, loads);
    return loads;
  }

  /** Whether the entry draws the icon in file `file` (module `id`). */
  function entryDraws(id: string, file: string, graph: ModuleGraph): boolean {
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    // Imported directly (not through the library's index) by a module the entry loads.
    if (importers.some((importer) => !INSIDE_LIBRARY.test(importer) && entryLoads(importer, graph))) return true;
    return iconFilesWithEntry(id, graph).has(file);
  }

  /** Every module of the graph, found once from any of them. */
  let graphModules: Set<string> | undefined;
  const modulesOf = (from: string, graph: ModuleGraph) => (graphModules ??= wholeGraph(from, graph));

  /** The icon file each name the library exports stands for (an icon has aliases), read once. */
  let fileOfName: Map<string, string> | undefined;
  /** The names the app's modules that the entry loads import from the library. */
  let entryIconNames = new Set<string>();
  function iconFiles(from: string, graph: ModuleGraph): Map<string, string> {
    if (fileOfName) return fileOfName;
    fileOfName = new Map();
    const library = [...modulesOf(from, graph)].find((id) => ICON_LIBRARY.test(id));
    const libraryInfo = library ? graph.getModuleInfo(library) : null;
    if (!libraryInfo) return fileOfName;
    for (const [file, aliases] of iconNames(libraryInfo.code ?? '')) {
      for (const name of aliases) fileOfName.set(name, file);
    }
    entryIconNames = new Set(
      libraryInfo.importers
        .filter((importer) => entryLoads(importer, graph))
        .flatMap((importer) => importedIcons(graph.getModuleInfo(importer)?.code ?? '')),
    );
    return fileOfName;
  }

  /**
   * The icon files that go in the entry's file, read once: those the entry's modules draw through
   * the library's index, and those the parts `options.iconsWithEntry` names draw (through their
   * static imports).
   */
  let withEntry: Set<string> | undefined;
  function iconFilesWithEntry(from: string, graph: ModuleGraph): Set<string> {
    if (withEntry) return withEntry;
    const fileOf = iconFiles(from, graph);
    const found = new Set<string>();
    const add = (name: string) => {
      const file = fileOf.get(name);
      if (file) found.add(file);
    };
    entryIconNames.forEach(add);
    const ends = options.iconsWithEntry ?? [];
    for (const part of [...modulesOf(from, graph)].filter((id) => ends.some((end) => id.endsWith(end)))) {
      const loaded = new Set([part]);
      for (const id of loaded) {
        const info = graph.getModuleInfo(id);
        importedIcons(info?.code ?? '').forEach(add);
        for (const next of info?.importedIds ?? [])
          if (SCRIPT.test(next) && !INSIDE_LIBRARY.test(next)) loaded.add(next);
      }
    }
    return (withEntry = found);
  }

  /** The `icons` file as the plan of shared chunks sees it: which modules draw an icon it holds, and its size. */
  function iconsChunk(from: string, graph: ModuleGraph) {
    const ids = [...modulesOf(from, graph)];
    const fileOf = iconFiles(from, graph);
    const withEntry = iconFilesWithEntry(from, graph);
    const files = new Map<string, string[]>();
    for (const id of ids) {
      if (INSIDE_LIBRARY.test(id) || !SCRIPT.test(id)) continue;
      const own = importedIcons(graph.getModuleInfo(id)?.code ?? '')
        .map((name) => fileOf.get(name))
        .filter((file): file is string => file !== undefined && !withEntry.has(file));
      if (own.length) files.set(id, own);
    }
    const used = new Set([...files.values()].flat());
    const size = ids
      .filter((id) => used.has(ICON.exec(id)?.[1] ?? ''))
      .reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);
    return { draws: (id: string) => files.has(id), size };
  }

  const weights = new Map<string, number>();
  /** The weight of a part loaded on demand: the one the options give the end of its id, else UNNAMED_WEIGHT (found once a part: the plan asks often). */
  const weight = (part: string) => {
    let known = weights.get(part);
    if (known === undefined) {
      known = Object.entries(options.weights ?? {}).find(([end]) => part.endsWith(end))?.[1] ?? UNNAMED_WEIGHT;
      weights.set(part, known);
    }
    return known;
  };

  /** The shared chunks of the whole graph (planSharedChunks), found from any of its modules. */
  function sharedChunks(start: string, graph: ModuleGraph): Map<string, string> {
    const all = modulesOf(start, graph);
    // A name that matches no module (a page renamed) would silently weigh nothing.
    for (const end of [...Object.keys(options.weights ?? {}), ...(options.iconsWithEntry ?? [])]) {
      if (![...all].some((id) => id.endsWith(end))) console.warn(`Chunk plan: no module's id ends with "${end}"`);
    }
    const planned = (id: string) => SCRIPT.test(id) && !INSIDE_LIBRARY.test(id) && !entryLoads(id, graph);
    const onDemand = [...all]
      .sort()
      .filter((id) => planned(id) && (graph.getModuleInfo(id)?.dynamicImporters?.length ?? 0) > 0);
    const parts = new Set(onDemand);
    const reach = new Map<string, Set<string>>();
    /** For each part that other modules import statically, the parts that load it that way. */
    const partReach = new Map<string, Set<string>>();
    const icons = iconsChunk(start, graph);
    const iconsReach = new Set<string>();
    const importsOf = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
    /** What a module imports, the icons file included when it draws from it. */
    const importsWithIcons = (id: string) => [...importsOf(id), ...(icons.draws(id) ? [ICONS_CHUNK] : [])];
    for (const part of onDemand) {
      const loaded = new Set<string>([part]);
      for (const id of loaded) {
        if (icons.draws(id)) iconsReach.add(part);
        for (const next of importsOf(id)) {
          if (loaded.has(next) || !planned(next)) continue;
          loaded.add(next);
          // A part loaded on demand keeps a chunk of its own even when another part imports it.
          const into = parts.has(next) ? partReach : reach;
          into.set(next, (into.get(next) ?? new Set()).add(part));
        }
      }
    }
    const codeSize = (id: string) => graph.getModuleInfo(id)?.code?.length ?? 0;
    // Such a part's file (with what only it loads) is a fixed chunk of the plan: a join that has a
    // page load a module importing it has that page load it, and what it imports.
    const partFiles: FixedChunk[] = [...partReach].map(([part, loaders]) => {
      const own = [part, ...[...reach].filter(([, by]) => by.size === 1 && by.has(part)).map(([id]) => id)];
      return {
        id: part,
        size: own.reduce((sum, id) => sum + codeSize(id), 0),
        reach: new Set([part, ...loaders]),
        imports: own.flatMap(importsWithIcons),
      };
    });
    return planSharedChunks(reach, codeSize, weight, importsWithIcons, [
      { id: ICONS_CHUNK, size: icons.size, reach: iconsReach },
      ...partFiles,
    ]);
  }

  return function chunkGroup(id: string, graph: ModuleGraph): string | null {
    // The library's list of all icons is never drawn from (the app names its icons).
    if (ICON_LIST.test(id)) return null;
    const icon = ICON.exec(id)?.[1];
    if (icon) return entryDraws(id, icon, graph) ? 'app' : 'icons';
    // Styles stay with the entry's own stylesheet. The page's script (the module the entry, the
    // HTML page, loads) stays in the entry chunk, which would be left empty otherwise.
    if (!SCRIPT.test(id)) return null;
    const info = graph.getModuleInfo(id);
    if (!info || info.isEntry || info.importers.some((importer) => graph.getModuleInfo(importer)?.isEntry)) return null;
    if (entryLoads(id, graph)) return 'app';
    shared ??= sharedChunks(id, graph);
    return shared.get(id) ?? null;
  };
}
