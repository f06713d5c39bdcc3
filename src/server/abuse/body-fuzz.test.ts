import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeList } from '../../domain/army/test-factories';
import { SETUP_COMMANDS } from '../../domain/game/test-factories';
import { createTestApp, type TestApp } from '../test/app';
import { signedUpMember, type TestMember } from '../test/members';
import { befriend } from '../features/social/test-helpers';
import { signedInAdmin } from './cast';
import { distinctRoutes, recordRoutes, type RegisteredRoute } from './routes';

/**
 * Property-based fuzzing of every route that takes a body: random JSON, and mutations of a
 * valid body, sent as someone every guard lets through (an admin who is also a tester).
 * The server must never answer 5xx, and a refused request must leave the database as it was.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const HTTP_RUNS_PER_ROUTE = 3;

let server: TestApp;
let bodyRoutes: RegisteredRoute[];
let power: TestMember;
let friend: TestMember;
let target: TestMember;
let gameId: string;
let totalRequests = 0;
const statusClasses: Record<string, number> = {};

/** Routes whose call ends the caller's session or account, or which take no body at all. */
const SKIPPED = new Set(['POST /auth/v1/logout', 'POST /auth/v1/reauthenticate']);

/** Path parameters that name real things, so fuzzed bodies reach the handlers behind the guards. */
const params = (): Record<string, string> => ({
  userId: friend.id,
  id: target.id,
  ref: friend.id,
  gameId,
  listId: 'fuzz-list',
  chapterId: 'about',
  sectionId: 'fuzz-section',
  newsId: 'fuzz-news',
  factorId: '00000000-0000-4000-8000-000000000000',
  identityId: '00000000-0000-4000-8000-000000000000',
  code: 'ZZZZZZZZZZ',
  version: 'latest',
});
const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params()[name] ?? name));

const at = '2026-11-22T10:00:00.000Z';
/** A body each route accepts (or nearly): the seed the mutations start from. */
function seedBody(key: string): unknown {
  const seeds: Record<string, unknown> = {
    'PATCH /api/social/profile': { username: 'Fuzzer', bio: 'hello', favourite_faction: null, social_links: [] },
    'POST /api/social/friend-requests': { user_id: target.id },
    'POST /api/social/messages/:userId': { body: 'hello' },
    'POST /api/social/profiles/:userId/comments': { body: 'hello' },
    'POST /api/social/blocks': { user_id: target.id },
    'POST /api/social/reports': { kind: 'comment', target_id: target.id, reason: 'spam', note: 'x' },
    'POST /api/games': { commands: SETUP_COMMANDS.map((command, index) => ({ id: `seed-${index}`, at, command })) },
    'POST /api/games/join': { code: 'ABCD12' },
    'POST /api/games/:gameId/commands': {
      expectedSequence: 0,
      commands: [{ id: 'c1', at, command: { type: 'undo' } }],
    },
    'PUT /api/lists/:listId': {
      list: { ...makeList([{ unitId: 'warlord' }]), id: 'fuzz-list', name: 'Fuzz' },
      public: false,
    },
    'POST /api/admin/users/:id/roles': { tester: true },
    'POST /api/admin/users/:id/ban': { banned: false },
    'POST /api/admin/users/:id/deactivate': { deactivated: false },
    'POST /api/admin/users/:id/link': { type: 'recovery' },
    'POST /api/admin/invite': { email: 'fuzz@example.org' },
    'POST /api/admin/mail/test': { to: 'fuzz@example.org', language: 'en' },
    'PUT /api/admin/flags': { beta: true },
    'POST /api/admin/units/validate-csv': { csv: 'a,b\n1,2', name: 'x' },
    'POST /api/admin/units/publish': { csv: 'a,b\n1,2', notes: 'x' },
    'POST /api/admin/units/rollback': { version: null },
    'POST /api/admin/content/rules': { id: 'fuzz-chapter', title: 'Fuzz' },
    'PUT /api/admin/content/rules/:chapterId': { title: 'About' },
    'PUT /api/admin/content/rules-order': { ids: ['about'] },
    'POST /api/admin/content/rules/:chapterId/sections': { id: 'fuzz-section', title: 'Fuzz', content: '<p>x</p>' },
    'PUT /api/admin/content/rules/:chapterId/sections/:sectionId': { title: 'Fuzz', content: '<p>x</p>' },
    'PUT /api/admin/content/rules/:chapterId/sections-order': { ids: ['fuzz-section'] },
    'POST /api/admin/content/faq': { id: 'fuzz-faq', section: 'Fuzz', content: '' },
    'PUT /api/admin/content/faq/:sectionId': { section: 'Fuzz', content: '' },
    'PUT /api/admin/content/faq-order': { ids: ['fuzz-faq'] },
    'POST /api/admin/content/news': { news_id: 'fuzz-news', date: '2026-01-01', content_en: 'Fuzz' },
    'PUT /api/admin/content/news/:newsId': { date: '2026-01-01', content_en: 'Fuzz' },
    'PUT /api/admin/content/changelog': { content: '## [9.9.9] - 2026-01-01' },
    'POST /api/client-errors': { message: 'x', stack: 'y', url: 'http://127.0.0.1/', release: '1' },
    'POST /auth/v1/signup': { email: 'fuzz.signup@example.org', password: 'Korvus-Tower-2026', data: {} },
    'POST /auth/v1/token': { email: 'nobody@example.org', password: 'wrong-password' },
    'POST /auth/v1/otp': { email: 'nobody@example.org', create_user: false },
    'POST /auth/v1/verify': { type: 'signup', email: 'nobody@example.org', token: '123456' },
    'POST /auth/v1/resend': { type: 'signup', email: 'nobody@example.org' },
    'POST /auth/v1/recover': { email: 'nobody@example.org' },
    'PUT /auth/v1/user': { data: { note: 'x' } },
    'POST /auth/v1/factors': { factor_type: 'totp', friendly_name: 'x' },
    'POST /auth/v1/factors/:factorId/verify': { challenge_id: 'x', code: '000000' },
    'POST /auth/v1/sso': { domain: 'example.org' },
    'POST /auth/v1/admin/users': { email: 'x@example.org' },
    'PUT /auth/v1/admin/users/:userId': { user_metadata: {} },
    'POST /auth/v1/admin/generate_link': { type: 'recovery', email: 'x@example.org' },
    'POST /auth/v1/invite': { email: 'x@example.org' },
  };
  return seeds[key] ?? {};
}

/** Awkward values: wrong types, empty and huge strings, NUL and lone surrogates, deep nesting, prototype keys. */
const awkward: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    true,
    -1,
    1e308,
    -0,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\uffff',
    '🜲'.repeat(50),
    'x'.repeat(20_000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '00000000-0000-0000-0000-000000000000',
    [],
    [[[[[[[[[[[]]]]]]]]]]],
    {},
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
);

type Path = Array<string | number>;
function paths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => paths(item, [...prefix, key]))];
}
function setAt(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const list = [...(value as unknown[])];
    if (rest.length === 0 && remove) list.splice(Number(head), 1);
    else list[Number(head)] = setAt(list[Number(head)], rest, replacement, remove);
    return list;
  }
  const copy: Record<string | number, unknown> = value !== null && typeof value === 'object' ? { ...value } : {};
  if (rest.length === 0 && remove) {
    delete copy[head];
    return copy;
  }
  copy[head] = setAt(copy[head], rest, replacement, remove);
  return copy;
}

/** A valid body with one to three changes: a value replaced, a key removed, or an unknown key added. */
function mutated(seed: unknown): fc.Arbitrary<unknown> {
  const all = paths(seed);
  const change = fc.record({
    path: fc.constantFrom(...all),
    replacement: awkward,
    kind: fc.constantFrom('replace', 'remove', 'add'),
    extraKey: fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'owner_id', 'wab_admin'),
    ),
  });
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) =>
    changes.reduce<unknown>((body, { path, replacement, kind, extraKey }) => {
      if (kind === 'add') return setAt(body, [...path, extraKey], replacement, false);
      return setAt(body, path, replacement, kind === 'remove' && path.length > 0);
    }, seed),
  );
}

/** What the body is sent as: JSON text (sometimes broken), or another content type. */
const wire = (body: unknown): fc.Arbitrary<{ payload: string; type: string }> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant({ payload: JSON.stringify(body) ?? 'null', type: 'application/json' }) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ payload: text, type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ payload: (JSON.stringify(body) ?? '').slice(0, -1), type: 'application/json' }),
    },
    { weight: 1, arbitrary: fc.constant({ payload: JSON.stringify(body) ?? '', type: 'text/plain' }) },
  );

/** A fingerprint of every table: rows and content, in one round trip. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await server.app.db.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'auth') AND table_type = 'BASE TABLE' AND table_name NOT IN (${IGNORED.map((t) => `'${t}'`).join(', ')})
     ORDER BY 1`,
  );
  const sql = tables
    .map(
      ({ name }) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS print FROM ${name} t`,
    )
    .join(' UNION ALL ');
  const rows = await server.app.db.query<{ name: string; print: string }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
/**
 * Tables a refused request may legitimately touch: the auth audit log records failed attempts,
 * and the migrations' own bookkeeping never changes here.
 */
const IGNORED = ['audit_log', 'schema_migrations', '__drizzle_migrations'];

async function send(route: RegisteredRoute, payload: string, type: string, viaHttp: boolean) {
  totalRequests += 1;
  const url = fill(route.url);
  const headers = { authorization: `Bearer ${power.token}`, 'content-type': type, apikey: server.app.auth.anonKey };
  if (viaHttp) {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method: route.method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  }
  const response = await server.app.inject({ method: route.method as 'POST', url, headers, payload });
  return { status: response.statusCode, text: response.body };
}

beforeAll(async () => {
  const recorder = recordRoutes();
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '10000',
    // Fuzzed bodies should reach the handlers, not the per-member limits.
    MEMBER_RATE_LIMIT_PER_MINUTE: '100000',
  });
  recorder.stop();
  bodyRoutes = distinctRoutes(recorder.routes).filter(
    (route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !SKIPPED.has(`${route.method} ${route.url}`),
  );
  power = await signedInAdmin(server);
  await server.app.db.query('UPDATE profiles SET tester = true WHERE id = $1', [power.id]);
  [friend, target] = await Promise.all([
    signedUpMember(server, 'Fuzzy friend'),
    signedUpMember(server, 'Fuzzy target'),
  ]);
  await befriend(power, friend);
  const game = await power.api('/api/games', { method: 'POST', body: seedBody('POST /api/games') });
  expect(game.status).toBe(201);
  gameId = ((await game.json()) as { id: string }).id;
}, 120_000);
afterAll(async () => {
  console.info(`body fuzzing: ${bodyRoutes?.length} routes, ${totalRequests} requests`, statusClasses);
  await server?.close();
});

describe('fuzzed request bodies', () => {
  it('finds the body-taking routes to fuzz', () => {
    expect(bodyRoutes.length).toBeGreaterThan(40);
  });

  it('never answer 5xx, and a refused request changes nothing', async () => {
    const failures: string[] = [];
    for (const route of bodyRoutes) {
      const key = `${route.method} ${route.url}`;
      const seed = seedBody(key);
      const bodies = fc.oneof({ weight: 3, arbitrary: mutated(seed) }, { weight: 1, arbitrary: awkward }).chain(wire);
      let run = 0;
      await fc
        .assert(
          fc.asyncProperty(bodies, async ({ payload, type }) => {
            run += 1;
            const before = await fingerprint();
            const { status, text } = await send(route, payload, type, run <= HTTP_RUNS_PER_ROUTE);
            statusClasses[`${String(status)[0]}xx`] = (statusClasses[`${String(status)[0]}xx`] ?? 0) + 1;
            if (status >= 500) {
              failures.push(`${key} -> ${status} ${text.slice(0, 200)} for ${payload.slice(0, 200)}`);
              return false;
            }
            if (status >= 400) {
              const after = await fingerprint();
              const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
              if (changed.length) {
                failures.push(`${key} -> ${status} but changed ${changed.join(', ')} for ${payload.slice(0, 200)}`);
                return false;
              }
              const parsed = JSON.parse(text) as Record<string, unknown>;
              // Our API answers { code, message }; GoTrue routes answer its own { code, error_code, msg }.
              if (!(typeof parsed.code === 'string' || typeof parsed.error_code === 'string')) {
                failures.push(`${key} -> ${status} without a stable code: ${text.slice(0, 200)}`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    // The fuzzing reached the handlers: some bodies were taken, most were refused.
    expect(statusClasses['2xx']).toBeGreaterThan(0);
    expect(statusClasses['4xx']).toBeGreaterThan(totalRequests / 2);
  }, 300_000);

  it('refuse a NUL character in any text of a valid body without 5xx or a stored change', async () => {
    const failures: string[] = [];
    for (const route of bodyRoutes) {
      const key = `${route.method} ${route.url}`;
      const seed = seedBody(key);
      for (const path of paths(seed)) {
        let leaf: unknown = seed;
        for (const step of path) leaf = (leaf as Record<string | number, unknown>)[step];
        if (typeof leaf !== 'string') continue;
        const payload = JSON.stringify(setAt(seed, path, `${leaf}\u0000`, false));
        const before = await fingerprint();
        const { status, text } = await send(route, payload, 'application/json', false);
        if (status >= 500) failures.push(`${key} ${path.join('.')} -> ${status} ${text.slice(0, 120)}`);
        else if (status >= 400 && JSON.stringify(await fingerprint()) !== JSON.stringify(before)) {
          failures.push(`${key} ${path.join('.')} -> ${status} but stored a change`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('notices a stored change (the fingerprint is not blind)', async () => {
    const before = await fingerprint();
    await server.app.db.query("UPDATE profiles SET bio = 'changed by the check' WHERE id = $1", [target.id]);
    const after = await fingerprint();
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['public.profiles']);
  });
});
