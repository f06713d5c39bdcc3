/**
 * Load test: `npm run test:load` (after `npm run build`). Starts the production server as a child
 * process on a free loopback port, once on PostgreSQL (a fresh database, dropped afterwards) and
 * once on the embedded database (a temporary data folder), and runs a realistic mix of users for
 * LOAD_SECONDS: guests browsing, members saving and reading army lists, live games of two players
 * sending commands over the API with both players on the realtime socket, and friend requests
 * arriving as notifications. Then it reads every acknowledged write back.
 *
 * Prints one table per database (requests, req/s, p50/p95/p99, 4xx, 5xx, timeouts/errors per
 * route), the realtime delivery latency and the server's memory, and writes them to bench/results/.
 * Exits non-zero on any 5xx answer or any acknowledged write that cannot be read back. Requests
 * that timed out or lost their connection are counted and reported in the verdict; they do not
 * fail the run (their writes were never acknowledged, so nothing is owed for them).
 *
 * Knobs: LOAD_SECONDS (60), LOAD_USERS (500), LOAD_GAMES (50, at most a tenth of the users),
 * LOAD_RATE (requests per second per HTTP user; 0 = no pause, the default), LOAD_THINK_MS (1000,
 * mean pause between two game commands of one player), LOAD_DB (both | postgres | pglite),
 * LOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: where the fresh database is made),
 * LOAD_SERVER_BUNDLE (another build's dist/server/main.js, inside its own checkout, to compare with),
 * LOAD_PROFILE (1: the server writes a CPU profile to bench/results/profiles when it stops; read it
 * with `npx tsx bench/profile-summary.ts FILE`).
 *
 * Open loop: LOAD_MODE=open sends requests at fixed arrival rates instead (bench/load/open-loop.ts):
 * LOAD_ARRIVAL_RATES (requests per second, rising: 100,200,300,400,500,600,800,1000,1200,1500),
 * LOAD_STEP_SECONDS (20 per rate), LOAD_WARMUP_SECONDS (10: a first step at the lowest rate that warms
 * the fresh server and is reported apart, not counted), LOAD_P99_MS (250: the goal every route's p99 must meet),
 * LOAD_ONLY (route names, comma-separated, as the tables print them: only those routes, to profile
 * one path). It stops at the first rate that misses the goal and reports the highest one that met
 * it. With LOAD_PROFILE=1 the server also writes per-statement timing (DB_QUERY_STATS) beside the
 * profile.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { ArmyList } from '../src/domain/army/army-list';
import { createMembers, makeTesters, serviceRoleKey, signInByLink, type Member } from './load/accounts';
import { assetPaths, runHttpMix, type ListLedger } from './load/http-mix';
import { openLoopMix, type StepResult } from './load/open-loop';
import { prepareRealtime, type RealtimeResults } from './load/realtime-users';
import { assertBuilt, freshPostgresDatabase, ROOT, startServer } from './load/server';
import {
  formatMs,
  latencySummary,
  Recorder,
  REQUEST_TIMEOUT_MS,
  routeRows,
  routeTable,
  table,
  totalRow,
} from './load/stats';

const number = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, not ${raw}`);
  return value;
};

const SECONDS = number('LOAD_SECONDS', 60);
const USERS = Math.max(20, Math.round(number('LOAD_USERS', 500)));
const GAMES = Math.max(1, Math.min(Math.round(number('LOAD_GAMES', 50)), Math.floor(USERS / 10)));
const RATE = number('LOAD_RATE', 0);
const MODE = process.env.LOAD_MODE ?? 'closed';
const ARRIVAL_RATES = (process.env.LOAD_ARRIVAL_RATES ?? '100,200,300,400,500,600,800,1000,1200,1500')
  .split(',')
  .map((rate) => Number(rate.trim()))
  .filter((rate) => Number.isFinite(rate) && rate > 0);
const STEP_SECONDS = number('LOAD_STEP_SECONDS', 20);
const WARMUP_SECONDS = number('LOAD_WARMUP_SECONDS', 10);
const P99_GOAL_MS = number('LOAD_P99_MS', 250);
const PROFILE = process.env.LOAD_PROFILE === '1';
const ONLY = (process.env.LOAD_ONLY ?? '')
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const THINK_MS = number('LOAD_THINK_MS', 1000);
const DATABASES = (process.env.LOAD_DB ?? 'both') === 'both' ? ['postgres', 'pglite'] : [process.env.LOAD_DB!];
const ADMIN_DATABASE_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS_DIR = path.join(ROOT, 'bench/results');

/** How the users are shared out: players, friends, list builders and readers; the rest browse. */
const PLAYERS = GAMES * 2;
const SOCIAL = Math.max(3, Math.round(USERS * 0.1));
const BUILDERS = Math.max(1, Math.round(USERS * 0.14));
const READERS = Math.max(1, Math.round(USERS * 0.06));
const BROWSERS = USERS - PLAYERS - SOCIAL - BUILDERS - READERS;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Outcome {
  database: string;
  markdown: string;
  failed: string[];
  /** Requests with no answer in time, and those that lost their connection: reported, not failures. */
  timeouts: number;
  errors: number;
}

/** A read-back after the load, bounded in time; a failure is returned as text (the write counts as lost). */
async function readBack(url: string, token: string): Promise<Response | string> {
  try {
    return await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

async function verifyLists(baseUrl: string, ledger: ListLedger) {
  let checked = 0;
  const lost: string[] = [];
  for (const [id, updatedAt] of ledger.acknowledged) {
    const owner = ledger.owners.get(id)!;
    const response = await readBack(`${baseUrl}/api/lists/${id}`, owner.token);
    checked += 1;
    if (typeof response === 'string') {
      lost.push(`${id}: read back failed (${response})`);
      continue;
    }
    if (!response.ok) {
      lost.push(`${id}: read back answered ${response.status}`);
      continue;
    }
    const stored = ((await response.json()) as { list: ArmyList }).list;
    const versions = ledger.sent.get(id)!;
    // The newest acknowledged version, or one sent after it whose answer was still on its way.
    const matches = [...versions].some(
      ([at, list]) => at >= updatedAt && isDeepStrictEqual(JSON.parse(JSON.stringify(list)), stored),
    );
    if (!matches) lost.push(`${id}: stored ${stored.updatedAt}, acknowledged ${updatedAt}`);
  }
  return { checked, lost };
}

async function verifyGames(baseUrl: string, results: RealtimeResults) {
  let checked = 0;
  const lost: string[] = [];
  for (const [gameId, ids] of results.acknowledged) {
    const host = results.gameHosts.get(gameId)!;
    const response = await readBack(`${baseUrl}/api/games/${gameId}/events?after=0`, host.token);
    if (typeof response === 'string') {
      lost.push(`${gameId}: events read back failed (${response})`);
      continue;
    }
    if (!response.ok) {
      lost.push(`${gameId}: events answered ${response.status}`);
      continue;
    }
    const { events } = (await response.json()) as { events: Array<{ command: { id: string } }> };
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.command.id, (counts.get(event.command.id) ?? 0) + 1);
    for (const id of ids) {
      checked += 1;
      const seen = counts.get(id) ?? 0;
      if (seen !== 1) lost.push(`${gameId}/${id}: in the log ${seen} times`);
    }
  }
  return { checked, lost };
}

interface OpenRun {
  database: string;
  stamp: string;
  server: Awaited<ReturnType<typeof startServer>>;
  failed: string[];
  realtime: Awaited<ReturnType<typeof prepareRealtime>>;
  realtimeResults: RealtimeResults;
  builders: Member[];
  readers: Member[];
}

/** Open loop: rising arrival rates until one misses the p99 goal; then every write is read back. */
async function runOpen(run: OpenRun): Promise<Outcome> {
  const { database, server, failed, realtime, realtimeResults } = run;
  const ledger: ListLedger = { sent: new Map(), acknowledged: new Map(), owners: new Map() };
  const mix = openLoopMix({
    baseUrl: server.baseUrl,
    builders: run.builders,
    readers: run.readers,
    games: realtime.games,
    assets: assetPaths(),
    sendNote: realtime.sendNote,
    ledger,
    only: ONLY,
    serverCpuMs: server.cpuMs,
  });
  const rssBefore = server.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, server.rss());
  }, 500);
  const steps: StepResult[] = [];
  // A server just started compiles its code, opens its connections and renders each page for
  // the first time; that start is reported on its own, and the steps measure the server warm.
  let warmUp: StepResult | null = null;
  if (WARMUP_SECONDS > 0) {
    warmUp = await mix.step(ARRIVAL_RATES[0]!, WARMUP_SECONDS, P99_GOAL_MS);
    const worst = [...warmUp.rows].sort((a, b) => b.p99 - a.p99)[0];
    console.log(
      `   warm-up, not counted: ${WARMUP_SECONDS} s at ${ARRIVAL_RATES[0]} req/s from a fresh start` +
        ` (slowest p99 ${worst ? `${formatMs(worst.p99)} ms, ${worst.route}` : '-'})`,
    );
  }
  for (const rate of ARRIVAL_RATES) {
    const step = await mix.step(rate, STEP_SECONDS, P99_GOAL_MS);
    steps.push(step);
    const worst = [...step.rows].sort((a, b) => b.p99 - a.p99)[0];
    console.log(
      `   ${rate} req/s asked, ${step.sentPerSecond.toFixed(0)} sent: ${step.passed ? 'met' : 'missed'} the goal` +
        ` (slowest p99 ${worst ? `${formatMs(worst.p99)} ms, ${worst.route}` : '-'}; generator lag p99 ${formatMs(step.lagP99)} ms;` +
        ` server CPU ${step.cpuMsPerRequest.toFixed(2)} ms per request)`,
    );
    if (!step.passed) break;
  }
  clearInterval(sampler);
  realtime.close();
  const lists = await verifyLists(server.baseUrl, ledger);
  const games = await verifyGames(server.baseUrl, realtimeResults);
  const best = steps.filter((step) => step.passed).at(-1);
  const missed = steps.find((step) => !step.passed);
  const status5xx = steps.reduce((sum, step) => sum + totalRow(step.rows).status5xx, 0);
  const timeouts = steps.reduce((sum, step) => sum + totalRow(step.rows).timeouts, 0);
  const errors = steps.reduce((sum, step) => sum + totalRow(step.rows).errors, 0);
  const routeP99 = (step: StepResult, route: string) =>
    formatMs(step.rows.find((row) => row.route === route)?.p99 ?? Number.NaN);
  const lines = [
    `## ${database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}: open loop, ${STEP_SECONDS} s per rate, goal p99 ≤ ${P99_GOAL_MS} ms on every route`,
    '',
    `**Highest arrival rate that met the goal: ${best ? `${best.rate} req/s` : `none (the lowest, ${ARRIVAL_RATES[0]} req/s, missed it)`}.**`,
    missed ? `First rate that missed it: ${missed.rate} req/s (${missed.reasons.slice(0, 4).join('; ')}).` : '',
    warmUp
      ? `Before the steps, ${WARMUP_SECONDS} s at ${ARRIVAL_RATES[0]} req/s warmed the fresh server (not counted): ${warmUp.passed ? 'within' : 'outside'} the goal, slowest p99 ${formatMs(Math.max(...warmUp.rows.map((row) => row.p99)))} ms.`
      : '',
    '',
    table(
      [
        'asked req/s',
        'sent req/s',
        'slowest p99 ms',
        'list save p99',
        'game command p99',
        'generator lag p99',
        'server CPU ms/request',
        'skipped',
        'goal',
      ],
      steps.map((step) => [
        step.rate,
        step.sentPerSecond.toFixed(0),
        formatMs(Math.max(...step.rows.map((row) => row.p99))),
        routeP99(step, 'PUT /api/lists/:id'),
        routeP99(step, 'POST /api/games/:id/commands'),
        formatMs(step.lagP99),
        step.cpuMsPerRequest.toFixed(2),
        step.skipped,
        step.passed ? 'met' : 'missed',
      ]),
    ),
    '',
    ...(best ? [`### Routes at ${best.rate} req/s`, '', routeTable(best.rows), ''] : []),
    ...(missed ? [`### Routes at ${missed.rate} req/s`, '', routeTable(missed.rows), ''] : []),
    `- 5xx answers: ${status5xx}; unanswered: ${timeouts} timed out, ${errors} other errors`,
    `- lost writes: ${lists.lost.length + games.lost.length} (${lists.checked} acknowledged lists read back, ${games.checked} acknowledged game commands found in their logs exactly once)`,
    `- server RSS: ${mb(rssBefore)} before the load, ${mb(rssPeak)} at peak`,
    `- server log lines at error level: ${server.errorLines().length}`,
    '',
  ];
  const markdown = lines.join('\n');
  console.log(`\n${markdown}`);
  for (const problem of [...lists.lost, ...games.lost].slice(0, 20)) console.log(`   LOST ${problem}`);
  for (const line of server.errorLines().slice(0, 5)) console.log(`   server: ${line.slice(0, 400)}`);
  if (status5xx > 0) failed.push(`${database}: ${status5xx} answers with status 5xx`);
  if (lists.lost.length + games.lost.length > 0)
    failed.push(`${database}: ${lists.lost.length + games.lost.length} lost writes`);
  writeFileSync(path.join(RESULTS_DIR, `load-open-${database}-${run.stamp}.md`), markdown);
  writeFileSync(
    path.join(RESULTS_DIR, `load-open-${database}-${run.stamp}.json`),
    JSON.stringify(
      { database, goalMs: P99_GOAL_MS, stepSeconds: STEP_SECONDS, steps, best: best?.rate ?? null },
      null,
      2,
    ),
  );
  return { database, markdown, failed, timeouts, errors };
}

async function runOn(database: string): Promise<Outcome> {
  const runId = `${process.pid}${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `rookery-load-${database}-`));
  const pgDatabase =
    database === 'postgres'
      ? await freshPostgresDatabase(ADMIN_DATABASE_URL, `rookery_load_${process.pid}_${Date.now()}`)
      : null;
  const secret = randomBytes(36).toString('base64url');
  const adminEmail = `load-admin-${runId}@example.org`;
  mkdirSync(path.join(RESULTS_DIR, 'profiles'), { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const logFile = path.join(RESULTS_DIR, `load-${database}-${stamp}.server.log`);
  console.log(`\n== ${database}: starting the server (${USERS} users, ${GAMES} games, ${SECONDS} s)`);
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      AUTH_JWT_SECRET: secret,
      ADMIN_EMAIL: adminEmail,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '10000',
      // Friends ask about once every three seconds; keep the per-member limit out of the figures.
      MEMBER_RATE_LIMIT_PER_MINUTE: '1000',
      // Every simulated player's socket comes from loopback.
      REALTIME_MAX_SOCKETS_PER_ADDRESS: '100000',
      ...(PROFILE ? { DB_QUERY_STATS: path.join(RESULTS_DIR, 'profiles', `queries-${database}-${stamp}.json`) } : {}),
    },
    logFile,
    PROFILE ? { profileDir: path.join(RESULTS_DIR, 'profiles') } : {},
  );
  const failed: string[] = [];
  try {
    const { baseUrl } = server;
    const serviceKey = await serviceRoleKey(secret);
    const admin = await signInByLink(baseUrl, serviceKey, adminEmail);
    const setupStarted = performance.now();
    const members = await createMembers(baseUrl, serviceKey, PLAYERS + SOCIAL + BUILDERS, runId);
    const players = members.slice(0, PLAYERS);
    const social = members.slice(PLAYERS, PLAYERS + SOCIAL);
    const builders = members.slice(PLAYERS + SOCIAL);
    await makeTesters(baseUrl, admin.token, players);

    const setupRecorder = new Recorder();
    const recorder = new Recorder();
    const realtimeResults: RealtimeResults = {
      gameDelivery: [],
      notificationDelivery: [],
      acknowledged: new Map(),
      gameHosts: new Map(),
      friendRequestsSent: 0,
      notificationsReceived: 0,
      socketsOpened: 0,
      socketErrors: 0,
    };
    const realtimeOptions = { baseUrl, recorder: setupRecorder, players, social, endsAt: 0, thinkMs: THINK_MS };
    const realtime = await prepareRealtime(realtimeOptions, realtimeResults);
    console.log(
      `   set up ${members.length} members, ${realtime.gameCount} games and ${realtimeResults.socketsOpened} sockets in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    if (MODE === 'open') {
      const readers = builders.slice(0, Math.max(1, READERS));
      return await runOpen({ database, stamp, server, failed, realtime, realtimeResults, builders, readers });
    }

    const rssBefore = server.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, server.rss());
    }, 500);
    const ledger: ListLedger = { sent: new Map(), acknowledged: new Map(), owners: new Map() };
    const started = performance.now();
    realtimeOptions.recorder = recorder;
    realtimeOptions.endsAt = started + SECONDS * 1000;
    const http = runHttpMix(
      {
        baseUrl,
        seconds: SECONDS,
        browsers: BROWSERS,
        builders: builders.slice(0, BUILDERS),
        readers: READERS,
        rate: RATE,
        recorder,
      },
      ledger,
    );
    const progress = setInterval(() => {
      const total = [...recorder.routes.values()].reduce((sum, route) => sum + route.latencies.length, 0);
      console.log(
        `   ${((performance.now() - started) / 1000).toFixed(0)} s: ${total} requests, server RSS ${mb(server.rss())}`,
      );
    }, 10_000);
    const loops = realtime.loops();
    await Promise.all(http);
    // The window the rates are measured over: the HTTP users stop at its end, the others stop starting work.
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(loops);
    clearInterval(progress);
    clearInterval(sampler);
    const rssAfter = server.rss();
    realtime.close();

    const lists = await verifyLists(baseUrl, ledger);
    const games = await verifyGames(baseUrl, realtimeResults);

    const rows = routeRows(recorder, seconds);
    const total = totalRow(rows);
    const setupTotal = totalRow(routeRows(setupRecorder, 1));
    const status5xx = total.status5xx + setupTotal.status5xx;
    const timeouts = total.timeouts + setupTotal.timeouts;
    const errors = total.errors + setupTotal.errors;
    const noAnswer = rows.filter((row) => row.timeouts + row.errors > 0);
    const gameLatency = latencySummary(realtimeResults.gameDelivery);
    const notificationLatency = latencySummary(realtimeResults.notificationDelivery);
    const serverErrors = server.errorLines();

    const lines = [
      `## ${database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}: ${USERS} users, ${GAMES} games, ${seconds.toFixed(0)} s`,
      '',
      `Users: ${BROWSERS} browsing, ${BUILDERS} saving lists, ${READERS} reading lists, ${PLAYERS} players in ${GAMES} games, ${SOCIAL} sending friend requests. ` +
        `HTTP users ${RATE > 0 ? `send ${RATE} request(s) per second each` : 'send their next request as soon as the last is answered'}; ` +
        `players and friends pause ${THINK_MS} ms on average.`,
      '',
      routeTable(rows),
      '',
      table(
        ['realtime delivery', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
        [
          [
            'game command → other player',
            gameLatency.count,
            formatMs(gameLatency.p50),
            formatMs(gameLatency.p95),
            formatMs(gameLatency.p99),
            formatMs(gameLatency.max),
          ],
          [
            'friend request → notification',
            notificationLatency.count,
            formatMs(notificationLatency.p50),
            formatMs(notificationLatency.p95),
            formatMs(notificationLatency.p99),
            formatMs(notificationLatency.max),
          ],
        ],
      ),
      '',
      `- 5xx answers: ${status5xx}`,
      `- timeouts/errors: ${timeouts} requests with no answer within ${REQUEST_TIMEOUT_MS / 1000} s, ${errors} other errors (lost or refused connection, broken answer)` +
        (noAnswer.length
          ? ` (${noAnswer.map((row) => `${row.route} ${row.timeouts}/${row.errors}`).join(', ')})`
          : '') +
        '; reported, they do not fail the run',
      `- lost writes: ${lists.lost.length + games.lost.length} (${lists.checked} acknowledged lists read back, ${games.checked} acknowledged game commands found in their logs exactly once)`,
      `- friend requests sent ${realtimeResults.friendRequestsSent}, notifications received on sockets ${realtimeResults.notificationsReceived}; sockets open ${realtimeResults.socketsOpened}, socket errors ${realtimeResults.socketErrors}`,
      `- server RSS: ${mb(rssBefore)} before the load, ${mb(rssPeak)} at peak, ${mb(rssAfter)} at the end`,
      `- server log lines at error level: ${serverErrors.length}`,
      '',
    ];
    const markdown = lines.join('\n');
    console.log(`\n${markdown}`);
    for (const problem of [...lists.lost, ...games.lost].slice(0, 20)) console.log(`   LOST ${problem}`);
    for (const line of serverErrors.slice(0, 5)) console.log(`   server: ${line.slice(0, 400)}`);
    if (status5xx > 0) failed.push(`${database}: ${status5xx} answers with status 5xx`);
    if (lists.lost.length + games.lost.length > 0)
      failed.push(`${database}: ${lists.lost.length + games.lost.length} lost writes`);

    writeFileSync(path.join(RESULTS_DIR, `load-${database}-${stamp}.md`), markdown);
    writeFileSync(
      path.join(RESULTS_DIR, `load-${database}-${stamp}.json`),
      JSON.stringify(
        {
          database,
          users: USERS,
          games: GAMES,
          seconds,
          rate: RATE,
          routes: rows,
          status5xx,
          timeouts,
          errors,
          lostWrites: [...lists.lost, ...games.lost],
          listsChecked: lists.checked,
          gameCommandsChecked: games.checked,
          realtime: { game: gameLatency, notification: notificationLatency },
          rss: { before: rssBefore, peak: rssPeak, after: rssAfter },
          serverErrorLines: serverErrors.length,
        },
        null,
        2,
      ),
    );
    return { database, markdown, failed, timeouts, errors };
  } finally {
    await server.stop();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

assertBuilt();
if (BROWSERS < 7)
  throw new Error(`LOAD_USERS=${USERS} leaves too few browsing users; give at least ${USERS - BROWSERS + 7}`);
const outcomes: Outcome[] = [];
for (const database of DATABASES) {
  if (database !== 'postgres' && database !== 'pglite')
    throw new Error(`LOAD_DB must be both, postgres or pglite, not ${database}`);
  outcomes.push(await runOn(database));
}
const failures = outcomes.flatMap((outcome) => outcome.failed);
const unanswered = outcomes.map(
  (outcome) => `${outcome.database}: ${outcome.timeouts} timed out, ${outcome.errors} other errors`,
);
console.log(
  failures.length
    ? `\nLOAD TEST FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`
    : '\nLoad test passed: no 5xx, no lost writes.',
);
console.log(`Timeouts/errors (reported, not failures): ${unanswered.join('; ')}.`);
process.exit(failures.length ? 1 : 0);
