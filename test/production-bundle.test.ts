import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Test support, fixtures and fakes live under test/ (and beside the tests as *.test.ts files), so
 * what ships is what the product runs. These bundle the server's and the browser's entry points
 * the way the production build reaches them and list every file of ours that gets in.
 */
const TEST_CODE = /^(test\/|e2e\/)|\.test\.tsx?$/;

/** The browser build's imports that only Vite understands (virtual modules, ?raw, styles, fonts). */
const viteOnly: Plugin = {
  name: 'vite-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^virtual:|\?(raw|url|inline)$/ }, (args) => ({ path: args.path, external: true }));
    pluginBuild.onResolve({ filter: /\.(css|woff2?|svg|png|webp)$/ }, (args) => ({ path: args.path, external: true }));
  },
};

async function ourFiles(entryPoints: string[], platform: 'node' | 'browser'): Promise<string[]> {
  const result = await build({
    entryPoints,
    bundle: true,
    platform,
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    outdir: 'out',
    splitting: true,
    plugins: platform === 'browser' ? [viteOnly] : [],
  });
  return Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
}

describe('the production bundles', () => {
  it('hold no test support, fixtures or tests in the server', async () => {
    const files = await ourFiles(['src/server/main.ts'], 'node');
    expect(files).toContain('src/server/main.ts');
    expect(files.filter((file) => TEST_CODE.test(file))).toEqual([]);
  });

  it('hold no test support, fixtures or tests in the web app and its server renderer', async () => {
    const files = await ourFiles(['src/web/main.tsx', 'src/web/entry-server.tsx', 'src/web/sw.ts'], 'browser');
    expect(files).toContain('src/web/main.tsx');
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => TEST_CODE.test(file))).toEqual([]);
  });
});
