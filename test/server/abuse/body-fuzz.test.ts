import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeList } from '../../fixtures/army';
import { SETUP_COMMANDS } from '../../fixtures/game';
import { createTestApp, type TestApp } from '../app';
import { signedUpMember, type TestMember } from '../members';
import { befriend } from '../social-helpers';
import { signWebhook } from '../../../src/server/features/deployments/providers';
import { DEPLOYMENT_SIGNATURE_HEADER, DEPLOYMENT_WEBHOOK_PATH } from '../../../src/contracts/deployments';
import { signedInAdmin } from './cast';
import { distinctRoutes, recordRoutes, type RegisteredRoute } from './routes';

/**
 * Property-based fuzzing of every route that takes a body: random JSON, and mutations of a
 * valid body, sent as someone every guard lets through (an admin who is also a tester).
 * The server must never answer 5xx, and a refused request must leave the database as it was.
 * The deployment webhook is configured and every fuzzed body is signed, so its body schema is
 * reached; unsigned and wrongly signed bodies are fuzzed apart and must all be refused.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
/**
 * CI replays the same inputs every run (a fixed seed per route), so a failure it reports can be
 * replayed exactly; set FUZZ_SEED to explore other inputs.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const routeSeed = (key: string) => [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, FUZZ_SEED);
const HTTP_RUNS_PER_ROUTE = 3;
const UNSIGNED_WEBHOOK_RUNS = 10;
const WEBHOOK_SECRET = 'a-webhook-secret-for-body-fuzzing';
const WEBHOOK_KEY = `POST ${DEPLOYMENT_WEBHOOK_PATH}`;

let server: TestApp;
let bodyRoutes: RegisteredRoute[];
let power: TestMember;
let friend: TestMember;
let target: TestMember;
let gameId: string;
let totalRequests = 0;
const statusClasses: Record<string, number> = {};
/** Requests sent, by the first two segments of the route (`/api/admin`, `/auth/v1`, …). */
const requestsByGroup: Record<string, number> = {};
const group = (url: string) => `/${url.split('/').filter(Boolean).slice(0, 2).join('/')}`;

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
    'POST /api/list-checks': { links: ['ZZZZZZZZZZ', 'R1~broken'] },
    'POST /api/data-reports': { subject_kind: 'unit', subject_id: 'orc-hunters', text: 'Fuzz' },
    'POST /api/admin/data-reports/:id/answer': { answer: 'Fuzz' },
    'POST /api/admin/data-reports/:id/fixed': { data_version: 'latest' },
    'PUT /api/collection': { items: [{ unitId: 'alborc', count: 2, updatedAt: at }] },
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
    'PUT /api/profiles/me/avatar/emblem': { faction: 'syenann' },
    [WEBHOOK_KEY]: {
      id: 'fuzz-deploy',
      state: 'ready',
      site_name: 'rookery',
      branch: 'main',
      deploy_url: 'https://fuzz--rookery.example.org',
      error_message: 'x',
      created_at: at,
    },
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

/** How the deployment webhook's body is signed: right (the default), not at all, or wrongly. */
type Signing = 'signed' | 'unsigned' | 'other-secret' | 'other-body' | 'malformed';

async function send(
  route: RegisteredRoute,
  payload: string,
  type: string,
  viaHttp: boolean,
  signing: Signing = 'signed',
) {
  totalRequests += 1;
  requestsByGroup[group(route.url)] = (requestsByGroup[group(route.url)] ?? 0) + 1;
  const url = fill(route.url);
  const headers: Record<string, string> = {
    authorization: `Bearer ${power.token}`,
    'content-type': type,
    apikey: server.app.auth.anonKey,
  };
  if (`${route.method} ${route.url}` === WEBHOOK_KEY) {
    const signature = {
      signed: signWebhook(WEBHOOK_SECRET, payload),
      unsigned: undefined,
      'other-secret': signWebhook('another-secret-for-the-webhook', payload),
      'other-body': signWebhook(WEBHOOK_SECRET, `${payload} `),
      malformed: `sha256=${'z'.repeat(64)}`,
    }[signing];
    if (signature) headers[DEPLOYMENT_SIGNATURE_HEADER] = signature;
  }
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

/** The error body of a 4xx, which must carry a stable code; throws when it does not. */
function expectErrorCode(key: string, status: number, text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${key} -> ${status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  const body = (parsed ?? {}) as Record<string, unknown>;
  // Our API answers { code, message }; GoTrue routes answer its own { code, error_code, msg }.
  if (!(typeof body.code === 'string' || typeof body.error_code === 'string')) {
    throw new Error(`${key} -> ${status} without a stable code: ${text.slice(0, 200)}`);
  }
}

/** Runs a property for one route; a failure of any kind is returned with its counterexample, not thrown. */
async function fuzzRoute<T>(key: string, property: fc.IAsyncProperty<T>, numRuns: number): Promise<string | null> {
  // No shrinking: each run changes the database, so a smaller input would not replay the same state.
  const details = await fc.check(property, { numRuns, endOnFailure: true, seed: routeSeed(key) });
  if (!details.failed) return null;
  const error = details.errorInstance;
  const reason = error instanceof Error ? error.message : String(error);
  const counterexample = JSON.stringify(details.counterexample)?.slice(0, 300);
  return `${key}: failed on run ${details.numRuns} of ${numRuns} (seed ${details.seed}, path ${details.counterexamplePath}): ${reason.slice(0, 500)}\n    counterexample: ${counterexample}`;
}

beforeAll(async () => {
  const recorder = recordRoutes();
  server = await createTestApp({
    DEPLOY_WEBHOOK_SECRET: WEBHOOK_SECRET,
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
  console.info('body fuzzing (requests per route group):', requestsByGroup);
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
      const failure = await fuzzRoute(
        key,
        fc.asyncProperty(bodies, async ({ payload, type }) => {
          run += 1;
          const before = await fingerprint();
          const { status, text } = await send(route, payload, type, run <= HTTP_RUNS_PER_ROUTE);
          statusClasses[`${String(status)[0]}xx`] = (statusClasses[`${String(status)[0]}xx`] ?? 0) + 1;
          if (status >= 500) throw new Error(`${key} -> ${status} ${text.slice(0, 200)}`);
          // Every fuzzed webhook body is signed right: a 401 would mean the body schema is never reached.
          if (key === WEBHOOK_KEY && status === 401) throw new Error(`${key} -> 401 for a signed body: ${text}`);
          if (status >= 400) {
            const after = await fingerprint();
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            if (changed.length) throw new Error(`${key} -> ${status} but changed ${changed.join(', ')}`);
            expectErrorCode(key, status, text);
          }
        }),
        RUNS_PER_ROUTE,
      );
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    // The fuzzing reached the handlers: some bodies were taken, most were refused.
    expect(statusClasses['2xx']).toBeGreaterThan(0);
    expect(statusClasses['4xx']).toBeGreaterThan(totalRequests / 2);
  }, 300_000);

  it('refuses unsigned or wrongly signed deployment webhooks, and stores nothing', async () => {
    const route = bodyRoutes.find((candidate) => `${candidate.method} ${candidate.url}` === WEBHOOK_KEY);
    expect(route).toBeDefined();
    const seed = seedBody(WEBHOOK_KEY);
    // The same body signed right is taken, so the refusals below are the signature's doing.
    expect((await send(route!, JSON.stringify(seed), 'application/json', true)).status).toBe(202);
    const bodies = fc
      .oneof({ weight: 3, arbitrary: fc.constant(seed) }, { weight: 2, arbitrary: mutated(seed) })
      .chain(wire);
    const signings = fc.constantFrom<Signing>('unsigned', 'other-secret', 'other-body', 'malformed');
    const failure = await fuzzRoute(
      `${WEBHOOK_KEY} (not signed right)`,
      fc.asyncProperty(bodies, signings, fc.boolean(), async ({ payload, type }, signing, viaHttp) => {
        const before = await fingerprint();
        const { status, text } = await send(route!, payload, type, viaHttp, signing);
        if (status !== 401) throw new Error(`${signing} -> ${status} ${text.slice(0, 200)}, expected 401`);
        const after = await fingerprint();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length) throw new Error(`${signing} -> 401 but changed ${changed.join(', ')}`);
        expectErrorCode(WEBHOOK_KEY, status, text);
      }),
      UNSIGNED_WEBHOOK_RUNS,
    );
    expect(failure).toBeNull();
  }, 60_000);

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
