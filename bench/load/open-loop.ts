/**
 * Open-loop load: requests arrive at a fixed mean rate (a Poisson process), each sent when its
 * time comes whether or not the earlier ones have been answered, as independent visitors do. A
 * closed loop (users who wait for each answer) slows down with the server and so hides how long a
 * new arrival would wait; this mode finds the highest arrival rate the server can serve.
 *
 * The rate rises step by step (LOAD_ARRIVAL_RATES); a step passes when every route's p99 is within
 * the goal, with no 5xx and no request unanswered. Each step starts from a quiet server. The mix
 * is the closed loop's: browsing guests, list saves and reads, game commands between two seated
 * players with both on the realtime socket, and notification reads.
 */
import { performance } from 'node:perf_hooks';
import type { OnlineEnvelope } from '../../src/contracts/games';
import { send, type Answer } from './client';
import type { Member } from './accounts';
import { acknowledge, draftVersion, type ListLedger } from './http-mix';
import type { LiveGame } from './realtime-users';
import { percentile, Recorder, routeRows, type RouteRow } from './stats';

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: '*/*' };

export interface OpenLoopOptions {
  baseUrl: string;
  builders: Member[];
  readers: Member[];
  games: LiveGame[];
  assets: string[];
  sendNote: (game: LiveGame, seatIndex: number, envelope: OnlineEnvelope, recorder: Recorder) => Promise<Answer | null>;
  ledger: ListLedger;
  /** Only these routes (their names as the tables print them); all of them when empty. */
  only: string[];
  /** The server's CPU time so far, in ms. */
  serverCpuMs: () => number;
}

export interface StepResult {
  /** Arrivals per second asked for, and the rate at which requests were actually sent. */
  rate: number;
  sentPerSecond: number;
  seconds: number;
  rows: RouteRow[];
  /** How late the generator sent requests after their arrival time (its own lag), in ms. */
  lagP99: number;
  /** Game command arrivals with every game already waiting on an answer (not sent, reported). */
  skipped: number;
  /**
   * Server CPU time per answered request, in ms: what the server spends on a request, which a
   * crowded machine delays but does not inflate as it does latency (PostgreSQL's own work is not in it).
   */
  cpuMsPerRequest: number;
  passed: boolean;
  /** Why the step failed: the routes over the goal, 5xx, unanswered requests. */
  reasons: string[];
}

/** The routes of one arrival, by weight: what a mixed crowd of visitors and members asks for. */
type Send = (recorder: Recorder) => Promise<unknown>;

const exponential = (mean: number) => -Math.log(1 - Math.random()) * mean;

export function openLoopMix(options: OpenLoopOptions) {
  const { baseUrl } = options;
  const get = (path: string, token?: string) => (recorder: Recorder, route: string) =>
    recorder
      .timed(route, () =>
        send(`${baseUrl}${path}`, {
          headers: token ? { ...BROWSER_HEADERS, authorization: `Bearer ${token}` } : BROWSER_HEADERS,
        }),
      )
      .catch(() => null);

  let assetIndex = 0;
  let saveCount = 0;
  let readIndex = 0;
  let gameIndex = 0;
  let noteCount = 0;
  const busyGames = new Set<string>();
  let skipped = 0;

  const saveList: Send = (recorder) => {
    saveCount += 1;
    const member = options.builders[saveCount % options.builders.length]!;
    const list = draftVersion(
      options.ledger,
      member,
      'open',
      Math.floor(saveCount / options.builders.length) + 1,
      saveCount,
    );
    return recorder
      .timed('PUT /api/lists/:id', () =>
        send(`${baseUrl}/api/lists/${list.id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ list }),
        }),
      )
      .then(async (response) => {
        if (response.status !== 200 && response.status !== 201) return;
        acknowledge(options.ledger, ((await response.json()) as { list: { id: string; updatedAt: string } }).list);
      })
      .catch(() => null);
  };

  /** A note from the next game with no command waiting for its answer, seats taking turns. */
  const gameCommand: Send = async (recorder) => {
    for (let tries = 0; tries < options.games.length; tries += 1) {
      const game = options.games[gameIndex++ % options.games.length]!;
      if (busyGames.has(game.id)) continue;
      busyGames.add(game.id);
      noteCount += 1;
      const seatIndex = noteCount % 2;
      const envelope: OnlineEnvelope = {
        id: `open_${game.seats[seatIndex]!.member.index}_${noteCount}`,
        at: new Date().toISOString(),
        command: { type: 'add_note', text: `Open note ${noteCount}` },
      };
      try {
        await options.sendNote(game, seatIndex, envelope, recorder);
      } finally {
        busyGames.delete(game.id);
      }
      return;
    }
    skipped += 1;
  };

  const page = (path: string) => (recorder: Recorder) => get(path)(recorder, `GET ${path}`);
  const allRoutes: Array<{ route: string; weight: number; send: Send }> = [
    { route: 'GET /', weight: 3, send: page('/') },
    { route: 'GET /api/content/rules', weight: 2, send: page('/api/content/rules') },
    { route: 'GET /api/content/faq', weight: 2, send: page('/api/content/faq') },
    { route: 'GET /api/content/news', weight: 2, send: page('/api/content/news') },
    { route: 'GET /api/data-pack', weight: 2, send: page('/api/data-pack') },
    { route: 'GET /CHANGELOG.md', weight: 1, send: page('/CHANGELOG.md') },
    {
      route: 'GET /assets/*',
      weight: 3,
      send: (recorder) => get(options.assets[assetIndex++ % options.assets.length]!)(recorder, 'GET /assets/*'),
    },
    { route: 'PUT /api/lists/:id', weight: 3, send: saveList },
    {
      route: 'GET /api/lists',
      weight: 1,
      send: (recorder) => {
        const member = options.readers[readIndex++ % options.readers.length]!;
        return get('/api/lists', member.token)(recorder, 'GET /api/lists');
      },
    },
    { route: 'POST /api/games/:id/commands', weight: 3, send: gameCommand },
    {
      route: 'GET /api/notifications',
      weight: 1,
      send: (recorder) => {
        const member = options.readers[readIndex++ % options.readers.length]!;
        return get('/api/notifications', member.token)(recorder, 'GET /api/notifications');
      },
    },
  ];
  const routes = options.only.length ? allRoutes.filter((route) => options.only.includes(route.route)) : allRoutes;
  if (!routes.length) {
    throw new Error(`LOAD_ONLY names no route of the mix: ${allRoutes.map((route) => route.route).join(', ')}`);
  }
  const totalWeight = routes.reduce((sum, route) => sum + route.weight, 0);
  const pick = (): Send => {
    let roll = Math.random() * totalWeight;
    for (const route of routes) {
      roll -= route.weight;
      if (roll < 0) return route.send;
    }
    return routes.at(-1)!.send;
  };

  return {
    /** Sends arrivals at `rate` per second for `seconds`, then waits for every answer. */
    async step(rate: number, seconds: number, goalMs: number): Promise<StepResult> {
      const recorder = new Recorder();
      const lags: number[] = [];
      const inFlight = new Set<Promise<unknown>>();
      skipped = 0;
      let sent = 0;
      const cpuBefore = options.serverCpuMs();
      const started = performance.now();
      const ends = started + seconds * 1000;
      let next = started + exponential(1000 / rate);
      while (next < ends) {
        const now = performance.now();
        if (now < next) {
          // Wakes at the next arrival; a timer is late by a millisecond or so, measured as lag.
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - now - 0.5)));
          continue;
        }
        while (next <= performance.now() && next < ends) {
          lags.push(performance.now() - next);
          const request = pick()(recorder);
          inFlight.add(request);
          void request.finally(() => inFlight.delete(request));
          sent += 1;
          next += exponential(1000 / rate);
        }
      }
      const sentSeconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      const cpuMs = options.serverCpuMs() - cpuBefore;
      const rows = routeRows(recorder, seconds);
      const reasons: string[] = [];
      for (const row of rows) {
        if (row.p99 > goalMs) reasons.push(`${row.route} p99 ${row.p99.toFixed(0)} ms`);
        if (row.status5xx) reasons.push(`${row.route} ${row.status5xx} × 5xx`);
        if (row.timeouts + row.errors) reasons.push(`${row.route} ${row.timeouts + row.errors} unanswered`);
      }
      lags.sort((a, b) => a - b);
      return {
        rate,
        sentPerSecond: sent / sentSeconds,
        seconds,
        rows,
        lagP99: percentile(lags, 99),
        skipped,
        cpuMsPerRequest:
          cpuMs /
          Math.max(
            1,
            rows.reduce((sum, row) => sum + row.requests, 0),
          ),
        passed: reasons.length === 0,
        reasons,
      };
    },
  };
}
