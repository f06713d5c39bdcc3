import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);
const area = (file) => path.relative(root, file).split(path.sep);

/**
 * The one place src/domain may use packages other than zod: the rich text pipeline
 * (src/domain/content/rich-text, decision 0033). Each is pure, runs the same on the server and in
 * the browser, and is what reads, sanitises and writes published content for both.
 */
const RICH_TEXT_PACKAGES = new Set([
  'unified',
  'remark-parse',
  'remark-rehype',
  'rehype-sanitize',
  'rehype-stringify',
  'parse5',
  'hast-util-from-parse5',
  'hast-util-from-html-isomorphic',
  'hast-util-to-text',
  'hast',
  'mdast',
]);

/** Which source folders each folder may import from (ARCHITECTURE.md §2). */
function boundaryProblem(fromFile, importPath) {
  const from = area(fromFile);
  if (from[0] !== 'src') return null;
  const isRelative = importPath.startsWith('.');
  const to = isRelative ? area(path.resolve(path.dirname(fromFile), importPath)) : null;
  const layer = from[1];
  // Any test may say what it needs from the machine (PostgreSQL, Chromium, reference data) and
  // use the shared test support and fixtures in test/.
  if (/\.test\.tsx?$/.test(fromFile) && (to?.join('/') === 'scripts/test-requirements' || to?.[0] === 'test'))
    return null;

  if (layer === 'domain') {
    if (to && to[1] !== 'domain') return 'src/domain imports only src/domain';
    const isTest = /\.test\.tsx?$/.test(fromFile);
    const richText = from.slice(0, 4).join('/') === 'src/domain/content/rich-text';
    if (!to && !isTest && importPath !== 'zod' && !(richText && RICH_TEXT_PACKAGES.has(importPath)))
      return 'src/domain stays pure: no packages except zod (and the unified packages in content/rich-text)';
  }
  if (layer === 'data' && to && !['data', 'domain'].includes(to[1]))
    return 'src/data imports only src/domain and src/data';
  if (layer === 'contracts' && to && !['contracts', 'domain'].includes(to[1]))
    return 'src/contracts imports only src/domain and src/contracts';
  if (layer === 'server' && to && to[1] === 'web') return 'the server never imports the web app';
  if (layer === 'web' && to && to[1] === 'server') return 'the web app never imports the server';
  if (layer === 'server' && from[2] === 'features' && to?.[1] === 'server' && to[2] === 'features' && to[3] !== from[3]) {
    // Another feature's tables (schema.ts) and its public module (index.ts) only, never its insides.
    if (!['', 'index', 'schema'].includes(to.slice(4).join('/').replace(/\.ts$/, '')))
      return `feature ${from[3]} reaches feature ${to[3]} only through features/${to[3]}/index.ts (or its schema.ts)`;
  }
  if (layer === 'web' && from[2] === 'features' && to && to[1] === 'web') {
    if (to[2] === 'app') return 'features do not import app/; pages in app/ compose features';
    if (to[2] === 'features' && to[3] !== from[3]) return `feature ${from[3]} must not import feature ${to[3]}`;
  }
  return null;
}

const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const problem = boundaryProblem(context.filename, node.source.value);
          if (problem) context.report({ node: node.source, message: problem });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

const SLEEP_MESSAGE =
  'No fixed sleeps in tests: wait for a condition (expect.poll, vi.waitFor, testing-library waitFor/findBy*, ' +
  'a realtime frame, a database row), or move a fake clock (vi.useFakeTimers, vi.advanceTimersByTimeAsync) when the ' +
  'code under test runs the timer. To check that something did not happen, first wait for a later signal that it ' +
  'would have by then. A real delay that is itself under test goes into FIXED_WAIT_EXCEPTIONS in eslint.config.js.';
const BROWSER_SLEEP_MESSAGE =
  'No fixed sleeps in browser tests: wait for the element (locator.waitFor), the answer ' +
  '(page.waitForResponse) or a state of the page (page.waitForFunction). To check that something did not happen, ' +
  'first wait for a later signal that it would have by then (a later request, element or event).';

/** The tests: every wait waits for a condition. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'];

/**
 * Test files that may still wait a fixed time, each with the reason why a real delay is what it
 * tests. Keep it empty or near it: a fake clock or a condition is almost always possible.
 */
const FIXED_WAIT_EXCEPTIONS = [
  // (none)
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { rookery: boundaries, 'react-hooks': reactHooks },
    rules: {
      'rookery/imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: TEST_FILES,
    ignores: ['bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='setTimeout']", message: SLEEP_MESSAGE },
        {
          selector: "MemberExpression[object.name=/^(window|globalThis|global|self)$/][property.name='setTimeout']",
          message: SLEEP_MESSAGE,
        },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: BROWSER_SLEEP_MESSAGE },
        { selector: 'ImportDeclaration[source.value=/timers\\/promises/]', message: SLEEP_MESSAGE },
        { selector: 'ImportExpression[source.value=/timers\\/promises/]', message: SLEEP_MESSAGE },
        {
          selector: "ImportDeclaration[source.value=/^(node:)?timers$/] ImportSpecifier[imported.name='setTimeout']",
          message: SLEEP_MESSAGE,
        },
      ],
    },
  },
  ...(FIXED_WAIT_EXCEPTIONS.length > 0
    ? [{ files: FIXED_WAIT_EXCEPTIONS, rules: { 'no-restricted-syntax': 'off' } }]
    : []),
  {
    // The auth routes reach the database only through the auth repositories (issue 16).
    files: ['src/server/auth/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|exec)$/]',
          message: 'Send SQL from a repository in src/server/auth, not from a route.',
        },
        {
          selector: "MemberExpression[property.name='orm']",
          message: 'Query through a repository in src/server/auth, not from a route.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'window', 'document'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
      ],
    },
  },
);
