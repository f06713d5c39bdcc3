import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeMarkup, XSS_PAYLOADS } from '../../fixtures/xss-payloads';
import { createTestApp, type TestApp } from '../app';
import type { TestMember } from '../members';
import { signedInAdmin } from './cast';
import { distinctRoutes, recordRoutes, type RegisteredRoute } from './routes';

/**
 * Fuzzing of what admins upload and write, and of what anyone can put in a URL: unit data CSV
 * sheets, rich text in the content editors (read back through the public API), share codes and
 * every route's path parameters. Never a 5xx; refused uploads publish nothing; no script survives.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

let server: TestApp;
let admin: TestMember;
let routes: RegisteredRoute[];
let exportedCsv: string;
const counts = { csv: 0, markup: 0, shareCodes: 0, pathParams: 0 };

beforeAll(async () => {
  const recorder = recordRoutes();
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  recorder.stop();
  routes = distinctRoutes(recorder.routes);
  admin = await signedInAdmin(server);
  await server.app.db.query('UPDATE profiles SET tester = true WHERE id = $1', [admin.id]);
  const exported = await admin.api('/api/admin/units/export.csv');
  expect(exported.status).toBe(200);
  exportedCsv = await exported.text();
}, 60_000);
afterAll(async () => {
  console.info('upload, markup and URL fuzzing (requests):', counts);
  await server?.close();
});

async function json(response: Response) {
  const text = await response.text();
  return { status: response.status, text };
}

describe('unit data CSV uploads', () => {
  const awkwardField = fc.oneof(
    fc.constantFrom(
      '',
      '"',
      '""',
      '"unterminated',
      'a,b',
      '\n',
      '\r\n',
      '\u0000',
      '\ufeff',
      '-1',
      '1e999',
      'NaN',
      '99999999999999999999',
      '=HYPERLINK("https://example.org")',
      '<script>alert(1)</script>',
      'x'.repeat(5000),
      '🜲🜲🜲',
    ),
    fc.string({ maxLength: 40 }),
  );
  /** The real export with a few rows and fields broken in ways people's spreadsheets do. */
  const mutatedCsv = fc
    .array(
      fc.record({
        row: fc.nat(),
        field: fc.nat(20),
        value: awkwardField,
        kind: fc.constantFrom('field', 'drop-row', 'duplicate-row', 'truncate', 'crlf', 'bom'),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((changes) =>
      changes.reduce((csv, { row, field, value, kind }) => {
        const lines = csv.split('\n');
        const index = row % lines.length;
        if (kind === 'drop-row') lines.splice(index, 1);
        else if (kind === 'duplicate-row') lines.splice(index, 0, lines[index]!);
        else if (kind === 'truncate') return csv.slice(0, (row * 37) % Math.max(1, csv.length));
        else if (kind === 'crlf') return csv.replace(/\n/g, '\r\n');
        else if (kind === 'bom') return `\ufeff${csv}`;
        else {
          const cells = lines[index]!.split(',');
          cells[field % cells.length] = value;
          lines[index] = cells.join(',');
        }
        return lines.join('\n');
      }, exportedCsv),
    );
  const anyCsv = fc.oneof(
    { weight: 4, arbitrary: mutatedCsv },
    { weight: 1, arbitrary: fc.string({ maxLength: 500 }) },
  );

  it('validates and publishes fuzzed sheets without 5xx; a refused sheet publishes nothing', async () => {
    const versions = async () =>
      (await server.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_pack_versions'))[0]!.n;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(anyCsv, fc.boolean(), async (csv, publish) => {
        counts.csv += 1;
        const checked = await json(
          await admin.api('/api/admin/units/validate-csv', { method: 'POST', body: { csv, name: 'fuzz.csv' } }),
        );
        if (checked.status >= 500)
          failures.push(`validate -> ${checked.status} for ${JSON.stringify(csv.slice(0, 120))}`);
        if (!publish) return;
        counts.csv += 1;
        const before = await versions();
        const published = await json(
          await admin.api('/api/admin/units/publish', { method: 'POST', body: { csv, notes: 'fuzz' } }),
        );
        if (published.status >= 500)
          failures.push(`publish -> ${published.status} for ${JSON.stringify(csv.slice(0, 120))}`);
        if (published.status >= 400 && (await versions()) !== before) failures.push(`refused publish stored a version`);
        if (published.status < 300) {
          // An accepted sheet is what the data pack serves now (a sheet published before is reactivated).
          const served = (await fetch(`${server.baseUrl}/api/data-pack`)).headers.get('x-data-version');
          if (served !== (JSON.parse(published.text) as { version: string }).version)
            failures.push('accepted publish is not served');
        }
      }),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('rich text in the content editors', () => {
  const fragment = fc.oneof(
    fc.constantFrom(...XSS_PAYLOADS),
    fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '`',
      '<a href="',
      'javascript:',
      'java\tscript:',
      '&#x6A;avascript:',
      '</',
      '<svg',
      ' onload=',
      ' onerror=alert(1) ',
      '<img src=x',
      '<!--',
      '-->',
      '<![CDATA[',
      '<p>',
      '</p>',
      '<b>',
      '[[',
      ']]',
      '<style>',
      'expression(',
      'url(',
      '<iframe srcdoc="',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ),
    fc.string({ maxLength: 20 }),
  );
  const markup = fc.array(fragment, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));

  it('stores fuzzed markup and serves it back with no script, handler or script URL', async () => {
    const setup = [
      ['POST', '/api/admin/content/news', { news_id: 'fuzz-news', date: '2026-01-01', content_en: 'x' }],
      ['POST', '/api/admin/content/faq', { id: 'fuzz-faq', section: 'Fuzz', content: 'x' }],
      ['POST', '/api/admin/content/rules/about/sections', { id: 'fuzz-section', title: 'Fuzz', content: 'x' }],
    ] as const;
    for (const [method, path, body] of setup) expect((await admin.api(path, { method, body })).status).toBe(201);
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(markup, markup, async (content, title) => {
        const writes = [
          ['/api/admin/content/news/fuzz-news', { date: '2026-01-01', content_en: content }],
          ['/api/admin/content/faq/fuzz-faq', { section: title.slice(0, 200) || 'x', content }],
          ['/api/admin/content/rules/about/sections/fuzz-section', { title: title.slice(0, 200) || 'x', content }],
        ] as const;
        for (const [path, body] of writes) {
          counts.markup += 1;
          const written = await json(await admin.api(path, { method: 'PUT', body }));
          if (written.status >= 500)
            failures.push(`PUT ${path} -> ${written.status} for ${JSON.stringify(content.slice(0, 120))}`);
        }
        for (const path of [
          '/api/content/news',
          '/api/content/faq',
          '/api/content/rules/about/sections/fuzz-section',
        ]) {
          counts.markup += 1;
          const read = await json(await fetch(`${server.baseUrl}${path}`));
          if (read.status !== 200) {
            failures.push(`GET ${path} -> ${read.status}`);
            continue;
          }
          // Rich text travels in `content` as sanitised HTML; titles are plain text the app escapes.
          const texts: string[] = [];
          JSON.parse(read.text, (key, value: unknown) => {
            if (key === 'content' && typeof value === 'string') texts.push(value);
            return value;
          });
          if (!texts.length) failures.push(`GET ${path} served no content`);
          for (const text of texts) {
            const problems = unsafeMarkup(text);
            if (problems.length)
              failures.push(`GET ${path} served ${problems.join('; ')} from ${JSON.stringify(content.slice(0, 160))}`);
          }
        }
      }),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('codes and ids in URLs', () => {
  const segment = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.stringMatching(/^[A-Za-z0-9]{10}$/),
    fc.constantFrom(
      '..',
      '%2e%2e%2f',
      "x'; DROP TABLE army_lists;--",
      '00000000-0000-0000-0000-000000000000',
      'R1~abc',
      '~~~~',
      '%00',
      '\u0000',
      'a'.repeat(2000),
      '<script>',
      '%E2%80%AE',
    ),
  );

  it('answers fuzzed share codes with 400, 404 or 414 (too long), never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(segment, async (code) => {
        counts.shareCodes += 1;
        const response = await fetch(`${server.baseUrl}/api/shared-lists/${encodeURIComponent(code)}`);
        await response.arrayBuffer();
        return [400, 404, 414].includes(response.status);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('answers fuzzed path parameters on every route without 5xx', async () => {
    // Calls that end the caller's session or account are left to the authorisation matrix.
    const skipped = /^(POST \/auth\/v1\/logout|DELETE \/api\/profiles\/me)$/;
    const withParams = routes.filter(
      (route) => route.url.includes(':') && !skipped.test(`${route.method} ${route.url}`),
    );
    expect(withParams.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of withParams) {
      await fc.assert(
        fc.asyncProperty(segment, async (value) => {
          counts.pathParams += 1;
          const path = route.url.replace(/:\w+/g, () => encodeURIComponent(value));
          const response = await fetch(`${server.baseUrl}${path}`, {
            method: route.method,
            redirect: 'manual',
            headers: {
              authorization: `Bearer ${admin.token}`,
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
            },
            body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
          });
          const text = await response.text();
          if (response.status >= 500)
            failures.push(`${route.method} ${path.slice(0, 120)} -> ${response.status} ${text.slice(0, 120)}`);
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
