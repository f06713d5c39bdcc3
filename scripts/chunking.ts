/**
 * How the web build groups modules into chunks, beyond what the bundler decides from the import
 * graph (issue 14: a page's icons come in one file, not one request each).
 */

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  code: string | null;
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

/**
 * The web build's chunk groups (a name function for the bundler's `codeSplitting.groups`):
 *
 * - `app`: every module the entry loads through static imports. Every page loads them anyway, but
 *   the bundler spread them over a dozen small shared files (React, the translator, the API
 *   client…), each one more request before the page could be taken over.
 * - `icons`: every icon a page may show but the entry does not draw. The bundler would otherwise
 *   give each icon that two pages share a file of its own, a few hundred bytes and one request
 *   each (the builder asked for fifteen). The entry's icons stay with the entry, so the home page
 *   loads no other icon.
 *
 * The app imports icons from the library's index, which imports every icon: whether the entry
 * draws one is read from the imports of the app's modules the entry loads, and the index itself
 * is never followed. The groups take no dependencies along (`includeDependenciesRecursively:
 * false`): an icon's dependencies are the entry's.
 */
export function createChunkGroups() {
  const inEntry = new Map<string, boolean>();
  /** The icon names the app's modules that the entry loads import, read once. */
  let entryIconNames: Set<string> | undefined;
  /** For each icon file, the names the library exports it under (an icon has aliases), read once. */
  let names: Map<string, Set<string>> | undefined;

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
    const library = importers.find((importer) => ICON_LIBRARY.test(importer));
    const libraryInfo = library ? graph.getModuleInfo(library) : null;
    if (!libraryInfo) return false;
    names ??= iconNames(libraryInfo.code ?? '');
    entryIconNames ??= new Set(
      libraryInfo.importers
        .filter((importer) => entryLoads(importer, graph))
        .flatMap((importer) => importedIcons(graph.getModuleInfo(importer)?.code ?? '')),
    );
    return [...(names.get(file) ?? [])].some((name) => entryIconNames!.has(name));
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
    return entryLoads(id, graph) ? 'app' : null;
  };
}
