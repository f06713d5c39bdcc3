import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { createChunkGroups } from './scripts/chunking.js';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema.js';

/**
 * How much each public page, and what those pages load once they are up, weighs when the build plans
 * its shared chunks (issue 14's budgets: the home page's are the tightest).
 */
const PUBLIC_PAGE_WEIGHTS = {
  'app/pages/landing-page.tsx': 6,
  'app/pages/builder-page.tsx': 1,
  'app/pages/shared-list-page.tsx': 1,
  'app/pages/rules-faq-page.tsx': 1,
  'app/pages/missions-page.tsx': 1,
  'app/pages/unit-stats-page.tsx': 1,
  'app/pages/news-page.tsx': 1,
  'app/pages/legal-pages.tsx': 1,
  // What those pages load once they are up: the rich-text renderer, the update panel and the performance card.
  'ui/rich-text-render.tsx': 1,
  'features/pwa/app-status.tsx': 1,
  'features/pwa/performance-card.tsx': 1,
};

/**
 * React Router's package names its development build for every import; its production build, the
 * same code with the warnings for developers switched off, is only reachable by its path. The app
 * imports `react-router` alone (an import of `react-router/dom` would need its own alias, or it
 * would bring a second copy of the router).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  publicDir: isSsrBuild ? false : 'public',
  // The server's renderer (entry-server.tsx) is one self-contained file: it runs from wherever the
  // web build is put (tests build into a temporary folder with no node_modules beside it).
  ssr: { noExternal: true },
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        zodWithoutJsonSchema(),
        tailwindcss(),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: '.',
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,svg,png,woff2,webmanifest}'],
            // The page itself is cached from the server, which fills in the instance's settings.
            globIgnores: ['**/index.html'],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          },
          manifest: {
            name: 'Rookery',
            short_name: 'Rookery',
            description: 'Army builder and game companion for Warcrow (unofficial fan project).',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            background_color: '#14110f',
            theme_color: '#14110f',
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
            ],
          },
        }),
      ],
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // The app chunk (the entry and all it loads: React, the router, the translator) is about 460 KB
        // before compression, 140 KB gzip.
        chunkSizeWarningLimit: 500,
        // Which chunks each page needs, so the server can preload them with the page's HTML.
        manifest: true,
        rolldownOptions: {
          output: {
            // The entry's modules in one file, the pages' icons in another, and what pages share in
            // a few files (scripts/chunking.ts), weighed for the public pages that paint from the
            // server's HTML, the home page most.
            codeSplitting: {
              groups: [
                {
                  name: createChunkGroups({
                    weights: PUBLIC_PAGE_WEIGHTS,
                    // The home page's icons, and those of the parts every page loads once it is up.
                    iconsWithEntry: [
                      'app/pages/landing-page.tsx',
                      'features/pwa/app-status.tsx',
                      'features/pwa/performance-card.tsx',
                    ],
                  }),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/realtime': { target: 'ws://localhost:3000', ws: true },
      '/CHANGELOG.md': 'http://localhost:3000',
    },
  },
}));
